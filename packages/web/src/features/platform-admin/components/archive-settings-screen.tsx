import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useApi } from '../../../api/api-context';
import { ApiError } from '../../../api/client';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { archivesQuery, type Archive } from '../api';
import { archiveSettingsQuery, type SettingsAnswer } from '../settings-api';
import { useSettingsForm } from '../use-settings-form';
import { ApplicationSection } from './settings-applications';
import { BrandingSection } from './settings-branding';
import { DirectorySection } from './settings-directory';
import { LabelOverridesSection } from './settings-rows';
import { BookingRulesSection, MailSection, PublicBodySection } from './settings-sections';

/**
 * Platform screen `/archives/{id}/settings`: the archive's own branding, public-body links,
 * mail, booking rules, user application, label texts and directory sign-in. An empty field is the
 * installation's value (shown with each field); saving sends only what changed.
 */
export function ArchiveSettingsScreen() {
  const { t } = useTranslation('platform');
  const id = Number(useParams().id);
  const api = useApi();
  const archives = useQuery(archivesQuery(api));
  const archive = archives.data?.find((a) => a.id === id);
  const settings = useQuery({ ...archiveSettingsQuery(api, id), enabled: archive !== undefined });
  const title = archive ? t('settings.title', { name: archive.name }) : t('settings.titleLoading');
  useDocumentTitle(title);
  const notFound =
    archives.isSuccess && !archive
      ? new ApiError({ status: 404, code: 'not_found', messageKey: 'not_found' })
      : null;
  const status = notFound ? 'error' : archive ? loadStatusOf(settings) : loadStatusOf(archives);

  return (
    <Stack gap="xl" maw={720}>
      <Title order={1}>{title}</Title>
      <LoadState
        status={status}
        error={notFound ?? archives.error ?? settings.error}
        back={{ to: '/', label: t('nav.archives') }}
      >
        {archive && settings.data ? <SettingsView archive={archive} view={settings.data} /> : null}
      </LoadState>
    </Stack>
  );
}

function SettingsView({ archive, view }: { archive: Archive; view: SettingsAnswer }) {
  const { t } = useTranslation('platform');
  const { form, submit, saving } = useSettingsForm(archive.id, view);
  const installation = view.installation;
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap="xl">
          <Text>{t('settings.intro')}</Text>
          <BrandingSection installation={installation} />
          <PublicBodySection installation={installation} />
          <MailSection installation={installation} smtpUrlSet={view.smtpUrlSet} />
          <BookingRulesSection installation={installation} />
          <ApplicationSection installation={installation} />
          <LabelOverridesSection
            installationCount={Object.keys(installation.labelOverride).length}
          />
          <DirectorySection view={view.directory} installation={installation} />
          <Group>
            <Button type="submit" loading={saving}>
              {t('settings.submit')}
            </Button>
            <Anchor component={Link} to={`/archives/${archive.id}`}>
              {t('settings.back', { name: archive.name })}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
