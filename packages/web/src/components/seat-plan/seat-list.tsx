import { useTranslation } from 'react-i18next';
import { SEAT_SYMBOLS, type SeatMark } from './seat-states';
import './seat-plan.css';

/** A seat as the list shows it: label, state, its equipment's names. */
export interface ListSeat {
  id: number;
  label: string;
  state: SeatMark;
  equipment: readonly string[];
}

/**
 * The seats as a list (the plan's text alternative, and the only view of seats not
 * placed on a plan): label, state in words and symbol, equipment.
 */
export function SeatList({ label, seats }: { label: string; seats: readonly ListSeat[] }) {
  const { t } = useTranslation('seats');
  return (
    <ul className="seat-list" aria-label={label}>
      {seats.map((seat) => (
        <li key={seat.id} className="seat-list__item">
          <strong>{t('seatLabel', { label: seat.label })}</strong>
          <span>
            <span aria-hidden>{SEAT_SYMBOLS[seat.state]} </span>
            {t(`state.${seat.state}`)}
          </span>
          {seat.equipment.length > 0 ? <span>{seat.equipment.join(', ')}</span> : null}
        </li>
      ))}
    </ul>
  );
}
