import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMe } from '../api';

/** "Signed in as …" for the staff header; nothing while loading or without a session. */
export function SignedInAs() {
  const { t } = useTranslation('auth');
  const me = useMe();
  if (!me.data) return null;
  return <Text size="sm">{t('signedInAs', { email: me.data.email })}</Text>;
}
