import { Button, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { monthGrid, monthOf, type YearMonth } from '@lesesaal/domain/dates';
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
 */
export function MonthCalendar({ month, today, selected, statusOf, onSelect, onMonth }: Props) {
  const { t, i18n } = useTranslation('booking');
  const weekdays = t('calendar.weekdays', { returnObjects: true }) as string[];
  const current = monthOf(today);
  const atCurrent = month.year === current.year && month.month === current.month;
  const caption = formatMonthYear(month.year, month.month, i18n.language);
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
      <table className="month-grid">
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
                      aria-pressed={selected === date}
                      aria-label={`${formatWeekdayDate(date, i18n.language)}, ${stateText}`}
                      onClick={() => onSelect(date)}
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
