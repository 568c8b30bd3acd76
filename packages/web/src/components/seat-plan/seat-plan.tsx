import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { movedPosition, POSITION_MAX, SEAT_SYMBOLS, type SeatMark } from './seat-states';
import './seat-plan.css';

/** A seat as the plan draws it; `x`/`y` null: not placed (the plan leaves it out). */
export interface PlanSeat {
  id: number;
  label: string;
  x: number | null;
  y: number | null;
  state: SeatMark;
}

/** The plan picture and its size (for the shape of the drawing area). */
export interface PlanPicture {
  url: string;
  alt: string;
  width: number;
  height: number;
}

export interface SeatPlanProps {
  /** accessible name of the plan (a group of seat buttons) */
  label: string;
  plan: PlanPicture | null;
  seats: readonly PlanSeat[];
  selectedId?: number | null;
  onSelect?: (id: number) => void;
  /**
   * Placing (staff): a click on the plan puts the selected seat there; the arrow keys move
   * the selected seat (1 % a press, 5 % with Shift).
   */
  onPlace?: (id: number, x: number, y: number) => void;
  /**
   * Choosing (visitors): a free seat's button does what the list's "Wählen" does; seats that
   * cannot be chosen stay reachable by keyboard and say so (`aria-disabled`).
   */
  onPick?: (seat: PlanSeat) => void;
}

/** A seat a visitor may choose: free, or free and matching the need. */
const choosable = (seat: PlanSeat) => seat.state === 'free' || seat.state === 'matching';

/**
 * Seats drawn on the room's plan, each a real button named by its label and state
 * ("Platz 12, frei"); the state shows as shape and symbol, never by colour alone. Visitors
 * choose a seat with it, staff place seats by pointer or keyboard.
 */
export function SeatPlan({
  label,
  plan,
  seats,
  selectedId,
  onSelect,
  onPlace,
  onPick,
}: SeatPlanProps) {
  const { t } = useTranslation('seats');
  const ratio = plan ? `${plan.width} / ${plan.height}` : '2 / 1';
  const placeAt = (event: MouseEvent<HTMLDivElement>) => {
    if (!onPlace || selectedId === null || selectedId === undefined) return;
    if (event.target !== event.currentTarget) return; // a click on a seat selects it
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const x = Math.round(((event.clientX - box.left) / box.width) * POSITION_MAX);
    const y = Math.round(((event.clientY - box.top) / box.height) * POSITION_MAX);
    onPlace(
      selectedId,
      Math.min(POSITION_MAX, Math.max(0, x)),
      Math.min(POSITION_MAX, Math.max(0, y)),
    );
  };
  const moveByKey = (seat: PlanSeat, event: KeyboardEvent<HTMLButtonElement>) => {
    if (!onPlace || seat.id !== selectedId || seat.x === null || seat.y === null) return;
    const next = movedPosition({ x: seat.x, y: seat.y }, event.key, event.shiftKey ? 50 : 10);
    if (!next) return;
    event.preventDefault();
    onPlace(seat.id, next.x, next.y);
  };
  return (
    <div role="group" aria-label={label}>
      {/* the frame keeps seats at the plan's edges (half outside) off the page's width */}
      <div className="seat-plan-frame">
        {/* the plan area takes pointer clicks; keyboard users place seats with the arrow keys */}
        <div
          className={`seat-plan${onPlace ? ' seat-plan--placing' : ''}`}
          style={{ aspectRatio: ratio }}
          onClick={placeAt}
        >
          {plan ? <img className="seat-plan__image" src={plan.url} alt={plan.alt} /> : null}
          {seats.map((seat) =>
            seat.x === null || seat.y === null ? null : (
              <button
                key={seat.id}
                type="button"
                className={`seat-plan__seat seat-plan__seat--${seat.state}`}
                style={{ left: `${seat.x / 10}%`, top: `${seat.y / 10}%` }}
                aria-pressed={onSelect ? seat.id === selectedId : undefined}
                aria-disabled={onPick && !choosable(seat) ? true : undefined}
                aria-label={t('seat', { label: seat.label, state: t(`state.${seat.state}`) })}
                onClick={() => {
                  onSelect?.(seat.id);
                  if (onPick && choosable(seat)) onPick(seat);
                }}
                onKeyDown={(event) => moveByKey(seat, event)}
              >
                <span aria-hidden>{SEAT_SYMBOLS[seat.state]}</span>
                <span aria-hidden>{seat.label}</span>
              </button>
            ),
          )}
        </div>
      </div>
      <SeatLegend />
    </div>
  );
}

/** What the symbols mean, as text. */
export function SeatLegend() {
  const { t } = useTranslation('seats');
  return (
    <ul className="seat-list" aria-label={t('legend')}>
      {(Object.keys(SEAT_SYMBOLS) as SeatMark[]).map((state) => (
        <li key={state} className="seat-list__item">
          <span aria-hidden>{SEAT_SYMBOLS[state]}</span>
          <span>{t(`state.${state}`)}</span>
        </li>
      ))}
    </ul>
  );
}
