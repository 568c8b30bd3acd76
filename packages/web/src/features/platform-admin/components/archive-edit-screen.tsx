import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useApi } from '../../../api/api-context';
import { ApiError } from '../../../api/client';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications/notification-context';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useErrorMessage } from '../../../i18n/error-message';
import { archivesQuery, useUpdateArchive, type Archive } from '../api';
import {
  archiveSettingsSchema,
  serverFieldError,
  settingsChanges,
  settingsOf,
  type ArchiveSettings,
} from '../archive-schema';
import { DeleteSection, StateSection, SupportSection } from './archive-actions';
import { ArchiveFields } from './archive-fields';
import { archivePath } from './archive-labels';
import type { ArchiveFocusState } from './archives-screen';

/** Platform screen `/archives/{id}`: settings, support access, suspend or resume, delete. */
export function ArchiveEditScreen() {
  const { t } = useTranslation('platform');
  const id = Number(useParams().id);
  const api = useApi();
  const archives = useQuery(archivesQuery(api));
  const archive = archives.data?.find((a) => a.id === id);
  const title = archive ? t('edit.title', { name: archive.name }) : t('edit.titleLoading');
  useDocumentTitle(title);
  const notFound =
    archives.isSuccess && !archive
      ? new ApiError({ status: 404, code: 'not_found', messageKey: 'not_found' })
      : null;

  return (
    <Stack gap="xl" maw={640}>
      <Title order={1}>{title}</Title>
      <LoadState
        status={notFound ? 'error' : loadStatusOf(archives)}
        error={notFound ?? archives.error}
        back={{ to: '/', label: t('nav.archives') }}
      >
        {archive ? (
          <Stack gap="xl">
            <SettingsForm key={JSON.stringify(settingsOf(archive))} archive={archive} />
            <OwnSettingsLink archive={archive} />
            {archive.suspended ? null : <SupportSection archive={archive} />}
            <StateSection archive={archive} />
            <DeleteSection archive={archive} />
          </Stack>
        ) : null}
      </LoadState>
    </Stack>
  );
}

/** Where the archive's own settings (branding, rules, mail, directory) are changed. */
function OwnSettingsLink({ archive }: { archive: Archive }) {
  const { t } = useTranslation('platform');
  return (
    <section aria-labelledby="archive-own-settings-title">
      <Title order={2} size="h3" id="archive-own-settings-title" mb="sm">
        {t('edit.settingsLink')}
      </Title>
      <Text mb="sm">{t('edit.settingsHint')}</Text>
      <Button variant="default" component={Link} to={`/archives/${archive.id}/settings`}>
        {t('edit.settingsLink')}
      </Button>
    </section>
  );
}

function SettingsForm({ archive }: { archive: Archive }) {
  const { t } = useTranslation('platform');
  const update = useUpdateArchive(archive.id);
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const form = useForm<ArchiveSettings>({
    defaultValues: settingsOf(archive),
    resolver: zodResolver(archiveSettingsSchema),
    shouldFocusError: true,
  });

  const save = (values: ArchiveSettings) => {
    const changes = settingsChanges(archive, values);
    if (Object.keys(changes).length === 0) {
      notify({ type: 'info', title: t('edit.unchanged') });
      return;
    }
    // mutateAsync: the saved archive remounts this form (its key), mutate's callbacks would die
    update.mutateAsync(changes).then(
      (saved) => {
        notify({ type: 'success', title: t('edit.saved', { name: saved.name }) });
        const state: ArchiveFocusState = { focusArchive: saved.id };
        void navigate('/', { state });
      },
      (error: unknown) => {
        const field = serverFieldError(error);
        if (field?.field === 'hostName')
          form.setError(
            'hostName',
            { type: 'server', message: field.message },
            { shouldFocus: true },
          );
        else notify({ type: 'error', title: errorMessage(error) });
      },
    );
  };

  return (
    <section aria-labelledby="archive-settings-title">
      <Title order={2} size="h3" id="archive-settings-title" mb="sm">
        {t('edit.settingsTitle')}
      </Title>
      <form onSubmit={form.handleSubmit(save)} noValidate>
        <Stack gap="md">
          <Text>
            {t('edit.address')} <code>{archivePath(archive)}</code>
          </Text>
          <ArchiveFields register={form.register} errors={form.formState.errors} />
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t('edit.submit')}
            </Button>
            <Button variant="default" component={Link} to="/">
              {t('form.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </section>
  );
}
