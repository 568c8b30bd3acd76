import type { ReactNode } from 'react';
import { Alert, Anchor, Group, Loader, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../i18n/error-message';

export type LoadStatus = 'loading' | 'success' | 'error';

/** Maps a TanStack Query status (`pending`) to a {@link LoadStatus}. */
export function loadStatusOf(query: { status: 'pending' | 'error' | 'success' }): LoadStatus {
  return query.status === 'pending' ? 'loading' : query.status;
}

export interface LoadStateProps {
  status: LoadStatus;
  /** the failure; its message comes from the `errors` namespace */
  error?: unknown;
  /** shown instead of the error's own message */
  errorMessage?: string;
  /** a way out of the error state, e.g. back to the overview */
  back?: { to: string; label: string };
  children?: ReactNode;
}

/**
 * The loading / success / error container of every screen. Loading is announced
 * politely (role="status"), the error as an alert; children render only on success.
 */
export function LoadState({ status, error, errorMessage, back, children }: LoadStateProps) {
  const { t } = useTranslation('common');
  const translateError = useErrorMessage();
  return (
    <div aria-busy={status === 'loading'}>
      <div role="status" aria-live="polite">
        {status === 'loading' ? (
          <Group gap="sm" py="md">
            <Loader size="sm" aria-hidden />
            <Text>{t('loading')}</Text>
          </Group>
        ) : null}
      </div>
      {status === 'error' ? (
        <Alert role="alert" color="red" variant="outline" title={t('loadFailed')}>
          <Text>{errorMessage ?? translateError(error)}</Text>
          {back ? (
            <Anchor component={Link} to={back.to} mt="sm" display="inline-block">
              {back.label}
            </Anchor>
          ) : null}
        </Alert>
      ) : null}
      {status === 'success' ? children : null}
    </div>
  );
}
