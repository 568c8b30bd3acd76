import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LoadState } from '../../../components/load-state';
import { problemText } from '../records';
import { useSummaryBooking } from '../use-summary-booking';
import { BookingFrame } from './booking-frame';
import { BookingSuccess } from './booking-success';
import { isPending, PendingSuccess } from './pending-success';
import { SummaryPerson, SummaryRecords, SummaryTickets } from './summary-parts';
import { SummaryReading } from './summary-reading';

/** Visitor screen `/summary`: tickets and personal data with edit links; the book button. */
export function SummaryScreen() {
  const { t } = useTranslation('booking');
  const { t: tr } = useTranslation('records');
  useTranslation('booked'); // the confirmation's texts, ready when the booking succeeds
  useTranslation('reader'); // the research part's and a pending booking's texts
  const summary = useSummaryBooking();
  const { cart, tickets, person, visits, unplaced, refusal } = summary;

  if (summary.booked)
    return isPending(summary.booked) ? (
      <PendingSuccess booked={summary.booked} heading={summary.successHeading} />
    ) : (
      <BookingSuccess booked={summary.booked} heading={summary.successHeading} />
    );
  if (!person) return <Navigate to="/your-personal-data" replace />;
  const withRecords = visits.filter((v) => v.ordering !== 'OFF');
  return (
    <BookingFrame step="finish">
      <Title order={1}>{t('summary.title')}</Title>
      <LoadState
        status={cart.isPending ? 'loading' : cart.isError ? 'error' : 'success'}
        error={cart.error}
      >
        <Stack gap="md">
          <SummaryTickets tickets={tickets} />
          {withRecords.length > 0 || unplaced.length > 0 ? (
            <SummaryRecords
              visits={withRecords}
              unplaced={unplaced}
              drafts={summary.drafts}
              problems={summary.problems}
              onChange={(ticketId, lines) =>
                summary.setDrafts((current) => ({ ...current, [ticketId]: lines }))
              }
            />
          ) : null}
          <SummaryPerson person={person} />
          <SummaryReading reading={summary.reading} />
          {refusal ? (
            <Alert role="alert" color="red" variant="outline" title={tr('records.errors.title')}>
              {problemText(tr, refusal)}
            </Alert>
          ) : null}
          <Group>
            <Button
              size="md"
              disabled={tickets.length === 0 || summary.loading}
              loading={summary.booking}
              onClick={summary.submit}
            >
              {t('summary.book', { count: tickets.length })}
            </Button>
          </Group>
        </Stack>
      </LoadState>
    </BookingFrame>
  );
}
