import { useTranslation } from 'react-i18next';
import type { BackLink } from '../../components/back-links';
import { useConfig } from '../../config';

/**
 * What the signed-in staff member may do with applications: admin and desk decide, reports
 * only read. `home` is the interface's start: the dashboard (admin), the check-in (desk), the
 * reports (reports).
 */
export function useStaffRole(): { canDecide: boolean; home: BackLink } {
  const { t } = useTranslation('admin-applications');
  const mode = useConfig().interface;
  const home =
    mode === 'desk'
      ? { to: '/', label: t('nav.checkIn') }
      : mode === 'reports'
        ? { to: '/reports', label: t('nav.reports') }
        : { to: '/', label: t('nav.dashboard') };
  return { canDecide: mode === 'admin' || mode === 'desk', home };
}
