import { List, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '@lesesaal/domain/dates';
import { formatBookingNumber } from '@lesesaal/domain/tickets/booking-number';
import type { Application } from '../api';

const STATUSES = ['PENDING', 'BOOKED', 'CANCELLED'] as const;
type KnownStatus = (typeof STATUSES)[number];

/** The visits booked with the application: those waiting for the decision, booked, cancelled. */
export function ApplicationBookings({ bookings }: { bookings: Application['bookings'] }) {
  const { t } = useTranslation('admin-applications');
  const status = (value: string) =>
    (STATUSES as readonly string[]).includes(value)
      ? t(`detail.bookingStatus.${value as KnownStatus}`)
      : value;
  return (
    <section aria-labelledby="application-bookings">
      <Title order={2} size="h3" id="application-bookings" mb="sm">
        {t('detail.bookings')}
      </Title>
      {bookings.length === 0 ? (
        <Text>{t('detail.noBookings')}</Text>
      ) : (
        <List aria-labelledby="application-bookings" spacing="xs">
          {bookings.map((booking) => (
            <List.Item key={booking.ticketId}>
              {t('detail.booking', {
                date: formatDisplayDate(booking.date),
                start: booking.startTime,
                end: booking.endTime,
                room: booking.roomName,
              })}
              {booking.bookingNumber
                ? ` (${t('detail.bookingNumber', { number: formatBookingNumber(booking.bookingNumber) })})`
                : ''}
              {`: ${status(booking.status)}`}
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}
