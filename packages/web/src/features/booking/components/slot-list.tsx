import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Ticket, TimeSlot } from '../api-types';
import {
  visitorSlotState,
  type OpeningWindow,
  type VisitorSlotState,
} from '@lesesaal/domain/time-slots/rules';
import { formatLongDate } from '../../../components/format-date';
import { useConfig } from '../../../config';
import type { useAddSlot } from '../cart-api';
import { useSlotActions } from '../use-slot-actions';
import { NO_SEAT_NEED, type SeatNeed } from '../seat-need';
import { SeatPicker } from './seat-picker';
import { WaitingListJoin } from './waiting-list-join';

interface Props {
  /** the chosen day's slots as the API sent them (failed rules included) */
  slots: readonly TimeSlot[];
  cart: readonly Ticket[];
  window: OpeningWindow;
  maxReservations: number;
  roomName: string;
  add: ReturnType<typeof useAddSlot>;
  /** the visitor's seat need (marks matching seats in the seat list) */
  need?: SeatNeed;
}

/** A slot's state, plus the records deadline of a room that requires records. */
export type SlotState = VisitorSlotState | { state: 'unavailable'; reason: 'recordsDeadline' };

/** The states of a day's slots (hidden ones left out), for the list and the tests. */
export function slotStates(
  slots: readonly TimeSlot[],
  ctx: { cart: readonly Ticket[]; window: OpeningWindow; maxReservations: number },
): { slot: TimeSlot; state: SlotState }[] {
  return slots
    .map((slot): { slot: TimeSlot; state: SlotState } => {
      const state = visitorSlotState(slot, ctx);
      // a failed rule the domain's reasons do not name: the records deadline
      if (
        state.state === 'unavailable' &&
        state.reason === 'held' &&
        slot.failedRules.includes('records_deadline_passed')
      )
        return { slot, state: { state: 'unavailable', reason: 'recordsDeadline' } };
      return { slot, state };
    })
    .filter(({ state }) => state.state !== 'hidden');
}

/** What a bookable slot says about ordering records; nothing when the room takes none. */
function RecordsNote({ slot }: { slot: TimeSlot }) {
  const records = slot.records;
  if (!records || records.ordering === 'OFF' || !records.deadlineDate) return null;
  return (
    <RecordsNoteText
      ordering={records.orderable ? records.ordering : 'closed'}
      deadlineDate={records.deadlineDate}
      deadlineTime={records.deadlineTime ?? ''}
    />
  );
}

/** The note's text: the records namespace is needed (and loaded) only where a note shows. */
function RecordsNoteText(props: {
  ordering: 'OPTIONAL' | 'REQUIRED' | 'closed';
  deadlineDate: string;
  deadlineTime: string;
}) {
  const { t, i18n } = useTranslation('records');
  const values = {
    date: formatLongDate(props.deadlineDate, i18n.language),
    time: props.deadlineTime,
  };
  return <Text size="sm">{t(`slotRecords.${props.ordering}`, values)}</Text>;
}

/**
 * A day's slots as a visitor reads them: free with the seats left and a book
 * button; full, with the waiting list to join; in the selection with a remove
 * button; not bookable with the reason.
 * State is said in words, never by colour alone. Adding says in the pop-up what was added.
 * Adding or removing replaces the button that had the focus; the focus then moves to the
 * slot's text (time and new state), so keyboard and screen reader users stay on that slot.
 */
export function SlotList({
  slots,
  cart,
  window,
  maxReservations,
  roomName,
  add,
  need = NO_SEAT_NEED,
}: Props) {
  const { t, i18n } = useTranslation('booking');
  const { waitingList } = useConfig();
  const rows = slotStates(slots, { cart, window, maxReservations });
  const { slotText, addSlot, removeTicket, adding, removing } = useSlotActions(add);
  return (
    <ul className="slot-list">
      {rows.map(({ slot, state }) => {
        const time = t('time', { start: slot.startTime, end: slot.endTime });
        const date = formatLongDate(slot.date, i18n.language);
        const words = { room: roomName, date, time };
        return (
          <li key={slot.id} data-state={state.state}>
            <Group justify="space-between" gap="xs" py={4}>
              <Stack gap={0} className="slot-text" ref={slotText(slot.id)}>
                <Text fw={600}>{time}</Text>
                <Text size="sm">
                  {state.state === 'free'
                    ? t('calendar.seats', { free: state.seatsLeft, count: slot.capacity })
                    : state.state === 'unavailable'
                      ? t(`slotState.reason.${state.reason}`, { count: maxReservations })
                      : state.state === 'selected'
                        ? t('slotState.selectedHint')
                        : t('calendar.seats', { free: 0, count: slot.capacity })}
                </Text>
                {slot.seatMatch !== undefined && state.state !== 'selected' ? (
                  <Text size="sm" fw={600}>
                    {slot.seatMatch ? `✓ ${t('seatNeed.match')}` : `✗ ${t('seatNeed.noMatch')}`}
                  </Text>
                ) : null}
                {state.state === 'free' || state.state === 'selected' ? (
                  <RecordsNote slot={slot} />
                ) : null}
              </Stack>
              {state.state === 'free' ? (
                <Button
                  loading={adding(slot.id)}
                  aria-label={t('calendar.bookSlot', { time })}
                  onClick={() => addSlot(slot.id, words)}
                >
                  {t('calendar.label.book')}
                </Button>
              ) : state.state === 'selected' ? (
                <Group gap="xs">
                  <Badge variant="filled" color="blue.9" size="lg">
                    {t('slotState.selected')}
                  </Badge>
                  <Button
                    variant="outline"
                    color="red.9"
                    loading={removing(state.ticketId)}
                    aria-label={t('slotState.removeSlot', { time })}
                    onClick={() => removeTicket(state.ticketId, slot.id, words)}
                  >
                    {t('slotState.remove')}
                  </Button>
                </Group>
              ) : (
                <Badge variant="outline" color="dark" size="lg">
                  {t(state.state === 'full' ? 'calendar.label.full' : 'calendar.label.notBookable')}
                </Badge>
              )}
            </Group>
            {state.state === 'free' ? (
              <SeatPicker
                roomId={slot.roomId}
                slotId={slot.id}
                time={time}
                need={need}
                onPick={(seatId) => addSlot(slot.id, words, seatId)}
              />
            ) : null}
            {state.state === 'full' && waitingList ? (
              <WaitingListJoin timeSlotId={slot.id} time={time} date={date} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
