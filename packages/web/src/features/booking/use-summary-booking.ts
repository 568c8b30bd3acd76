import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusHeading } from '../../components/focus-heading';
import { formatLongDate } from '../../components/format-date';
import { useNotify } from '../../components/notifications/notification-context';
import { readerKeys } from '../../components/reader-session';
import { useDocumentTitle } from '../../components/use-document-title';
import { useErrorMessage } from '../../i18n/error-message';
import { useCart } from './api';
import { useBook } from './cart-api';
import {
  bookingProblem,
  checkRecords,
  placeCatalogueUnits,
  problemText,
  takesRecords,
  withoutBlankLines,
  type Problem,
  type VisitProblems,
} from './records';
import type { Booked } from './api-types';
import { cartStorage, type RecordsDrafts } from './storage';
import { useRecordsVisits } from './use-records-visits';

/**
 * The summary's state: the cart, the stored personal data, the records drafts (the catalogue
 * link's units placed once the visits are known, every change stored), the check before
 * booking with focus on the first problem, the booking (its answer: `booked`) and the focus on
 * its confirmation.
 */
export function useSummaryBooking() {
  const { t, i18n } = useTranslation('booking');
  const { t: tr } = useTranslation('records');
  const cart = useCart();
  const book = useBook();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const [person] = useState(() => cartStorage.personalData());
  // purpose and topic, or a user application (the personal data step's research part)
  const [reading] = useState(() => cartStorage.reading());
  // what booking answered: once set, the confirmation replaces the summary
  const [booked, setBooked] = useState<Booked | null>(null);
  const done = booked !== null;
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

  const unplaced =
    placed && catalogue.length > 0 && !visits.some(takesRecords) && !loading ? catalogue : [];
  const submit = () => {
    if (!person) return;
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
      {
        owner: person,
        // the UI's languages are the ones the server writes its e-mails in
        language: i18n.language.slice(0, 2) === 'en' ? 'en' : 'de',
        records: checked.records,
        reading: reading?.body,
      },
      {
        onSuccess: (answer) => {
          setBooked(answer);
          // a signed-in reader's bookings (and an application sent with them) are new
          void queryClient.invalidateQueries({ queryKey: readerKeys.all });
        },
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

  return {
    cart,
    tickets,
    person,
    reading,
    booked,
    successHeading,
    visits,
    loading,
    drafts,
    setDrafts,
    problems,
    refusal,
    unplaced,
    submit,
    booking: book.isPending,
  };
}
