import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { monthOf, monthRange, shiftMonth } from '@lesesaal/domain/dates';
import { isOverbooked } from '@lesesaal/domain/time-slots/rules';
import type { Room } from '@lesesaal/domain/rooms/schema';
import { useApi } from '../../../api/api-context';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useRoomSlots } from '../api';
import { archiveToday, displayDate } from './format';

/** Spec §2 admin `/room/{id}/time-slots?month&year`: the month's slots with overbooked marks. */
export function SlotsCalendarScreen() {
  const { t } = useTranslation('admin-time-slots');
  const roomId = Number(useParams().id);
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const today = monthOf(archiveToday());
  const month = { year: Number(params.get('year')) || today.year, month: Number(params.get('month')) || today.month };
  const range = monthRange(month);
  const room = useQuery({ queryKey: ['admin-rooms', roomId], queryFn: () => api.get<Room>('admin/rooms/{id}', { params: { id: roomId } }) });
  const slots = useRoomSlots(roomId, range.from, range.until);
  const title = t('calendar.title', { room: room.data?.name ?? '' });
  useDocumentTitle(title);
  const go = (delta: number) => {
    const next = shiftMonth(month, delta);
    setParams({ month: String(next.month), year: String(next.year) });
  };
  const byDate = new Map<string, NonNullable<typeof slots.data>>();
  for (const slot of slots.data ?? []) byDate.set(slot.date, [...(byDate.get(slot.date) ?? []), slot]);
  const caption = new Intl.DateTimeFormat('de-AT', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(month.year, month.month - 1, 15)));

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/rooms">{t('calendar.back')}</Anchor>
      <Title order={1}>{title}</Title>
      <Group>
        <Button component={Link} to={`/room/${roomId}/time-slot-add`}>{t('calendar.add')}</Button>
        <Button variant="outline" component={Link} to={`/room/${roomId}/time-slot-edit-multi-capacity/`}>{t('calendar.capacity')}</Button>
      </Group>
      <Group justify="space-between" maw={640}>
        <Button variant="default" onClick={() => go(-1)}>‹ {t('calendar.previous')}</Button>
        <Title order={2} size="h3" aria-live="polite">{caption}</Title>
        <Button variant="default" onClick={() => go(1)}>{t('calendar.next')} ›</Button>
      </Group>
      <LoadState status={loadStatusOf(slots)} error={slots.error}>
        {byDate.size === 0 ? <Text>{t('calendar.empty')}</Text> : null}
        <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0 }}>
          {[...byDate.entries()].map(([date, daySlots]) => (
            <li key={date}>
              <Title order={3} size="h5">{displayDate(date)}</Title>
              <Stack component="ul" gap={2} style={{ listStyle: 'none', paddingLeft: '1rem' }}>
                {daySlots.map((slot) => (
                  <li key={slot.id}>
                    <Group gap="xs">
                      <Anchor component={Link} to={`/room/${roomId}/time-slot-edit/${slot.id}`}>
                        {t('calendar.slot', { start: slot.startTime, end: slot.endTime, tickets: slot.ticketCount, capacity: slot.capacity })}
                      </Anchor>
                      {isOverbooked(slot) ? <Badge color="dark" variant="outline">{t('calendar.overbooked')}</Badge> : null}
                    </Group>
                  </li>
                ))}
              </Stack>
            </li>
          ))}
        </Stack>
      </LoadState>
    </Stack>
  );
}
