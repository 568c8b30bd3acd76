import {
  Alert,
  Button,
  Group,
  List,
  Modal,
  NativeSelect,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS } from '@lesesaal/domain/dates';
import { formatWeekdayDate, weekdayNames } from '../../../components/format-date';
import { useErrorMessage } from '../../../i18n/error-message';
import type { SeriesDay, SeriesResult } from '../series-api';
import type { SeriesDialogState } from '../use-series-dialog';

/**
 * The series dialog of the staff booking: the person (from the booking form) in the room of
 * the slot, on a weekday in the slot with a start time, from a day until a day. "Check the
 * days" lists first the days that cannot be booked with their reasons, then every day; only
 * then can the bookable days be booked. The answer region is live, so the verdict is read out.
 */
export function SeriesDialog({ state, room }: { state: SeriesDialogState; room: string }) {
  const { t, i18n } = useTranslation('admin-stays');
  const errorMessage = useErrorMessage();
  const names = weekdayNames(i18n.language);
  const { fields, change, problem, result } = state;
  const name = state.person
    ? [state.person.firstName, state.person.lastName].filter(Boolean).join(' ')
    : '';
  return (
    <Modal
      opened={state.opened}
      onClose={state.close}
      title={t('series.title')}
      size="lg"
      closeOnEscape={!state.booking}
      closeOnClickOutside={!state.booking}
      closeButtonProps={{ 'aria-label': t('series.cancel'), disabled: state.booking }}
    >
      <Stack gap="sm">
        <Text>{t('series.intro', { name, room })}</Text>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            state.check();
          }}
        >
          <Stack gap="sm">
            <Group grow align="flex-start" className="series-fields">
              <NativeSelect
                label={t('series.weekday')}
                value={fields.weekday}
                onChange={(e) =>
                  change({ weekday: e.currentTarget.value as typeof fields.weekday })
                }
                data={WEEKDAYS.map((value, i) => ({ value, label: names[i]?.long ?? value }))}
              />
              <TextInput
                type="time"
                label={t('series.startTime')}
                required
                value={fields.startTime}
                onChange={(e) => change({ startTime: e.currentTarget.value })}
              />
            </Group>
            <Group grow align="flex-start" className="series-fields">
              <TextInput
                type="date"
                label={t('series.from')}
                required
                value={fields.from}
                onChange={(e) => change({ from: e.currentTarget.value })}
              />
              <TextInput
                type="date"
                label={t('series.until')}
                required
                min={fields.from}
                value={fields.until}
                onChange={(e) => change({ until: e.currentTarget.value })}
                error={problem ? t(`series.${problem}`) : undefined}
              />
            </Group>
            <Group>
              <Button type="submit" variant="default" loading={state.checking}>
                {t('series.check')}
              </Button>
            </Group>
          </Stack>
        </form>
        <div aria-live="polite">
          {result ? <SeriesVerdict result={result} language={i18n.language} /> : null}
        </div>
        <div role="alert">
          {state.error ? (
            <Alert color="red.9" variant="outline">
              {errorMessage(state.error)}
            </Alert>
          ) : null}
        </div>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={state.close} disabled={state.booking}>
            {t('series.cancel')}
          </Button>
          {result && result.booked > 0 ? (
            <Button loading={state.booking} onClick={() => void state.confirm()}>
              {t('series.confirm', { count: result.booked })}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}

/** The dry run's answer: how many days can be booked, which cannot and why, then every day. */
function SeriesVerdict({ result, language }: { result: SeriesResult; language: string }) {
  const { t } = useTranslation('admin-stays');
  const refused = result.days.filter((d) => !d.bookable);
  const line = (day: SeriesDay) => formatWeekdayDate(day.date, language);
  const verdict = (day: SeriesDay) =>
    day.bookable ? t('series.bookable') : t(`series.reason.${day.reason ?? 'full'}`);
  return (
    <Stack gap="xs">
      <Text fw={600}>
        {result.booked > 0
          ? t('series.bookableCount', { count: result.booked })
          : t('series.noneBookable')}
      </Text>
      {refused.length > 0 ? (
        <div>
          <Text id="series-refused">{t('series.unbookable', { count: refused.length })}</Text>
          <List aria-labelledby="series-refused">
            {refused.map((day) => (
              <List.Item key={day.date}>
                {t('series.unbookableDay', { date: line(day), reason: verdict(day) })}
              </List.Item>
            ))}
          </List>
        </div>
      ) : null}
      <Text id="series-days">{t('series.daysCaption')}</Text>
      <List aria-labelledby="series-days" size="sm" className="series-days">
        {result.days.map((day) => (
          <List.Item key={day.date} data-bookable={day.bookable}>
            {line(day)} · {day.startTime}
            {day.endTime ? `–${day.endTime}` : ''}: {verdict(day)}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
