import { Alert, Anchor, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDisplayDate } from '@lesesaal/domain/dates';
import type { BookingsOnHolidays } from '@lesesaal/domain/holidays/schema';
import { formatBookingNumber } from '@lesesaal/domain/tickets/booking-number';

/** The reservations list of one day's booked visits (the staff reservations screen). */
export const reservationsOfDay = (date: string) =>
  `/reservations?searchType=BOOKED&searchFrom=${date}&searchUntil=${date}`;

/**
 * The visits already booked on holidays just entered: a holiday closes its day for new
 * bookings but cancels none, so staff see each day's booking numbers with a link to that
 * day's reservations (to tell the visitors, cancel or move them). Nothing without any.
 */
export function BookedOnHolidays({ bookings }: { bookings: BookingsOnHolidays }) {
  const { t } = useTranslation('admin-holidays');
  if (bookings.count === 0) return null;
  return (
    <Alert
      color="orange.9"
      variant="outline"
      role="status"
      title={t('booked.title', { count: bookings.count })}
    >
      <Text mb="xs">{t('booked.intro')}</Text>
      <List spacing="xs">
        {bookings.days.map((day) => {
          const date = formatDisplayDate(day.date);
          return (
            <List.Item key={day.date}>
              <Text span fw={700}>
                {date}
              </Text>
              {': '}
              {t('booked.numbers', {
                count: day.bookingNumbers.length,
                numbers: day.bookingNumbers.map(formatBookingNumber).join(', '),
              })}{' '}
              <Anchor component={Link} to={reservationsOfDay(day.date)}>
                {t('booked.open', { date })}
              </Anchor>
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
