import { Button } from '@mantine/core';
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
export function SeatList({
  label,
  seats,
  onPick,
}: {
  label: string;
  seats: readonly ListSeat[];
  /** a "choose" button on each free seat (the visitor's pick) */
  onPick?: ((seat: ListSeat) => void) | undefined;
}) {
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
          {onPick && (seat.state === 'free' || seat.state === 'matching') ? (
            <Button
              size="compact-sm"
              variant="outline"
              aria-label={t('pickSeat', { label: seat.label })}
              onClick={() => onPick(seat)}
            >
              {t('pick')}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
