import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import {
  addDays,
  addMonths,
  monthOf,
  monthRange,
  shiftMonth,
  type YearMonth,
} from '@lesesaal/domain/dates';
import type { DayStatus } from '@lesesaal/domain/time-slots/rules';

export const sameMonth = (a: YearMonth, b: YearMonth) => a.year === b.year && a.month === b.month;

interface RovingDayOptions {
  month: YearMonth;
  today: string;
  selected: string | null;
  /** the days of the month shown */
  days: string[];
  statusOf: (date: string) => DayStatus;
  onSelect: (date: string) => void;
  onMonth: (month: YearMonth) => void;
}

/**
 * The month grid's roving focus: the one day that is the tab stop, the keys that move it
 * (arrows a day or a week, Home/End, Page Up/Down a month, never before the current month),
 * and the focus that follows a day moved to once it is rendered — the parent may show the
 * month it asked for later than the key, so until then the next key moves on from that day.
 */
export function useRovingDay({
  month,
  today,
  selected,
  days,
  statusOf,
  onSelect,
  onMonth,
}: RovingDayOptions) {
  const current = monthOf(today);
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
  const onGridBlur = (event: FocusEvent<HTMLTableElement>) => {
    // The focus went elsewhere (not lost with a day the month switch took away): the
    // keys start afresh next time, and no re-render takes the focus back.
    const to = event.relatedTarget;
    const left = to ? !event.currentTarget.contains(to) : event.target.isConnected;
    if (left) movedTo.current = null;
  };
  const choose = (date: string) => {
    movedTo.current = null;
    setActive(date);
    onSelect(date);
  };
  return { tabStop, gridRef, onDayKey, turnPage, onGridBlur, choose };
}
