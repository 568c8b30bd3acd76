import { Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../components/format-date';

/** A check-in line's research stay (`GET /admin/checkin`: null or absent for a single visit). */
interface Stay {
  firstDay: string;
  lastDay: string;
  heldUnits: number;
}

/**
 * The visit is a day of a research stay: its span, and on the days after the first the units
 * held for it at the desk ("3 records held for the stay"). Nothing for a single visit. The
 * line's `stay` is the stays contract's (docs/decisions/research-stays-web.md); a server whose
 * check-in line does not carry it yet shows nothing here.
 */
export function StayNote({ line }: { line: object }) {
  const stay = (line as { stay?: Stay | null }).stay;
  if (!stay) return null;
  return (
    <Suspense fallback={null}>
      <StayText stay={stay} />
    </Suspense>
  );
}

function StayText({ stay }: { stay: Stay }) {
  const { t, i18n } = useTranslation('admin-stays');
  return (
    <>
      <Text size="sm">
        {t('checkin.stay', {
          from: formatLongDate(stay.firstDay, i18n.language),
          until: formatLongDate(stay.lastDay, i18n.language),
        })}
      </Text>
      {stay.heldUnits > 0 ? (
        <Text size="sm" fw={600}>
          {t('checkin.held', { count: stay.heldUnits })}
        </Text>
      ) : null}
    </>
  );
}
