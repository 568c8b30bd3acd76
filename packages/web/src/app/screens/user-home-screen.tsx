import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/use-document-title';

/** Placeholder for the room chooser (user `/`); the booking feature replaces it. */
export function UserHomeScreen() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('screens.home.title'));
  return (
    <Stack gap="md">
      <Title order={1}>{t('screens.home.title')}</Title>
      <Text>{t('screens.home.intro')}</Text>
    </Stack>
  );
}
