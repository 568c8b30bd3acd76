import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBookingNumber } from '@lesesaal/domain/tickets/booking-number';
import type { ReaderBooking } from '@lesesaal/domain/readers/schema';
import { formatLongDate } from '../../../components/format-date';
import { ReaderStateBadge } from './reader-state-badge';

/**
 * The reader's bookings as the server orders them (upcoming first): room, day, time, state
 * (a pending one says what it waits for) and the link to the booking's page.
 */
export function ReaderBookings({ bookings }: { bookings: readonly ReaderBooking[] }) {
  const { t, i18n } = useTranslation('reader');
  const { t: tb } = useTranslation('booking');
  return (
    <section aria-labelledby="reader-bookings-title">
      <Title order={2} size="h3" id="reader-bookings-title" mb="xs">
        {t('myData.bookings.title')}
      </Title>
      {bookings.length === 0 ? (
        <Text>{t('myData.bookings.none')}</Text>
      ) : (
        <Stack component="ul" gap="sm" className="reader-list">
          {bookings.map((booking) => {
            const number = formatBookingNumber(booking.bookingNumber);
            return (
              <li key={`${booking.bookingNumber}-${booking.date}-${booking.startTime}`}>
                <Text fw={700}>
                  {booking.roomName} · {formatLongDate(booking.date, i18n.language)} ·{' '}
                  {tb('time', { start: booking.startTime, end: booking.endTime })}
                </Text>
                <List listStyleType="none" spacing={2}>
                  <List.Item>
                    <ReaderStateBadge kind="booking" state={booking.state} />
                  </List.Item>
                  <List.Item>{t('myData.bookings.number', { number })}</List.Item>
                  {booking.state === 'pending' ? (
                    <List.Item>{t('myData.bookings.pendingHint')}</List.Item>
                  ) : null}
                </List>
                {booking.state !== 'cancelled' ? (
                  <Anchor component={Link} to={booking.managePath}>
                    {t('myData.bookings.manage', { number })}
                  </Anchor>
                ) : null}
              </li>
            );
          })}
        </Stack>
      )}
    </section>
  );
}
