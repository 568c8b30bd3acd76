import {
  Alert,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Suspense, useId } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { addDays, diffDays } from '@lesesaal/domain/dates';
import { formatLongDate } from '../../../components/format-date';
import { useStayPicker, type PickerError, type StayPickerState } from '../use-stay-picker';
import type { StayMode } from '../use-stay-mode';
import { StayDayList } from './stay-day-list';

/**
 * What the span is, said after each change (a status line): the first day alone asks for the
 * last; a span that can be a stay says its days.
 */
function spanStatus(picker: StayPickerState, t: TFunction<'stays'>, language: string) {
  const { first, last } = picker;
  if (first && !last) return t('picker.chooseLast', { date: formatLongDate(first, language) });
  if (!first || !last || picker.spanProblem) return null;
  const span = `${formatLongDate(first, language)} – ${formatLongDate(last, language)}`;
  return `${span}: ${t('cart.days', { count: diffDays(last, first) + 1 })}`;
}

/** The sentence of a picker error. */
function useErrorText() {
  const { t } = useTranslation('stays');
  return (error: PickerError, maxDays: number) => {
    switch (error.kind) {
      case 'span':
        return t(`picker.problem.${error.problem}`, { count: maxDays });
      case 'tooFew':
        return t('picker.problem.tooFew');
      case 'unavailable':
        return t('picker.problem.unavailable', { count: error.count });
      default:
        return error.message;
    }
  };
}

/**
 * The research stay in the room calendar: the first and the last day (also set by clicking
 * days in the calendar), the time of every day, the days with their states, and one button
 * that holds all chosen days together. Problems are shown in one alert region below the days
 * (always in the DOM, so a new text is announced), next to the button they concern.
 */
export function StayPicker({ picker, today }: { picker: StayPickerState; today: string }) {
  const { t, i18n } = useTranslation('stays');
  const errorText = useErrorText();
  const titleId = useId();
  const { first, last, maxDays } = picker;
  const shown =
    picker.error ??
    (picker.spanProblem ? ({ kind: 'span', problem: picker.spanProblem } as const) : null);
  const spanWrong = shown?.kind === 'span';
  return (
    <section aria-labelledby={titleId} className="stay-picker">
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {t('picker.title')}
        </Title>
        <Text size="sm">{t('picker.intro')}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} className="stay-span">
          <TextInput
            type="date"
            label={t('picker.first')}
            value={first}
            min={today}
            onChange={(event) => picker.setFirst(event.currentTarget.value)}
            error={spanWrong && shown.problem === 'noFirst'}
          />
          <TextInput
            type="date"
            label={t('picker.last')}
            value={last}
            min={first || today}
            max={first ? addDays(first, maxDays - 1) : undefined}
            onChange={(event) => picker.setLast(event.currentTarget.value)}
            error={spanWrong && shown.problem !== 'noFirst'}
          />
        </SimpleGrid>
        <Text size="sm" role="status">
          {spanStatus(picker, t, i18n.language)}
        </Text>
        {picker.times.length > 0 ? (
          <NativeSelect
            label={t('picker.time')}
            description={t('picker.timeHint')}
            value={picker.time ?? ''}
            onChange={(event) => picker.setTime(event.currentTarget.value)}
            data={picker.times.map((time) => ({ value: time, label: time }))}
            maw={320}
          />
        ) : picker.days.length > 0 && !picker.loading ? (
          <Text>{t('picker.noTimes')}</Text>
        ) : null}
        <StayDayList
          days={picker.days}
          chosenCount={picker.chosenCount}
          onKeep={picker.keepDay}
          onPick={picker.pickSlot}
        />
        <div role="alert">
          {shown ? (
            <Alert
              color="red.9"
              variant="outline"
              title={shown.kind === 'span' ? undefined : t('picker.errorTitle')}
            >
              {errorText(shown, maxDays)}
            </Alert>
          ) : null}
        </div>
        <Group>
          <Button onClick={picker.submit} loading={picker.holding}>
            {picker.chosenCount >= 2
              ? t('picker.hold', { count: picker.chosenCount })
              : t('picker.holdNone')}
          </Button>
        </Group>
        <Text size="sm" role="status">
          {picker.loading ? t('picker.checking') : null}
        </Text>
      </Stack>
    </section>
  );
}

/** The stay picker of the room calendar in stay mode, with its state. */
export function StaySection({ stay, today }: { stay: StayMode; today: string }) {
  return (
    <Suspense fallback={null}>
      <StayPickerOf stay={stay} today={today} />
    </Suspense>
  );
}

function StayPickerOf({ stay, today }: { stay: StayMode; today: string }) {
  const picker = useStayPicker(stay);
  return <StayPicker picker={picker} today={today} />;
}
