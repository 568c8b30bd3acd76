import { useTranslation } from 'react-i18next';

type BookingState = 'booked' | 'pending' | 'cancelled';
type ApplicationState = 'submitted' | 'approved' | 'refused' | 'expired';

const SYMBOLS: Record<BookingState | ApplicationState, string> = {
  booked: '✓',
  approved: '✓',
  pending: '…',
  submitted: '…',
  cancelled: '✕',
  refused: '✕',
  expired: '○',
};

/**
 * A booking's or an application's state as a word with a symbol beside it (hidden from screen
 * readers, which read the word); colour, symbol and frame differ (reader.css, contrast ≥ 4.5:1).
 */
export function ReaderStateBadge(
  props:
    { kind: 'booking'; state: BookingState } | { kind: 'application'; state: ApplicationState },
) {
  const { t } = useTranslation('reader');
  const word =
    props.kind === 'booking'
      ? t(`myData.bookings.state.${props.state}`)
      : t(`myData.applications.state.${props.state}`);
  return (
    <span className="reader-state" data-state={props.state}>
      <span aria-hidden="true">{SYMBOLS[props.state]}</span>
      <span>{word}</span>
    </span>
  );
}
