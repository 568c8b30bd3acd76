import { Button, Group, List, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate, formatWeekdayDate } from '../../../components/format-date';
import { useNotify } from '../../../components/notifications/notification-context';
import { useErrorMessage } from '../../../i18n/error-message';
import type { Ticket } from '../api-types';
import { useRemoveStay } from '../stay-api';

type StayDays = readonly Pick<
  Ticket,
  'id' | 'roomName' | 'date' | 'startTime' | 'endTime' | 'seatLabel'
>[];

/** "Forschungsaufenthalt 7. Dezember 2026 bis 11. Dezember 2026 · 5 Tage" and the room. */
export function StayTitle({ days }: { days: StayDays }) {
  const { t, i18n } = useTranslation('stays');
  const span = stayWords(days, i18n.language);
  return (
    <Text>
      <strong>{days[0]?.roomName}</strong> · {t('cart.stay', span)} ·{' '}
      {t('cart.days', { count: days.length })}
    </Text>
  );
}

/** The first and last day of a stay, as words. */
function stayWords(days: StayDays, language: string) {
  return {
    from: formatLongDate(days[0]?.date ?? '', language),
    until: formatLongDate(days[days.length - 1]?.date ?? '', language),
  };
}

/** The days of a stay: each its weekday, date, time and seat; `extra` adds to a day's line. */
export function StayDayLines({
  days,
  extra,
}: {
  days: StayDays;
  extra?: (day: StayDays[number]) => ReactNode;
}) {
  const { i18n } = useTranslation('stays');
  const { t: tb } = useTranslation('booking');
  return (
    <List size="sm" className="stay-day-lines">
      {days.map((day) => (
        <List.Item key={day.id}>
          {formatWeekdayDate(day.date, i18n.language)} ·{' '}
          {tb('time', { start: day.startTime, end: day.endTime })}
          {day.seatLabel ? ` · ${tb('seatLabel', { label: day.seatLabel })}` : null}
          {extra?.(day)}
        </List.Item>
      ))}
    </List>
  );
}

/** A stay in the cart: one item with its days and one button removing them all. */
export function CartStay({ days }: { days: StayDays }) {
  const { t, i18n } = useTranslation('stays');
  const remove = useRemoveStay();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  return (
    <Group justify="space-between" align="flex-start">
      <Stack gap={4}>
        <StayTitle days={days} />
        <StayDayLines days={days} />
      </Stack>
      <Button
        variant="outline"
        color="red"
        loading={remove.isPending}
        onClick={() =>
          remove.mutate(
            days.map((d) => d.id),
            {
              onSuccess: () => notify({ type: 'success', title: t('cart.removed') }),
              onError: (err) => notify({ type: 'error', title: errorMessage(err) }),
            },
          )
        }
      >
        {t('cart.remove', stayWords(days, i18n.language))}
      </Button>
    </Group>
  );
}

/** Said where records are ordered for a stay: once, with its first day, kept until the last. */
export function StayRecordsNote() {
  const { t } = useTranslation('stays');
  return <Text mb="sm">{t('cart.records')}</Text>;
}
