import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EMAIL_MAX } from '@lesesaal/domain/limits';
import { useNotify } from '../../../components/notifications/notification-context';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useErrorMessage } from '../../../i18n/error-message';
import { useCreateArchive, type CreatedArchive } from '../api';
import {
  archiveCreateFormSchema,
  EMPTY_CREATE_FORM,
  NAME_MAX,
  serverFieldError,
  toArchiveCreate,
  type ArchiveCreateForm,
} from '../archive-schema';
import { useFieldMessage } from '../use-field-message';
import { ArchiveCreated } from './archive-created';
import { ArchiveFields } from './archive-fields';

/**
 * Platform screen `/archives/new`: a new archive and its first admin account; once created,
 * the first admin's password (shown this once) instead of the form.
 */
export function ArchiveCreateScreen() {
  const { t } = useTranslation('platform');
  const [created, setCreated] = useState<{ archive: CreatedArchive; adminEmail: string } | null>(
    null,
  );
  useDocumentTitle(
    created ? t('created.title', { name: created.archive.name }) : t('create.title'),
  );
  return created ? (
    <ArchiveCreated archive={created.archive} adminEmail={created.adminEmail} />
  ) : (
    <ArchiveCreateForm onCreated={(archive, adminEmail) => setCreated({ archive, adminEmail })} />
  );
}

function ArchiveCreateForm({
  onCreated,
}: {
  onCreated: (archive: CreatedArchive, adminEmail: string) => void;
}) {
  const { t } = useTranslation('platform');
  const create = useCreateArchive();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const message = useFieldMessage();
  const form = useForm<ArchiveCreateForm>({
    defaultValues: EMPTY_CREATE_FORM,
    resolver: zodResolver(archiveCreateFormSchema),
    shouldFocusError: true,
  });
  const errors = form.formState.errors;

  const save = (values: ArchiveCreateForm) =>
    create.mutate(toArchiveCreate(values), {
      onSuccess: (archive) => onCreated(archive, values.adminEmail),
      onError: (error) => {
        const field = serverFieldError(error);
        if (field)
          form.setError(
            field.field,
            { type: 'server', message: field.message },
            { shouldFocus: true },
          );
        else notify({ type: 'error', title: errorMessage(error) });
      },
    });

  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t('create.title')}</Title>
      <Text>{t('create.intro')}</Text>
      <form onSubmit={form.handleSubmit(save)} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('form.required')}</Text>
          <TextInput
            label={t('fields.slug')}
            description={t('form.slugHint')}
            required
            maxLength={39}
            autoComplete="off"
            spellCheck={false}
            {...form.register('slug')}
            error={message(errors.slug, t('fields.slug'))}
          />
          <ArchiveFields register={form.register} errors={errors} />
          <Fieldset legend={t('create.firstAdmin')}>
            <Stack gap="sm">
              <Text size="sm">{t('create.firstAdminHint')}</Text>
              <TextInput
                label={t('fields.adminEmail')}
                type="email"
                required
                maxLength={EMAIL_MAX}
                autoComplete="off"
                {...form.register('adminEmail')}
                error={message(errors.adminEmail, t('fields.adminEmail'))}
              />
              <TextInput
                label={t('fields.adminName')}
                required
                maxLength={NAME_MAX}
                autoComplete="off"
                {...form.register('adminName')}
                error={message(errors.adminName, t('fields.adminName'))}
              />
            </Stack>
          </Fieldset>
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('create.submit')}
            </Button>
            <Button variant="default" component={Link} to="/">
              {t('form.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
