import { Button, Group, Title } from '@mantine/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, addMonths, monthGrid, monthOf, type YearMonth } from '@lesesaal/domain/dates';
import type { DayStatus } from '@lesesaal/domain/time-slots/rules';
import { formatMonthYear, formatWeekdayDate } from '../../../components/format-date';

interface Props {
  month: YearMonth;
  today: string;
  selected: string | null;
  statusOf: (date: string) => DayStatus;
  onSelect: (date: string) => void;
  onMonth: (delta: -1 | 1) => void;
}

/**
 * A month as a table of day buttons (weeks start Monday). Each day is a real button named by
 * its full date and state ("Montag, 6. April 2026, freie Plätze"); state is also shown in
 * text and pattern, never by colour alone. No going back before the current month.
 *
 * Keyboard (roving focus, one tab stop for the grid): the arrow keys move a day or a week,
 * Home/End to the first/last day of the month, Page Up/Down a month (crossing a month edge
 * turns the page); Enter or Space choose the day.
 */
export function MonthCalendar({ month, today, selected, statusOf, onSelect, onMonth }: Props) {
  const { t, i18n } = useTranslation('booking');
  const weekdays = t('calendar.weekdays', { returnObjects: true }) as string[];
  const current = monthOf(today);
  const atCurrent = month.year === current.year && month.month === current.month;
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
  const pendingFocus = useRef<string | null>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  useEffect(() => {
    const date = pendingFocus.current;
    if (!date) return;
    const button = gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${date}"]`);
    if (!button) return;
    pendingFocus.current = null;
    button.focus();
  });
  const firstAllowed = `${current.year}-${String(current.month).padStart(2, '0')}-01`;
  const onDayKey = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const target = {
      ArrowLeft: addDays(date, -1),
      ArrowRight: addDays(date, 1),
      ArrowUp: addDays(date, -7),
      ArrowDown: addDays(date, 7),
      Home: days[0],
      End: days[days.length - 1],
      PageUp: addMonths(date, -1),
      PageDown: addMonths(date, 1),
    }[event.key];
    if (!target) return;
    event.preventDefault();
    if (target < firstAllowed) return;
    setActive(target);
    pendingFocus.current = target;
    const next = monthOf(target);
    if (next.year !== month.year || next.month !== month.month) onMonth(target > date ? 1 : -1);
  };
  return (
    <div>
      <Group justify="space-between" mb="xs" wrap="nowrap" className="month-nav">
        <Button
          variant="default"
          onClick={() => onMonth(-1)}
          disabled={atCurrent}
          aria-label={t('calendar.previousMonth')}
        >
          ‹
        </Button>
        <Title order={2} size="h3" aria-live="polite">
          {caption}
        </Title>
        <Button variant="default" onClick={() => onMonth(1)} aria-label={t('calendar.nextMonth')}>
          ›
        </Button>
      </Group>
      <table className="month-grid" ref={gridRef}>
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
