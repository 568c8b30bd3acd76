import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Booked } from '../api-types';
import { BookedVisit } from './booked-visit';
import { BookingFrame } from './booking-frame';

/** Whether the booking waits for the staff's decision on the application sent with it. */
export const isPending = (booked: Booked): boolean =>
  booked.tickets.some((ticket) => String(ticket.status) === 'PENDING');

/**
 * Booked with a user application: the visits are held, not yet booked. The heading (focused)
 * and the text say so: the staff decide, and the reader gets one mail with the confirmation
 * or the reason for a refusal. "My data" shows the state meanwhile.
 */
export function PendingSuccess({
  booked,
  heading,
}: {
  booked: Booked;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation('reader');
  const { t: tb } = useTranslation('booking');
  return (
    <BookingFrame step="confirmation">
      <Title order={1} ref={heading}>
        {t('pending.title')}
      </Title>
      <Alert role="status" color="blue" variant="outline">
        <Text>{t('pending.text', { count: booked.tickets.length })}</Text>
      </Alert>
      <Stack component="ul" gap="sm" className="booked-visits">
        {booked.tickets.map((ticket) => (
          <li key={ticket.id}>
            <BookedVisit ticket={ticket} />
          </li>
        ))}
      </Stack>
      <Group gap="md">
        <Anchor component={Link} to="/meine-daten">
          {t('pending.myData')}
        </Anchor>
        <Anchor component={Link} to="/">
          {tb('summary.newReservation')}
        </Anchor>
      </Group>
    </BookingFrame>
  );
}
