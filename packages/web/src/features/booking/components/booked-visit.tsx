import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatBookingNumber } from '@lesesaal/domain/tickets/booking-number';
import type { Ticket } from '../api-types';
import { formatLongDate } from '../../../components/format-date';
import { UnitList } from './unit-list';

/** "Lesesaal Ost · 2. März 2099 · 09:00–10:00 Uhr · Platz M2": room, day, time and seat. */
export function visitLine(
  t: TFunction<'booking'>,
  language: string,
  ticket: Pick<Ticket, 'roomName' | 'date' | 'startTime' | 'endTime' | 'seatLabel'>,
): string {
  return [
    ticket.roomName,
    formatLongDate(ticket.date, language),
    t('time', { start: ticket.startTime, end: ticket.endTime }),
    ...(ticket.seatLabel ? [t('seatLabel', { label: ticket.seatLabel })] : []),
  ].join(' · ');
}

/**
 * A booked visit as the confirmation and the booking's page show it: room, day, time and
 * seat, the booking number (printed as in the mail), and with `withUnits` the records ordered
 * for it.
 */
export function BookedVisit({
  ticket,
  withUnits = false,
}: {
  ticket: Ticket;
  withUnits?: boolean;
}) {
  const { t, i18n } = useTranslation('booking');
  return (
    <>
      <Text fw={700}>{visitLine(t, i18n.language, ticket)}</Text>
      {ticket.bookingNumber ? (
        <Text>
          {t('confirmation.bookingNumber', { number: formatBookingNumber(ticket.bookingNumber) })}
        </Text>
      ) : null}
      {withUnits ? <UnitList units={ticket.units ?? []} headingId={`units-${ticket.id}`} /> : null}
    </>
  );
}
