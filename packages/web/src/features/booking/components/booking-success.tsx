import { Alert, Anchor, Button, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Booked } from '../api-types';
import { BookedVisit } from './booked-visit';
import { BookingFrame } from './booking-frame';
import { CalendarFileLink } from './calendar-file-link';
import { visitItems } from '../stay-groups';
import { StayTitle } from './stay-items';

/** The clipboard is there only in a secure context (https, localhost). */
const canCopy = () => typeof navigator !== 'undefined' && navigator.clipboard !== undefined;

/**
 * Booked: the heading (focused), the booking numbers, the address the confirmation mail goes
 * to, the calendar file and the booking's page — everything the mail carries, so that a
 * visitor whose mail never arrives (a mistyped address) still has the booking.
 */
export function BookingSuccess({
  booked,
  heading,
}: {
  booked: Booked;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation('booked');
  const { t: tb } = useTranslation('booking');
  const first = booked.tickets[0];
  return (
    <BookingFrame step="confirmation">
      <Title order={1} ref={heading}>
        {tb('summary.successTitle')}
      </Title>
      <Alert role="status" color="green" variant="outline">
        <Text>{t('success.booked', { count: booked.tickets.length })}</Text>
        {first?.email ? (
          <Text>
            {t('success.mailTo')} <strong className="booking-email">{first.email}</strong>
          </Text>
        ) : null}
      </Alert>
      <section aria-labelledby="booking-success-visits">
        <Title order={2} size="h3" id="booking-success-visits" mb="xs">
          {t('success.visits', { count: booked.tickets.length })}
        </Title>
        <Stack component="ul" gap="sm" className="booked-visits">
          {visitItems(booked.tickets).map((item) =>
            item.kind === 'stay' ? (
              <li key={item.stayId}>
                <StayTitle days={item.days} />
                <Stack component="ul" gap="sm" className="stay-booked-days">
                  {item.days.map((ticket) => (
                    <li key={ticket.id}>
                      <BookedVisit ticket={ticket} withUnits />
                    </li>
                  ))}
                </Stack>
              </li>
            ) : (
              <li key={item.ticket.id}>
                <BookedVisit ticket={item.ticket} withUnits />
              </li>
            ),
          )}
        </Stack>
      </section>
      <section aria-labelledby="booking-success-manage">
        <Title order={2} size="h3" id="booking-success-manage" mb="xs">
          {t('success.manageTitle')}
        </Title>
        <Text mb="sm">{t('success.manageText')}</Text>
        <Group gap="sm" wrap="wrap">
          <Button component="a" href={booked.manageUrl}>
            {t('success.manage')}
          </Button>
          {canCopy() ? (
            <CopyButton value={booked.manageUrl}>
              {({ copied, copy }) => (
                <>
                  <Button variant="outline" onClick={copy}>
                    {t('success.copy')}
                  </Button>
                  <span role="status">{copied ? t('success.copied') : null}</span>
                </>
              )}
            </CopyButton>
          ) : null}
          {first?.ownerId ? <CalendarFileLink ownerId={first.ownerId} /> : null}
        </Group>
      </section>
      <Anchor component={Link} to="/">
        {tb('summary.newReservation')}
      </Anchor>
    </BookingFrame>
  );
}
