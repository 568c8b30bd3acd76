import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMe } from '../api';
import { SecondFactorDialog } from './second-factor-dialog';

/**
 * "Signed in as …" for the staff header, with the second factor's dialog for a local
 * account; nothing while loading or without a session.
 */
export function SignedInAs() {
  const { t } = useTranslation('auth');
  const me = useMe();
  if (!me.data) return null;
  return (
    <Group gap="xs">
      <Text size="sm">{t('signedInAs', { email: me.data.email })}</Text>
      <SecondFactorDialog />
    </Group>
  );
}
