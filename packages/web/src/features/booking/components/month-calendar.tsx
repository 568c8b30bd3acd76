import { Button, Group, Text, Title } from '@mantine/core';
import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { monthGrid, monthOf, type YearMonth } from '@lesesaal/domain/dates';
import type { DayStatus } from '@lesesaal/domain/time-slots/rules';
import { formatMonthYear, formatWeekdayDate } from '../../../components/format-date';
import { sameMonth, useRovingDay } from '../use-roving-day';
import { CalendarLegend, DAY_SYMBOLS, type DayState } from './calendar-legend';

interface Props {
  month: YearMonth;
  today: string;
  selected: string | null;
  statusOf: (date: string) => DayStatus;
  /** true for a day with a slot of this room in the visitor's selection (cart) */
  inCart?: (date: string) => boolean;
  onSelect: (date: string) => void;
  /** shows another month (the one asked for, not a step: it may be asked again before it shows) */
  onMonth: (month: YearMonth) => void;
  /**
   * the day after the last bookable one while it is not open yet, and when it opens
   * ("buchbar ab Mo., 1. Dezember, 9:00 Uhr"): said below the grid and as that day's
   * description
   */
  release?: { day: string; text: string } | null;
}

/**
 * A month as a table of day buttons (weeks start Monday). Each day is a real button named by
 * its full date and state ("Montag, 6. April 2026, freie Plätze"); state is also shown in
 * symbol and pattern, never by colour alone, and the legend below the grid says what each
 * symbol means. Today is marked ("…, heute, …"), and so are the days with a slot in the
 * visitor's selection ("…, in Ihrer Auswahl, …"). Days before today are past, not closed:
 * greyed without a frame, "–", named "vergangen"; they stay reachable by the arrow keys (so
 * the grid's keys move as in any month) but are `aria-disabled` and choose nothing, and the
 * grid's first tab stop is never one (the first free day from today, else today). No going
 * back before the current month.
 *
 * A room whose new days open at a release time names, below the grid, the first day not yet
 * open and when it opens; that day's button carries the text as its description.
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
export function MonthCalendar({
  month,
  today,
  selected,
  statusOf,
  inCart = () => false,
  onSelect,
  onMonth,
  release = null,
}: Props) {
  const { t, i18n } = useTranslation('booking');
  const releaseId = useId();
  const weekdays = t('calendar.weekdays', { returnObjects: true }) as string[];
  const current = monthOf(today);
  const atCurrent = sameMonth(month, current);
  const caption = formatMonthYear(month.year, month.month, i18n.language);
  const days = monthGrid(month)
    .flat()
    .filter((d) => monthOf(d).month === month.month);
  const { tabStop, gridRef, onDayKey, turnPage, onGridBlur, choose } = useRovingDay({
    month,
    today,
    selected,
    days,
    statusOf,
    onSelect,
    onMonth,
  });
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
      <table className="month-grid" ref={gridRef} onBlur={onGridBlur}>
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
              {week.map((date) =>
                monthOf(date).month !== month.month ? (
                  <td key={date} />
                ) : (
                  <td key={date}>
                    <DayButton
                      date={date}
                      state={date < today ? 'past' : statusOf(date)}
                      isToday={date === today}
                      inCart={inCart(date)}
                      pressed={selected === date}
                      tabStop={date === tabStop}
                      onKeyDown={(event) => onDayKey(event, date)}
                      onChoose={() => choose(date)}
                      describedBy={release?.day === date ? releaseId : undefined}
                    />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {release && days.includes(release.day) ? (
        <Text size="sm" mt="xs" className="release-note">
          {formatWeekdayDate(release.day, i18n.language)}:{' '}
          <span id={releaseId}>{release.text}</span>
        </Text>
      ) : null}
      <CalendarLegend />
    </div>
  );
}

/** One day of the grid: its number, state symbol and marks; a past day chooses nothing. */
function DayButton(props: {
  date: string;
  state: DayState;
  isToday: boolean;
  inCart: boolean;
  pressed: boolean;
  tabStop: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onChoose: () => void;
  /** the id of the text saying when this day opens */
  describedBy?: string | undefined;
}) {
  const { t, i18n } = useTranslation('booking');
  const { date, state } = props;
  const past = state === 'past';
  const name = [
    formatWeekdayDate(date, i18n.language),
    props.isToday ? t('calendar.today') : null,
    props.inCart ? t('calendar.inCart') : null,
    t(`calendar.dayState.${state}`),
  ].filter(Boolean);
  return (
    <button
      type="button"
      className="day-button"
      data-state={state}
      data-date={date}
      data-today={props.isToday || undefined}
      data-in-cart={props.inCart || undefined}
      tabIndex={props.tabStop ? 0 : -1}
      onKeyDown={props.onKeyDown}
      aria-pressed={props.pressed}
      aria-disabled={past || undefined}
      aria-label={name.join(', ')}
      aria-describedby={props.describedBy}
      onClick={past ? undefined : props.onChoose}
    >
      <span className="day-number">{Number(date.slice(8, 10))}</span>
      <span className="day-state" aria-hidden="true">
        {DAY_SYMBOLS[state]}
        {props.inCart ? <span className="day-cart">{DAY_SYMBOLS.inCart}</span> : null}
      </span>
    </button>
  );
}
