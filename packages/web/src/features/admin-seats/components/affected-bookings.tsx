import { Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '@lesesaal/domain/dates';
import { useApi } from '../../../api/api-context';
import { useNotify } from '../../../components/notifications/notification-context';
import { useErrorMessage } from '../../../i18n/error-message';
import { slotSeatsQuery, useMoveBooking, type AffectedBooking } from '../api';

/** The bookings a block took the seat from: move each, or leave it without a seat. */
export function AffectedBookings({
  roomId,
  bookings,
  onDone,
}: {
  roomId: number;
  bookings: AffectedBooking[];
  onDone: () => void;
}) {
  const { t } = useTranslation('admin-seats');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="affected-title">
      <Title order={2} size="h3" id="affected-title" mb="sm" ref={heading} tabIndex={-1}>
        {t('block.affectedTitle')}
      </Title>
      <Stack gap="sm">
        <Text>{t('block.affectedIntro', { count: bookings.length })}</Text>
        <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {bookings.map((booking) => (
            <li key={booking.ticketId}>
              <AffectedBookingRow roomId={roomId} booking={booking} />
            </li>
          ))}
        </Stack>
        <div>
          <Button variant="default" onClick={onDone}>
            {t('block.cancel')}
          </Button>
        </div>
      </Stack>
    </section>
  );
}

function AffectedBookingRow({ roomId, booking }: { roomId: number; booking: AffectedBooking }) {
  const { t } = useTranslation('admin-seats');
  const api = useApi();
  const slot = useQuery(slotSeatsQuery(api, roomId, booking.timeSlotId));
  const move = useMoveBooking();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const [seatId, setSeatId] = useState('');
  const [movedTo, setMovedTo] = useState<string | null>(null);
  const number = booking.bookingNumber ?? String(booking.ticketId);
  const free = (slot.data?.seats ?? []).filter((s) => s.state === 'FREE');
  const choice = seatId || String(free[0]?.seatId ?? '');
  const submit = () => {
    const target = free.find((s) => String(s.seatId) === choice);
    if (!target) return;
    move.mutate(
      { ticketId: booking.ticketId, seatId: target.seatId },
      {
        onSuccess: () => {
          setMovedTo(target.label);
          notify({ type: 'success', title: t('block.moved', { number, label: target.label }) });
        },
        onError: (error) => notify({ type: 'error', title: errorMessage(error) }),
      },
    );
  };
  const description = t('block.booking', {
    number,
    date: formatDisplayDate(booking.date),
    start: booking.startTime,
    end: booking.endTime,
  });
  return (
    <Stack gap={4}>
      <Text>
        {description}:{' '}
        <strong>
          {movedTo ? t('block.moved', { number, label: movedTo }) : t('block.noSeat')}
        </strong>
      </Text>
      {movedTo || !slot.data ? null : free.length === 0 ? (
        <Text size="sm">{t('block.noFreeSeat')}</Text>
      ) : (
        <Group align="flex-end">
          <NativeSelect
            label={t('block.moveTo', { number })}
            value={choice}
            onChange={(e) => setSeatId(e.currentTarget.value)}
            data={free.map((s) => ({ value: String(s.seatId), label: s.label }))}
          />
          <Button onClick={submit} loading={move.isPending}>
            {t('block.move')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
