import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useApplicationSettings } from '../../../components/application-settings';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useConfig } from '../../../config';
import { readerExportUrl } from '../reader-api';
import { useMyData } from '../use-my-data';
import { AccountDeleted, DeleteAccount } from './delete-account';
import { ReaderApplications } from './reader-applications';
import { ReaderBookings } from './reader-bookings';
import '../reader.css';

/** Where a visitor who is not signed in goes: the sign-in, and back here. */
const SIGN_IN_HERE = `/anmelden?next=${encodeURIComponent('/meine-daten')}`;

/**
 * Visitor screen `/meine-daten`: the signed-in reader's bookings (upcoming first, with their
 * state and the link to each booking's page), user applications (state, valid until, a
 * refusal's reason), the export of all their data, signing out and deleting the account.
 */
export function MyDataScreen() {
  const { t } = useTranslation('reader');
  const { baseApiUrl } = useConfig();
  const { mode } = useApplicationSettings();
  const my = useMyData();
  useDocumentTitle(my.kept ? t('myData.delete.doneTitle') : t('myData.title'));
  if (my.kept) {
    return (
      <Stack gap="md" className="reader-screen">
        <Title order={1} ref={my.deletedHeading}>
          {t('myData.delete.doneTitle')}
        </Title>
        <AccountDeleted kept={my.kept} />
        <Anchor component={Link} to="/">
          {t('myData.delete.home')}
        </Anchor>
      </Stack>
    );
  }
  if (my.reader.isSuccess && !my.reader.data && !my.leaving)
    return <Navigate to={SIGN_IN_HERE} replace />;
  const applications = my.applications.data?.applications ?? [];
  return (
    <Stack gap="lg" className="reader-screen">
      <Title order={1}>{t('myData.title')}</Title>
      <LoadState status={loadStatusOf(my.reader)} error={my.reader.error}>
        <Group justify="space-between" wrap="wrap">
          <Text>{t('signIn.signedInAs', { email: my.reader.data?.email ?? '' })}</Text>
          <Button variant="default" loading={my.signingOut} onClick={() => void my.signOut()}>
            {t('myData.signOut')}
          </Button>
        </Group>
      </LoadState>
      <LoadState status={loadStatusOf(my.bookings)} error={my.bookings.error}>
        <ReaderBookings bookings={my.bookings.data?.bookings ?? []} />
      </LoadState>
      {mode !== 'off' || applications.length > 0 ? (
        <LoadState status={loadStatusOf(my.applications)} error={my.applications.error}>
          <ReaderApplications applications={applications} />
        </LoadState>
      ) : null}
      <section aria-labelledby="reader-export-title">
        <Title order={2} size="h3" id="reader-export-title" mb="xs">
          {t('myData.export.title')}
        </Title>
        <Text mb="sm">{t('myData.export.text')}</Text>
        <Button component="a" href={readerExportUrl(baseApiUrl)} download variant="outline">
          {t('myData.export.link')}
        </Button>
      </section>
      <DeleteAccount onDelete={my.deleteAccount} pending={my.deleting} />
    </Stack>
  );
}
