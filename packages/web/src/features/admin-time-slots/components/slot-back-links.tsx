import { useTranslation } from 'react-i18next';
import { BackLinks } from '../../../components/back-links';

/** Back to the room's slot month (or the slot), the rooms and the dashboard. */
export function SlotBackLinks({ calendar, slot }: { calendar: string; slot?: string }) {
  const { t } = useTranslation('admin-time-slots');
  return (
    <BackLinks
      label={t('nav.label')}
      links={[
        ...(slot ? [{ to: slot, label: t('nav.slot') }] : []),
        { to: calendar, label: t('nav.calendar') },
        { to: '/rooms', label: t('nav.rooms') },
        { to: '/', label: t('nav.dashboard') },
      ]}
    />
  );
}
