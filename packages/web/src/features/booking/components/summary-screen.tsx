import { Alert, Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import { useApi } from '../../../api/api-context';
import { focusHeading } from '../../../components/focus-heading';
import { useNotify } from '../../../components/notifications/notification-context';
import { useDocumentTitle } from '../../../components/use-document-title';
import { LoadState } from '../../../components/load-state';
import { useErrorMessage } from '../../../i18n/error-message';
import {
  roomSlotsQueryOptions,
  roomsQueryOptions,
  useBook,
  useCart,
  useTransactionId,
} from '../api';
import { formatLongDate } from '../../../components/format-date';
import {
  bookingProblem,
  checkRecords,
  placeCatalogueUnits,
  problemText,
  recordsVisit,
  takesRecords,
  withoutBlankLines,
  type Problem,
  type RecordsVisit,
  type VisitProblems,
} from '../records';
import { cartStorage, type RecordsDrafts } from '../storage';
import { BookingFrame } from './booking-frame';
import { RecordsEditor } from './records-editor';

/**
 * The cart's visits with what their rooms and slots say about records: the room
 * list (settings) and each visit's day from the calendar call (orderable, deadline).
 */
function useRecordsVisits(tickets: readonly Ticket[]): {
  visits: RecordsVisit[];
  loading: boolean;
} {
  const api = useApi();
  const transactionId = useTransactionId();
  const rooms = useQuery(roomsQueryOptions(api));
  const days = [...new Set(tickets.map((t) => `${t.roomId}|${t.date}`))];
  const slots = useQueries({
    queries: days.map((day) => {
      const [roomId, date] = day.split('|') as [string, string];
      return roomSlotsQueryOptions(api, Number(roomId), date, date, transactionId);
    }),
  });
  const roomList = Array.isArray(rooms.data) ? rooms.data : [];
  const slotList = slots.flatMap((q) => (Array.isArray(q.data) ? q.data : []));
  const visits = tickets.map((ticket) =>
    recordsVisit(
      ticket,
      roomList.find((room) => room.id === ticket.roomId),
      slotList.find((slot) => slot.id === ticket.timeSlotId),
    ),
  );
  return { visits, loading: rooms.isPending || slots.some((q) => q.isPending) };
}

/** Visitor screen `/summary`: tickets and personal data with edit links; the book button. */
export function SummaryScreen() {
  const { t, i18n } = useTranslation('booking');
  const { t: tr } = useTranslation('records');
  const cart = useCart();
  const book = useBook();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const [person] = useState(() => cartStorage.personalData());
  const [done, setDone] = useState(false);
  const successHeading = useRef<HTMLHeadingElement>(null);
  const tickets = cart.data?.tickets ?? [];
  const { visits, loading } = useRecordsVisits(tickets);
  const [drafts, setDrafts] = useState<RecordsDrafts>(() => cartStorage.records());
  const [catalogue] = useState(() => cartStorage.catalogueOrder());
  const [placed, setPlaced] = useState(false);
  const [problems, setProblems] = useState<Record<number, VisitProblems>>({});
  const [refusal, setRefusal] = useState<Problem | null>(null);
  const [focusProblem, setFocusProblem] = useState(0);
  // the catalogue link's units go to the first visit that takes records, once its data is in
  useEffect(() => {
    if (placed || loading || tickets.length === 0) return;
    setPlaced(true);
    setDrafts((current) => placeCatalogueUnits(visits, current, catalogue));
  }, [placed, loading, tickets.length, visits, catalogue]);
  useEffect(() => {
    if (placed) cartStorage.setRecords(drafts);
  }, [drafts, placed]);
  // after a refused check: focus the first field (or visit) with a problem
  useEffect(() => {
    if (focusProblem === 0) return;
    const first = document.querySelector<HTMLElement>(
      '.booking-records [aria-invalid="true"], .booking-records [role="alert"]',
    );
    if (first) {
      if (first.getAttribute('role') === 'alert') first.setAttribute('tabindex', '-1');
      first.focus();
    }
  }, [focusProblem]);
  // booked: the book button is gone, so the focus moves to the confirmation's heading
  // (else it falls to the page and keyboard and screen reader users lose their place)
  useEffect(() => {
    if (done && successHeading.current) focusHeading(successHeading.current);
  }, [done]);
  useDocumentTitle(done ? t('summary.successTitle') : t('summary.title'));

  if (done) {
    return (
      <BookingFrame step="confirmation">
        <Title order={1} ref={successHeading}>
          {t('summary.successTitle')}
        </Title>
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
  const withRecords = visits.filter((v) => v.ordering !== 'OFF');
  const unplaced =
    placed && catalogue.length > 0 && !visits.some(takesRecords) && !loading ? catalogue : [];
  const submit = () => {
    const cleaned = withoutBlankLines(drafts);
    setDrafts(cleaned);
    setRefusal(null);
    const checked = checkRecords(visits, cleaned);
    setProblems(checked.problems);
    if (Object.keys(checked.problems).length > 0) {
      setFocusProblem((n) => n + 1);
      return;
    }
    book.mutate(
      { owner: person, language: i18n.language.slice(0, 2), records: checked.records },
      {
        onSuccess: () => setDone(true),
        onError: (err) => {
          const found = bookingProblem(err, (d) => formatLongDate(d, i18n.language));
          if (found?.ticketId && visits.some((v) => v.ticket.id === found.ticketId)) {
            setProblems({ [found.ticketId]: { visit: found.problem, lines: {} } });
            setFocusProblem((n) => n + 1);
          } else if (found) setRefusal(found.problem);
          notify({
            type: 'error',
            title: found ? problemText(tr, found.problem) : errorMessage(err),
          });
        },
      },
    );
  };
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
          {withRecords.length > 0 || unplaced.length > 0 ? (
            <section className="booking-records" aria-labelledby="booking-records-title">
              <Title order={2} size="h3" id="booking-records-title">
                {tr('records.title')}
              </Title>
              <Text mb="sm">{tr('records.intro')}</Text>
              {unplaced.length > 0 ? (
                <Alert color="yellow" variant="outline" mb="sm">
                  {tr('records.catalogueUnplaced', {
                    list: unplaced.map((u) => u.callNumber).join(', '),
                  })}
                </Alert>
              ) : null}
              <Stack gap="md">
                {withRecords.map((visit) => (
                  <RecordsEditor
                    key={visit.ticket.id}
                    visit={visit}
                    lines={drafts[visit.ticket.id] ?? []}
                    problems={problems[visit.ticket.id]}
                    onChange={(lines) =>
                      setDrafts((current) => ({ ...current, [visit.ticket.id]: lines }))
                    }
                  />
                ))}
              </Stack>
            </section>
          ) : null}
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
          {refusal ? (
            <Alert role="alert" color="red" variant="outline" title={tr('records.errors.title')}>
              {problemText(tr, refusal)}
            </Alert>
          ) : null}
          <Group>
            <Button
              size="md"
              disabled={tickets.length === 0 || loading}
              loading={book.isPending}
              onClick={submit}
            >
              {t('summary.book', { count: tickets.length })}
            </Button>
          </Group>
        </Stack>
      </LoadState>
    </BookingFrame>
  );
}
