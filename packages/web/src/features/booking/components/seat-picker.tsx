import { hasNamedSeats, mayPickSeat } from '@lesesaal/domain/seats/named-seat-rule';
import { seatHasEquipment } from '@lesesaal/domain/seats/rules';
import { Button, Stack, Text } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../api/api-context';
import type { ApiClient } from '../../../api/client';
import { SeatList, type ListSeat } from '../../../components/seat-plan/seat-list';
import { SeatPlan, type PlanPicture, type PlanSeat } from '../../../components/seat-plan/seat-plan';
import { formatLongDate } from '../../../components/format-date';
import { useConfig } from '../../../config';
import { seatEquipmentQueryOptions, type SeatNeed } from '../seat-need';

/** A slot's named seats as the visitor picks among them (none: a room without named seats). */
const slotSeatsQueryOptions = (api: ApiClient, roomId: number, slotId: number) =>
  queryOptions({
    queryKey: ['slot-seats', roomId, slotId] as const,
    queryFn: () =>
      api.GET('/api/rooms/{id}/timeslots/{timeSlotId}/seats', {
        params: { path: { id: String(roomId), timeSlotId: String(slotId) } },
      }),
  });

/** The room's plan for visitors (`plan: null`: none), read once per room and screen visit. */
const seatPlanQueryOptions = (api: ApiClient, roomId: number) =>
  queryOptions({
    queryKey: ['seat-plan', roomId] as const,
    staleTime: 5 * 60_000,
    queryFn: () =>
      api.GET('/api/rooms/{id}/seat-plan', { params: { path: { id: String(roomId) } } }),
  });

/** A seat as both the list and the plan show it. */
type PickSeat = ListSeat & PlanSeat;

/**
 * "Platz wählen" under a free slot of a room with named seats: a disclosure button opens the
 * slot's seat list (the shared `SeatList`, state in words and symbol); each free seat has a
 * "Wählen" button that holds the slot with that seat. Where the room has a plan, the same
 * seats follow drawn on it (the shared `SeatPlan`): a free seat's button there chooses it as
 * well. Seats held back for visitors who need an accessible one are left out of both unless
 * the visitor said so; then a line under the button says which are held back and from which
 * day they are free for everybody (the slot's "6 von 6 Plätzen frei" counts them). Nothing
 * for a room without seats.
 */
export function SeatPicker({
  roomId,
  slotId,
  time,
  need,
  onPick,
}: {
  roomId: number;
  slotId: number;
  time: string;
  need: SeatNeed;
  onPick: (seatId: number) => void;
}) {
  const { t, i18n } = useTranslation('booking');
  const api = useApi();
  const { baseApiUrl } = useConfig();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const seats = useQuery(slotSeatsQueryOptions(api, roomId, slotId));
  const equipment = useQuery(seatEquipmentQueryOptions(api));
  const placed = seats.data?.some((s) => s.x !== null && s.y !== null) ?? false;
  const plan = useQuery({ ...seatPlanQueryOptions(api, roomId), enabled: open && placed });
  if (!seats.data || !hasNamedSeats(seats.data.length)) return null;
  const nameOf = (key: string) => {
    const item = equipment.data?.find((e) => e.key === key);
    return item ? (i18n.language.startsWith('en') ? item.en : item.de) : key;
  };
  const shown: PickSeat[] = seats.data
    .filter((s) => mayPickSeat(s, need))
    .map((s) => ({
      id: s.id,
      label: s.label,
      x: s.x,
      y: s.y,
      equipment: s.equipment.map(nameOf),
      state:
        s.state === 'BLOCKED'
          ? 'blocked'
          : s.state === 'TAKEN'
            ? 'taken'
            : need.equipment.length > 0 && seatHasEquipment(s.equipment, need)
              ? 'matching'
              : 'free',
    }));
  const heldBack = need.accessible
    ? []
    : seats.data.filter((s) => s.heldBack && s.state === 'FREE' && s.releasesOn);
  const picture: PlanPicture | null =
    placed && plan.data?.plan
      ? { ...plan.data.plan, url: `${baseApiUrl.replace(/\/$/, '')}${plan.data.plan.url}` }
      : null;
  return (
    <Stack gap={4}>
      <Button
        variant="subtle"
        size="compact-sm"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {t('seatPick.toggle', { time })}
      </Button>
      {heldBack.length > 0 ? (
        <Text size="sm">
          {t('seatPick.heldBack', {
            count: heldBack.length,
            labels: heldBack.map((s) => s.label).join(', '),
            date: formatLongDate(heldBack[0]!.releasesOn!, i18n.language),
          })}
        </Text>
      ) : null}
      <div id={listId} hidden={!open}>
        {open ? (
          <Stack gap="xs">
            <SeatList
              label={t('seatPick.list', { time })}
              seats={shown}
              onPick={(seat) => onPick(seat.id)}
            />
            {picture ? (
              <>
                <Text size="sm">{t('seatPick.planHint')}</Text>
                <SeatPlan
                  label={t('seatPick.plan', { time })}
                  plan={picture}
                  seats={shown}
                  onPick={(seat) => onPick(seat.id)}
                />
              </>
            ) : null}
          </Stack>
        ) : null}
      </div>
    </Stack>
  );
}
