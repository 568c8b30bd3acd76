import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { defaultBlacklistExpiry } from '@lesesaal/domain/blacklist/rules';
import {
  blacklistEntryCreateSchemaFor,
  blacklistEntryUpdateSchemaFor,
  type BlacklistEntryCreate,
  type BlacklistEntryUpdate,
} from '@lesesaal/domain/blacklist/schema';
import { BLACKLIST_DESCRIPTION_MAX, EMAIL_MAX } from '@lesesaal/domain/limits';
import { useApi } from '../../../api/api-context';
import { ApiError } from '../../../api/client';
import { useArchiveToday } from '../../../components/archive-today';
import { BackLinks } from '../../../components/back-links';
import { ConfirmButton } from '../../../components/confirm-button';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications/notification-context';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useErrorMessage } from '../../../i18n/error-message';
import { useValidationMessage } from '../../../i18n/validation-message';
import {
  blacklistEntryQuery,
  type BlacklistEntry,
  useAddBlacklistEntry,
  useDeleteBlacklistEntry,
  useUpdateBlacklistEntry,
} from '../api';

/** Staff screen `/blacklist-add` and `/blacklist-edit/{email}`. */
export function BlacklistFormScreen() {
  const email = useParams().email;
  return email === undefined ? <BlacklistAdd /> : <BlacklistEdit email={email} />;
}

function BlacklistBackLinks() {
  const { t } = useTranslation('admin-blacklist');
  return (
    <BackLinks
      label={t('nav.label')}
      links={[
        { to: '/blacklist', label: t('nav.blacklist') },
        { to: '/', label: t('nav.dashboard') },
      ]}
    />
  );
}

/**
 * Where cancel and save lead: back to the screen the visitor came from when the edit link
 * carried `fromSearch=y` (the searched list), else the blacklist.
 */
function useLeave(): () => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromSearch = params.get('fromSearch') === 'y';
  return () => void (fromSearch ? navigate(-1) : navigate('/blacklist'));
}

function useFieldMessage() {
  const validationMessage = useValidationMessage();
  // A server refusal (type `server`) carries its sentence already.
  return (error: FieldError | undefined, label: string) =>
    error
      ? error.type === 'server'
        ? error.message
        : validationMessage(error.message, label)
      : undefined;
}

function FormButtons({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  const { t } = useTranslation('admin-blacklist');
  return (
    <Group>
      <Button type="submit" loading={saving}>
        {t('form.save')}
      </Button>
      <Button variant="default" onClick={onCancel}>
        {t('form.cancel')}
      </Button>
    </Group>
  );
}

type CreateValues = z.input<ReturnType<typeof blacklistEntryCreateSchemaFor>>;

function BlacklistAdd() {
  const { t } = useTranslation('admin-blacklist');
  const add = useAddBlacklistEntry();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const message = useFieldMessage();
  const leave = useLeave();
  const today = useArchiveToday();
  const schema = useMemo(() => blacklistEntryCreateSchemaFor(today), [today]);
  const form = useForm<CreateValues, unknown, BlacklistEntryCreate>({
    defaultValues: { email: '', expiredAt: defaultBlacklistExpiry(today), description: '' },
    resolver: zodResolver(schema),
    shouldFocusError: true,
  });
  const errors = form.formState.errors;
  useDocumentTitle(t('form.addTitle'));

  const save = (values: BlacklistEntryCreate) =>
    add.mutate(values, {
      onSuccess: (entry) => {
        notify({ type: 'success', title: t('form.added', { email: entry.email }) });
        leave();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'blacklist__email_already_exists')
          form.setError(
            'email',
            { type: 'server', message: errorMessage(error) },
            { shouldFocus: true },
          );
        notify({ type: 'error', title: errorMessage(error) });
      },
    });

  return (
    <Stack gap="md" maw={640}>
      <BlacklistBackLinks />
      <Title order={1}>{t('form.addTitle')}</Title>
      <form onSubmit={form.handleSubmit(save)} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('form.required')}</Text>
          <TextInput
            label={t('fields.email')}
            type="email"
            required
            maxLength={EMAIL_MAX}
            autoComplete="off"
            {...form.register('email')}
            error={message(errors.email, t('fields.email'))}
          />
          <TextInput
            type="date"
            label={t('fields.expiredAt')}
            description={t('form.expiryHint')}
            required
            {...form.register('expiredAt')}
            error={message(errors.expiredAt, t('fields.expiredAt'))}
          />
          <Textarea
            label={t('fields.description')}
            rows={3}
            {...form.register('description')}
            error={message(errors.description, t('fields.description'))}
            description={t('form.descriptionHint', { count: BLACKLIST_DESCRIPTION_MAX })}
          />
          <FormButtons saving={add.isPending} onCancel={leave} />
        </Stack>
      </form>
    </Stack>
  );
}

function BlacklistEdit({ email }: { email: string }) {
  const { t } = useTranslation('admin-blacklist');
  const api = useApi();
  const entry = useQuery(blacklistEntryQuery(api, email));
  useDocumentTitle(t('form.editTitle', { email }));
  return (
    <Stack gap="md" maw={640}>
      <BlacklistBackLinks />
      <Title order={1}>{entry.data?.email ?? email}</Title>
      <LoadState
        status={loadStatusOf(entry)}
        error={entry.error}
        back={{ to: '/blacklist', label: t('nav.blacklist') }}
      >
        {entry.data ? (
          <BlacklistEditForm
            key={`${entry.data.expiredAt}-${entry.data.description}`}
            entry={entry.data}
          />
        ) : null}
      </LoadState>
    </Stack>
  );
}

type UpdateValues = z.input<ReturnType<typeof blacklistEntryUpdateSchemaFor>>;

function BlacklistEditForm({ entry }: { entry: BlacklistEntry }) {
  const { t } = useTranslation('admin-blacklist');
  const update = useUpdateBlacklistEntry(entry.email);
  const remove = useDeleteBlacklistEntry();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const message = useFieldMessage();
  const leave = useLeave();
  const today = useArchiveToday();
  const schema = useMemo(() => blacklistEntryUpdateSchemaFor(today), [today]);
  const form = useForm<UpdateValues, unknown, BlacklistEntryUpdate>({
    defaultValues: { expiredAt: entry.expiredAt, description: entry.description ?? '' },
    resolver: zodResolver(schema),
    shouldFocusError: true,
  });
  const errors = form.formState.errors;

  // mutateAsync, not mutate's callbacks: the saved expiry or note remounts this form (its
  // key), and a removed entry unmounts it; mutate's callbacks die with the old form
  const onError = (error: unknown) => notify({ type: 'error', title: errorMessage(error) });
  const save = (values: BlacklistEntryUpdate) =>
    update.mutateAsync(values).then(() => {
      notify({ type: 'success', title: t('form.updated', { email: entry.email }) });
      leave();
    }, onError);
  const deleteEntry = () =>
    remove.mutateAsync(entry.email).then(() => {
      notify({ type: 'success', title: t('form.removed', { email: entry.email }) });
      leave();
    }, onError);

  return (
    <Stack gap="xl">
      <form onSubmit={form.handleSubmit(save)} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('form.required')}</Text>
          <TextInput
            type="date"
            label={t('fields.expiredAt')}
            description={t('form.expiryHint')}
            required
            {...form.register('expiredAt')}
            error={message(errors.expiredAt, t('fields.expiredAt'))}
          />
          <Textarea
            label={t('fields.description')}
            rows={3}
            {...form.register('description')}
            error={message(errors.description, t('fields.description'))}
            description={t('form.descriptionHint', { count: BLACKLIST_DESCRIPTION_MAX })}
          />
          <FormButtons saving={update.isPending} onCancel={leave} />
        </Stack>
      </form>
      <section aria-labelledby="blacklist-delete-title">
        <Title order={2} size="h3" id="blacklist-delete-title" mb="sm">
          {t('form.deleteTitle')}
        </Title>
        <ConfirmButton
          label={t('form.delete')}
          question={t('form.confirmDelete', { email: entry.email })}
          confirmLabel={t('form.confirm')}
          cancelLabel={t('form.keep')}
          loading={remove.isPending}
          onConfirm={deleteEntry}
        />
      </section>
    </Stack>
  );
}
