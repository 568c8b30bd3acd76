import { useTranslation } from 'react-i18next';
import type { Ticket } from '../api-types';

/** A ticket's status as visitors see it: its symbol (beside the word, never alone). */
const SYMBOLS: Record<Ticket['status'], string> = {
  BOOKED: '✓',
  CANCELLED: '✕',
  NEW: '○',
  INVALID: '!',
  // booked with a user application, waiting for the staff's decision (holds its seat)
  PENDING: '…',
};

/**
 * A booked or cancelled appointment told apart at a glance and in words: "✓ gebucht" on dark
 * green (white on #1e6b2e, 6.6:1), "✕ storniert" in dark red on a pale red ground with a
 * dashed frame (#a61e1e on #fff5f5, 6.9:1); colour, symbol, frame and word all differ. The
 * symbol is hidden from screen readers, which read the word. For every screen that shows a
 * visitor a ticket's status (the booking's page).
 */
export function TicketStatusBadge({ status }: { status: Ticket['status'] }) {
  const { t } = useTranslation('booking');
  return (
    <span className="ticket-status" data-status={status}>
      <span className="ticket-status-symbol" aria-hidden="true">
        {SYMBOLS[status]}
      </span>
      <span>{t(`confirmation.status.${status}`)}</span>
    </span>
  );
}
