import { Alert, Button, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useDirectoryStatus } from '../api';
import { DirectoryReasonAlert, DirectorySignInLink, useDirectoryReason } from './directory-sign-in';
import { LocalLoginForm } from './local-login-form';

/**
 * The staff interface without a session (`data-auth="signed-out"`). When the archive's
 * directory is configured: its sign-in link first, the local e-mail/password form below it
 * (behind a "local account" disclosure when the directory asks to hide it and answers);
 * while the directory is unreachable a message says so and the local form is open. A
 * directory sign-in that came back refused (`?directory=<reason>`) is announced and focused.
 */
export function LoginScreen() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.title'));
  const status = useDirectoryStatus();
  const reason = useDirectoryReason();
  const directory = status.data?.enabled ? status.data : null;
  const offered = directory?.available === true;

  return (
    <Paper component="section" withBorder p="lg" maw={480} aria-labelledby="login-title">
      <Stack gap="md">
        <Title order={1} id="login-title">
          {t('login.title')}
        </Title>
        <Text>{t('login.intro')}</Text>
        {reason ? <DirectoryReasonAlert reason={reason} /> : null}
        {directory && offered ? <DirectorySignInLink label={directory.label} /> : null}
        {directory && !offered && reason !== 'unavailable' ? (
          <Alert color="yellow" variant="outline">
            {t('login.directory.unavailable')}
          </Alert>
        ) : null}
        {!directory ? (
          <LocalLoginForm />
        ) : offered && directory.hideLocalLogin ? (
          <LocalDisclosure />
        ) : (
          <LocalSection />
        )}
      </Stack>
    </Paper>
  );
}

/** The local form under its own heading, next to the directory's sign-in. */
function LocalSection() {
  const { t } = useTranslation('auth');
  const headingId = useId();
  return (
    <Stack component="section" gap="md" aria-labelledby={headingId}>
      <Divider label={t('login.directory.or')} labelPosition="center" />
      <Title order={2} size="h3" id={headingId}>
        {t('login.directory.localTitle')}
      </Title>
      <LocalLoginForm />
    </Stack>
  );
}

/** Break glass: the local form stays closed until asked for. */
function LocalDisclosure() {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Stack gap="sm">
      <div>
        <Button
          variant="subtle"
          size="compact-sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {t('login.directory.localToggle')}
        </Button>
      </div>
      <div id={panelId}>
        {open ? (
          <Stack gap="md">
            <Text size="sm">{t('login.directory.localHint')}</Text>
            <LocalLoginForm />
          </Stack>
        ) : null}
      </div>
    </Stack>
  );
}
