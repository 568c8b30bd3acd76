import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmButton } from '../../../components/confirm-button';
import { focusHeading } from '../../../components/focus-heading';
import { useNotify } from '../../../components/notifications/notification-context';
import { useErrorMessage } from '../../../i18n/error-message';
import { useDeleteArchive, useOpenSupport, useUpdateArchive, type Archive } from '../api';
import { useArchiveLabels } from './archive-labels';

/** "Open the staff screens": a support session as admin of this archive, then its start page. */
export function SupportSection({ archive }: { archive: Archive }) {
  const { t } = useTranslation('platform');
  const support = useOpenSupport(archive.id);
  const errorMessage = useErrorMessage();
  return (
    <section aria-labelledby="archive-support-title">
      <Title order={2} size="h3" id="archive-support-title" mb="sm">
        {t('support.title')}
      </Title>
      <Stack gap="sm">
        <Text>{t('support.hint')}</Text>
        {support.isError ? (
          <Alert key={support.submittedAt} role="alert" color="red" variant="outline">
            {errorMessage(support.error)}
          </Alert>
        ) : null}
        <div>
          <Button onClick={() => support.mutate()} loading={support.isPending}>
            {t('support.open')}
          </Button>
        </div>
      </Stack>
    </section>
  );
}

/**
 * Suspend (visitors and staff get "not found", nothing is removed) or resume. After the
 * change the focus moves to the section's heading, which names the new state.
 */
export function StateSection({ archive }: { archive: Archive }) {
  const { t } = useTranslation('platform');
  const labels = useArchiveLabels();
  const update = useUpdateArchive(archive.id);
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const heading = useRef<HTMLHeadingElement>(null);
  const change = (suspended: boolean) =>
    update.mutateAsync({ suspended }).then(
      (saved) => {
        notify({
          type: 'success',
          title: t(saved.suspended ? 'state.suspendedDone' : 'state.resumedDone', {
            name: saved.name,
          }),
        });
        if (heading.current) focusHeading(heading.current);
      },
      (error: unknown) => notify({ type: 'error', title: errorMessage(error) }),
    );

  return (
    <section aria-labelledby="archive-state-title">
      <Title order={2} size="h3" id="archive-state-title" mb="sm" ref={heading}>
        {t('state.title', { state: labels.state(archive) })}
      </Title>
      {archive.isDefault ? (
        <Text>{t('state.defaultHint')}</Text>
      ) : archive.suspended ? (
        <Stack gap="sm">
          <Text>{t('state.suspendedHint')}</Text>
          <div>
            <Button onClick={() => void change(false)} loading={update.isPending}>
              {t('state.resume')}
            </Button>
          </div>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text>{t('state.activeHint')}</Text>
          <ConfirmButton
            label={t('state.suspend')}
            question={t('state.confirmSuspend', { name: archive.name })}
            confirmLabel={t('state.confirm')}
            cancelLabel={t('state.keep')}
            loading={update.isPending}
            onConfirm={() => void change(true)}
          />
        </Stack>
      )}
    </section>
  );
}

/** Delete a suspended archive with all its data: the slug must be typed to confirm. */
export function DeleteSection({ archive }: { archive: Archive }) {
  const { t } = useTranslation('platform');
  const remove = useDeleteArchive(archive.id);
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const label = t('delete.confirmLabel', { slug: archive.slug });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() !== archive.slug) {
      setMismatch(true);
      input.current?.focus();
      return;
    }
    // mutateAsync: the list read again without the archive unmounts this section first
    remove.mutateAsync().then(
      () => {
        notify({ type: 'success', title: t('delete.done', { name: archive.name }) });
        void navigate('/');
      },
      (error: unknown) => notify({ type: 'error', title: errorMessage(error) }),
    );
  };

  return (
    <section aria-labelledby="archive-delete-title">
      <Title order={2} size="h3" id="archive-delete-title" mb="sm">
        {t('delete.title')}
      </Title>
      {archive.isDefault ? (
        <Text>{t('delete.defaultHint')}</Text>
      ) : !archive.suspended ? (
        <Text>{t('delete.suspendFirst')}</Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text>{t('delete.hint', { name: archive.name })}</Text>
            <TextInput
              ref={input}
              label={label}
              required
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(event) => {
                setTyped(event.currentTarget.value);
                setMismatch(false);
              }}
              error={mismatch ? t('validation.slugMismatch', { slug: archive.slug }) : undefined}
            />
            <div>
              <Button type="submit" color="red.8" loading={remove.isPending}>
                {t('delete.submit')}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </section>
  );
}
