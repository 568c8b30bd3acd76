import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReaderHint } from '../../../components/reader-hint';

/**
 * The visitor header's reader entry: "Sign in", or "My data" once this tab signed a reader in
 * (where they also sign out). Part of the visitor's first download: it reads the tab's mark
 * only (reader-hint.ts), no call.
 */
export function ReaderMenu() {
  const { t } = useTranslation('common');
  const signedIn = useReaderHint();
  return (
    <Anchor component={Link} to={signedIn ? '/meine-daten' : '/anmelden'}>
      {signedIn ? t('reader.myData') : t('reader.signIn')}
    </Anchor>
  );
}
