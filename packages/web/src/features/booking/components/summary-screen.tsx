import { Alert, Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useNotify } from '../../../components/notifications/notification-context';
import { useDocumentTitle } from '../../../components/use-document-title';
import { LoadState } from '../../../components/load-state';
import { useErrorMessage } from '../../../i18n/error-message';
import { useBook, useCart } from '../api';
import { formatLongDate } from '../../../components/format-date';
import { cartStorage } from '../storage';
import { BookingFrame } from './booking-frame';

/** Spec §2 user `/summary`: tickets and personal data with edit links; the book button. */
export function SummaryScreen() {
  const { t, i18n } = useTranslation('booking');
  const cart = useCart();
  const book = useBook();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const [person] = useState(() => cartStorage.personalData());
  const [done, setDone] = useState(false);
  useDocumentTitle(done ? t('summary.successTitle') : t('summary.title'));

  if (done) {
    return (
      <BookingFrame step="confirmation">
        <Title order={1}>{t('summary.successTitle')}</Title>
        <Alert role="status" color="green" variant="outline">
          {t('summary.successText')}
        </Alert>
        <Anchor component={Link} to="/">
          {t('summary.newReservation')}
        </Anchor>
      </BookingFrame>
    );
  }
  if (!person) return <Navigate to="/your-personal-data" replace />;
  const tickets = cart.data?.tickets ?? [];
  return (
    <BookingFrame step="finish">
      <Title order={1}>{t('summary.title')}</Title>
      <LoadState
        status={cart.isPending ? 'loading' : cart.isError ? 'error' : 'success'}
        error={cart.error}
      >
        <Stack gap="md">
          <section>
            <Group justify="space-between">
              <Title order={2} size="h3">
                {t('summary.tickets')}
              </Title>
              <Anchor component={Link} to="/your-reservations">
                {t('summary.editTickets')}
              </Anchor>
            </Group>
            <List>
              {tickets.map((ticket) => (
                <List.Item key={ticket.id}>
                  {ticket.roomName} ·{' '}
                  {t('slot', {
                    date: formatLongDate(ticket.date, i18n.language),
                    start: ticket.startTime,
                    end: ticket.endTime,
                  })}
                </List.Item>
              ))}
            </List>
          </section>
          <section>
            <Group justify="space-between">
              <Title order={2} size="h3">
                {t('summary.person')}
              </Title>
              <Anchor component={Link} to="/your-personal-data">
                {t('summary.editPerson')}
              </Anchor>
            </Group>
            <Text>
              {person.salutation !== 'NONE'
                ? `${t(`person.salutations.${person.salutation}`)} `
                : ''}
              {person.title ? `${person.title} ` : ''}
              {person.firstName} {person.lastName}
            </Text>
            {person.organisation ? <Text>{person.organisation}</Text> : null}
            <Text>{person.email}</Text>
            <Text>{person.phone}</Text>
            {person.accessibility ? <Text>{t('summary.accessibilityYes')}</Text> : null}
          </section>
          <Group>
            <Button
              size="md"
              disabled={tickets.length === 0}
              loading={book.isPending}
              onClick={() =>
                book.mutate(
                  { owner: person, language: i18n.language.slice(0, 2) },
                  {
                    onSuccess: () => setDone(true),
                    onError: (err) => notify({ type: 'error', title: errorMessage(err) }),
                  },
                )
              }
            >
              {t('summary.book', { count: tickets.length })}
            </Button>
          </Group>
        </Stack>
      </LoadState>
    </BookingFrame>
  );
}
