import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/use-document-title';

/** Placeholder for the report list (spec §2 `/reports`); admin-reports replaces it. */
export function ReportsScreen() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('screens.reports.title'));
  return <Title order={1}>{t('screens.reports.title')}</Title>;
}
