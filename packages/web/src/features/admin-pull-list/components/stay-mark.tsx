import { Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../components/format-date';

/** A pull-list line's stay (`GET /admin/pull-list`: null or absent for a single visit). */
interface StayFields {
  date: string;
  heldForStay?: boolean;
  stayLastDay?: string | null;
}

/**
 * A research stay's unit: on the first day pulled as usual and to be kept after the visit; on
 * the days between and the last day "held for the stay" (on the hold shelf, not pulled again).
 * Nothing for a single visit's unit.
 */
export function StayMark({ item }: { item: StayFields }) {
  if (!item.stayLastDay) return null;
  return (
    <Suspense fallback={null}>
      <StayText item={item} />
    </Suspense>
  );
}

function StayText({ item }: { item: StayFields }) {
  const { t, i18n } = useTranslation('admin-stays');
  const date = formatLongDate(item.stayLastDay ?? '', i18n.language);
  const text = !item.heldForStay
    ? t('held.first', { date })
    : item.date === item.stayLastDay
      ? t('held.last')
      : t('held.between', { date });
  return (
    <Text size="sm" fw={item.heldForStay ? 600 : undefined} data-stay-mark="">
      {text}
    </Text>
  );
}
