import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayStatus } from '@lesesaal/domain/time-slots/rules';

/** A day's state in the month grid: the domain's day status, or past (before today). */
export type DayState = DayStatus | 'past';

/** The symbols the month grid shows, one per day state, and the mark of a day in the cart. */
export const DAY_SYMBOLS: Record<DayState | 'inCart', string> = {
  free: '✓',
  full: '✕',
  empty: '·',
  past: '–',
  inCart: '●',
};

const ENTRIES = ['free', 'full', 'empty', 'past', 'today', 'inCart'] as const;

/**
 * The month grid's legend, visible under it and read by screen readers as a list: each symbol
 * (a sample day drawn like the grid's, the symbol named in words for screen readers) with
 * what it means; today's mark and the selection's mark too.
 */
export function CalendarLegend() {
  const { t } = useTranslation('booking');
  const titleId = useId();
  return (
    <div className="calendar-legend">
      <p id={titleId} className="calendar-legend-title">
        {t('calendar.legend.title')}
      </p>
      <ul aria-labelledby={titleId}>
        {ENTRIES.map((entry) => (
          <li key={entry}>
            <span
              className="legend-sample day-button"
              data-state={entry === 'today' || entry === 'inCart' ? 'free' : entry}
              data-today={entry === 'today' || undefined}
              role="img"
              aria-label={t(`calendar.legend.symbol.${entry}`)}
            >
              {entry === 'today' ? (
                <span className="day-number">1</span>
              ) : entry === 'inCart' ? (
                <span className="day-cart">{DAY_SYMBOLS.inCart}</span>
              ) : (
                DAY_SYMBOLS[entry]
              )}
            </span>
            <span>{t(`calendar.legend.${entry}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
