import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { monthRange, type YearMonth } from '@lesesaal/domain/dates';
import { remainingReservations } from '@lesesaal/domain/tickets/rules';
import { dayStatus } from '@lesesaal/domain/time-slots/rules';
import { useApi } from '../../../api/api-context';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useConfig } from '../../../config';
import { useCart } from '../api';
import { calendarMonth } from '../calendar-month';
import { calendarSlots } from '../calendar-slots';
import { roomQueryOptions, useRoomSlots } from '../cart-api';
import { useArchiveToday } from '../../../components/archive-today';
import { formatLongDate } from '../../../components/format-date';
import { useChosenDay } from '../use-chosen-day';
import { useRoomWindow } from '../use-room-window';
import { useCalendarHold } from '../use-calendar-opening';
import { NotYourTurn, OpeningNotice } from './opening-notice';
import { BookingFrame } from './booking-frame';
import { MonthCalendar } from './month-calendar';
import { NO_SEAT_NEED, type SeatNeed } from '../seat-need';
import { SeatNeedFilter } from './seat-need-filter';
import { SlotList } from './slot-list';
import { bookingCount } from '../stay-groups';
import { useStayMode } from '../use-stay-mode';
import { BookingMode } from './booking-mode';
import { StaySection } from './stay-picker';

/** Visitor screen `/room/{id}`: the month calendar, the day's slots and the cart info. */
export function RoomCalendarScreen() {
  const { t, i18n } = useTranslation('booking');
  useTranslation('records'); // the slots' notes on records: loaded with the screen, not per row
  const { id } = useParams();
  const roomId = Number(id);
  const api = useApi();
  const { maxReservations } = useConfig();
  const today = useArchiveToday();
  const [params, setParams] = useSearchParams();
  const room = useQuery({ ...roomQueryOptions(api, roomId), enabled: Number.isInteger(roomId) });
  const month = calendarMonth(params.get('month'), today, room.data?.nextFreeDate);
  const { selected, choose, clear, slotsHeading } = useChosenDay(params.get('day'));
  const range = monthRange(month);
  // the visitor's seat need (rooms with named seats): marks the slots, goes with the hold
  const [need, setNeed] = useState<SeatNeed>(NO_SEAT_NEED);
  const slots = useRoomSlots(roomId, range.from, range.until, need);
  const cart = useCart();
  const { botCheck, add, opening } = useCalendarHold(roomId, room.data, slots.data, need);
  // a research stay: the calendar picks its first and last day
  const stay = useStayMode(roomId, room.data, botCheck.answer);
  useDocumentTitle(room.data?.name ?? t('rooms.title'));

  const cartTickets = cart.data?.tickets ?? [];
  const shown = calendarSlots(slots.data ?? [], cartTickets, maxReservations, selected);
  const { window: roomWindow, release } = useRoomWindow(room.data, today);

  // the month asked for, not a step from `month`: the URL (and so `month`) changes in a
  // transition, and a quick second key may ask before the first change is shown
  const goMonth = (next: YearMonth) => {
    clear();
    setParams({ month: `${next.year}-${String(next.month).padStart(2, '0')}` }, { replace: true });
  };

  return (
    <BookingFrame step="reserve">
      <LoadState
        status={loadStatusOf(room)}
        error={room.error}
        back={{ to: '/', label: t('calendar.otherRoom') }}
      >
        <Title order={1}>{room.data?.name}</Title>
        <Text>{room.data?.description}</Text>
        <div aria-live="polite">
          <Text>
            {t('calendar.remaining', {
              remaining: remainingReservations(bookingCount(cartTickets), maxReservations),
              count: maxReservations,
            })}
          </Text>
        </div>
        <RoomLinks roomId={roomId} selected={selected} />
        <SeatNeedFilter seating={room.data?.namedSeats ?? null} need={need} onChange={setNeed} />
        <OpeningNotice roomId={roomId} opening={opening} />
        <BookingMode stay={stay} />
        <div className="calendar-layout">
          <MonthCalendar
            month={month}
            today={today}
            selected={stay.on ? stay.span.first || null : selected}
            statusOf={(date) => dayStatus(shown.daySlots(date))}
            inCart={(date) => cartTickets.some((x) => x.roomId === roomId && x.date === date)}
            onSelect={stay.on ? stay.clickDay : choose}
            onMonth={goMonth}
            release={release}
          />
          {stay.on ? <StaySection stay={stay} today={today} /> : null}
          <section aria-live="polite" hidden={stay.on}>
            {selected ? (
              <Stack gap="xs">
                <Title order={2} size="h3" ref={slotsHeading}>
                  {t('calendar.slotsOf', { date: formatLongDate(selected, i18n.language) })}
                </Title>
                <NotYourTurn roomId={roomId} day={selected} error={add.error} />
                {shown.selectedSlots.length === 0 ? <Text>{t('calendar.noSlots')}</Text> : null}
                <SlotList
                  slots={shown.selectedSlots}
                  cart={cartTickets}
                  window={roomWindow}
                  maxReservations={maxReservations}
                  roomName={room.data?.name ?? ''}
                  add={add}
                  need={need}
                />
              </Stack>
            ) : (
              <Text>{t('calendar.chooseDay')}</Text>
            )}
          </section>
        </div>
        {/* Always in the DOM, so screen readers announce the text when it appears. */}
        <Text role="status" size="sm">
          {botCheck.status === 'checking' ? t('calendar.botCheck') : null}
        </Text>
        <LoadState status={loadStatusOf(slots)} error={slots.error} />
      </LoadState>
    </BookingFrame>
  );
}

/** Back to the rooms, and a group's request for this room (features/group-request). */
function RoomLinks({ roomId, selected }: { roomId: number; selected: string | null }) {
  const { t } = useTranslation('booking');
  return (
    <Group gap="lg" wrap="wrap">
      <Anchor component={Link} to="/">
        {t('calendar.otherRoom')}
      </Anchor>
      <Anchor
        component={Link}
        to={`/room/${roomId}/group-request${selected ? `?day=${selected}` : ''}`}
      >
        {t('calendar.groupRequest')}
      </Anchor>
    </Group>
  );
}
