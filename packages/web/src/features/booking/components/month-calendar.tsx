import { Button, Group, Title } from '@mantine/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addDays,
  addMonths,
  monthGrid,
  monthOf,
  monthRange,
  shiftMonth,
  type YearMonth,
} from '@lesesaal/domain/dates';
import type { DayStatus } from '@lesesaal/domain/time-slots/rules';
import { formatMonthYear, formatWeekdayDate } from '../../../components/format-date';

interface Props {
  month: YearMonth;
  today: string;
  selected: string | null;
  statusOf: (date: string) => DayStatus;
  onSelect: (date: string) => void;
  /** shows another month (the one asked for, not a step: it may be asked again before it shows) */
  onMonth: (month: YearMonth) => void;
}

const sameMonth = (a: YearMonth, b: YearMonth) => a.year === b.year && a.month === b.month;

/**
 * A month as a table of day buttons (weeks start Monday). Each day is a real button named by
 * its full date and state ("Montag, 6. April 2026, freie Plätze"); state is also shown in
 * text and pattern, never by colour alone. No going back before the current month.
 *
 * Keyboard (roving focus, one tab stop for the grid): the arrow keys move a day or a week,
 * Home/End to the first/last day of the month, Page Up/Down a month (crossing a month edge
 * turns the page); Enter or Space choose the day.
 *
 * The parent may show a new month later than the key that asked for it (the room calendar keeps
 * it in the URL, which React Router updates in a transition). Until the day moved to is on
 * screen and focused, the next key moves on from that day, not from the still-focused one, and
 * asks for that day's month; the focus follows the day as soon as it is rendered.
 */
export function MonthCalendar({ month, today, selected, statusOf, onSelect, onMonth }: Props) {
  const { t, i18n } = useTranslation('booking');
  const weekdays = t('calendar.weekdays', { returnObjects: true }) as string[];
  const current = monthOf(today);
  const atCurrent = sameMonth(month, current);
  const caption = formatMonthYear(month.year, month.month, i18n.language);
  const days = monthGrid(month)
    .flat()
    .filter((d) => monthOf(d).month === month.month);
  const inMonth = (d: string | null): d is string => d !== null && days.includes(d);
  const [active, setActive] = useState<string | null>(null);
  const tabStop = inMonth(active)
    ? active
    : inMonth(selected)
      ? selected
      : (days.find((d) => d >= today && statusOf(d) === 'free') ??
        (inMonth(today) ? today : days[0]));
  // The day the keys moved to, while the focus is in the grid (or was lost by the grid's month
  // switch): after every render the focus goes to it if it is shown — also after a month that
  // was on its way showed in between and took the focused day away.
  const movedTo = useRef<string | null>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  useEffect(() => {
    const date = movedTo.current;
    const grid = gridRef.current;
    if (!date || !grid) return;
    const button = grid.querySelector<HTMLButtonElement>(`[data-date="${date}"]`);
    const focused = document.activeElement;
    if (!button || button === focused) return;
    if (focused && focused !== document.body && !grid.contains(focused)) return;
    button.focus();
  });
  const firstAllowed = `${current.year}-${String(current.month).padStart(2, '0')}-01`;
  const onDayKey = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    // A day moved to but not yet shown (its month is still coming) is where the next key starts.
    const from = movedTo.current ?? date;
    const fromMonth = monthRange(monthOf(from));
    const target = {
      ArrowLeft: addDays(from, -1),
      ArrowRight: addDays(from, 1),
      ArrowUp: addDays(from, -7),
      ArrowDown: addDays(from, 7),
      Home: fromMonth.from,
      End: fromMonth.until,
      PageUp: addMonths(from, -1),
      PageDown: addMonths(from, 1),
    }[event.key];
    if (!target) return;
    event.preventDefault();
    if (target < firstAllowed) return;
    setActive(target);
    movedTo.current = target;
    // asked for again when the move started from a day of another month than the one shown
    if (!sameMonth(monthOf(target), month) || !sameMonth(monthOf(from), month))
      onMonth(monthOf(target));
  };
  const turnPage = (delta: -1 | 1) => {
    movedTo.current = null;
    onMonth(shiftMonth(month, delta));
  };
  return (
    <div>
      <Group justify="space-between" mb="xs" wrap="nowrap" className="month-nav">
        <Button
          variant="default"
          onClick={() => turnPage(-1)}
          disabled={atCurrent}
          aria-label={t('calendar.previousMonth')}
        >
          ‹
        </Button>
        <Title order={2} size="h3" aria-live="polite">
          {caption}
        </Title>
        <Button variant="default" onClick={() => turnPage(1)} aria-label={t('calendar.nextMonth')}>
          ›
        </Button>
      </Group>
      <table
        className="month-grid"
        ref={gridRef}
        onBlur={(event) => {
          // The focus went elsewhere (not lost with a day the month switch took away): the
          // keys start afresh next time, and no re-render takes the focus back.
          const to = event.relatedTarget;
          const left = to ? !event.currentTarget.contains(to) : event.target.isConnected;
          if (left) movedTo.current = null;
        }}
      >
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {weekdays.map((d) => (
              <th key={d} scope="col">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week) => (
            <tr key={week[0]}>
              {week.map((date) => {
                if (monthOf(date).month !== month.month) return <td key={date} />;
                const state = date < today ? 'empty' : statusOf(date);
                const stateText = t(`calendar.dayState.${state}`);
                return (
                  <td key={date}>
                    <button
                      type="button"
                      className="day-button"
                      data-state={state}
                      data-date={date}
                      tabIndex={date === tabStop ? 0 : -1}
                      onKeyDown={(event) => onDayKey(event, date)}
                      aria-pressed={selected === date}
                      aria-label={`${formatWeekdayDate(date, i18n.language)}, ${stateText}`}
                      onClick={() => {
                        movedTo.current = null;
                        setActive(date);
                        onSelect(date);
                      }}
                    >
                      {Number(date.slice(8, 10))}
                      <span className="day-state" aria-hidden="true">
                        {state === 'free' ? '✓' : state === 'full' ? '✕' : '·'}
                      </span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
