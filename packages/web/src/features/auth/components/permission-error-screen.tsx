import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useMe } from '../api';

/** Interface mode `permissionerror`: the account may not manage the system. */
export function PermissionErrorScreen() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('permissionError.title'));
  const me = useMe();
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{t('permissionError.title')}</Title>
      <Alert role="alert" color="red" variant="outline">
        {t('permissionError.message')}
      </Alert>
      {me.data?.signInMethod === 'directory' ? (
        <Text>{t('permissionError.directoryHint')}</Text>
      ) : null}
      <Text>{t('permissionError.hint')}</Text>
    </Stack>
  );
}
