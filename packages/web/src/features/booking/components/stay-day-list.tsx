import { Checkbox, Fieldset, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatWeekdayDate } from '../../../components/format-date';
import { slotTime, type StayDayState } from '../stay-days';
import type { PickerDay } from '../use-stay-picker';

/** The symbol of a day's state (said in words beside it too, never by colour or symbol alone). */
const SYMBOLS: Record<StayDayState, string> = {
  free: '✓',
  full: '✕',
  noSlot: '·',
  notBookable: '–',
};

interface Props {
  days: readonly PickerDay[];
  chosenCount: number;
  onKeep: (date: string, keep: boolean) => void;
  onPick: (date: string, slotId: number) => void;
}

/**
 * The stay's days from the first to the last: a free day is a checkbox (checked: it goes with
 * the stay; unchecking leaves it out), a full day or a day without a slot is listed with its
 * state and goes without; a day with several slots has its own choice of time.
 */
export function StayDayList({ days, chosenCount, onKeep, onPick }: Props) {
  const { t, i18n } = useTranslation('stays');
  const { t: tb } = useTranslation('booking');
  if (days.length === 0) return null;
  return (
    <Fieldset legend={t('picker.daysTitle')} className="stay-days">
      <Text size="sm" role="status">
        {t('picker.chosen', { count: chosenCount })}
      </Text>
      <Stack component="ul" gap="sm" mt="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {days.map((day) => {
          const date = formatWeekdayDate(day.date, i18n.language);
          const time = day.slot
            ? tb('time', { start: day.slot.startTime, end: day.slot.endTime })
            : null;
          const state =
            day.state === 'free'
              ? t('picker.state.free', {
                  free: Math.max(day.seatsLeft, 1),
                  count: day.slot?.capacity ?? 1,
                })
              : t(`picker.state.${day.state}`);
          const label = time ? `${date} · ${time}` : date;
          return (
            <li key={day.date} data-state={day.state} data-chosen={day.chosen || undefined}>
              <Stack gap={4}>
                {day.state === 'free' ? (
                  <Checkbox
                    label={label}
                    description={state}
                    checked={day.chosen}
                    onChange={(event) => onKeep(day.date, event.currentTarget.checked)}
                  />
                ) : (
                  <Text>
                    <span aria-hidden="true" className="stay-day-symbol">
                      {SYMBOLS[day.state]}
                    </span>{' '}
                    <strong>{label}</strong>: {state}
                  </Text>
                )}
                {day.slots.length > 1 ? (
                  <NativeSelect
                    size="xs"
                    label={t('picker.dayTime', { date })}
                    value={day.slot ? String(day.slot.id) : ''}
                    onChange={(event) => onPick(day.date, Number(event.currentTarget.value))}
                    data={[
                      ...(day.slot ? [] : [{ value: '', label: '–' }]),
                      ...day.slots.map((s) => ({ value: String(s.id), label: slotTime(s) })),
                    ]}
                    maw={240}
                  />
                ) : null}
              </Stack>
            </li>
          );
        })}
      </Stack>
    </Fieldset>
  );
}
