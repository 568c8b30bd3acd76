import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/use-document-title';

/** Placeholder for the dashboard tiles (spec §2 admin `/`); admin-dashboard replaces it. */
export function AdminDashboardScreen() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('screens.dashboard.title'));
  return (
    <Stack gap="md">
      <Title order={1}>{t('screens.dashboard.title')}</Title>
      <Text>{t('screens.dashboard.intro')}</Text>
    </Stack>
  );
}
