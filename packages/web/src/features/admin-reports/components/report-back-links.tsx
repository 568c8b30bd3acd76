import { useTranslation } from 'react-i18next';
import { BackLinks } from '../../../components/back-links';
import { useConfig } from '../../../config';

/** Back to the report list, and (admins only) to the dashboard. */
export function ReportBackLinks() {
  const { t } = useTranslation('admin-reports');
  const { interface: mode } = useConfig();
  return (
    <BackLinks
      label={t('nav.label')}
      links={[
        { to: '/reports', label: t('nav.reports') },
        ...(mode === 'admin' ? [{ to: '/', label: t('nav.dashboard') }] : []),
      ]}
    />
  );
}
