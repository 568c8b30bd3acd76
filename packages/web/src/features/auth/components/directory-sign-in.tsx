import { Alert, Button } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../config';

/** Why a directory sign-in came back without a session (`/admin/?directory=<reason>`). */
export const DIRECTORY_REASONS = [
  'failed',
  'unavailable',
  'link_required',
  'disabled',
  'no_email',
] as const;
export type DirectoryReason = (typeof DIRECTORY_REASONS)[number];

/**
 * The reason the directory's callback put in the address, read once; an unknown value counts
 * as `failed`. The parameter is then taken out of the address, so a reload does not repeat it.
 */
export function useDirectoryReason(): DirectoryReason | null {
  const [reason] = useState<DirectoryReason | null>(() => {
    const value = new URLSearchParams(window.location.search).get('directory');
    if (value === null) return null;
    return (DIRECTORY_REASONS as readonly string[]).includes(value)
      ? (value as DirectoryReason)
      : 'failed';
  });
  useEffect(() => {
    if (reason === null) return;
    const url = new URL(window.location.href);
    url.searchParams.delete('directory');
    window.history.replaceState(window.history.state, '', url.href);
  }, [reason]);
  return reason;
}

/** The message for a failed directory sign-in: announced and focused, so it is read first. */
export function DirectoryReasonAlert({ reason }: { reason: DirectoryReason }) {
  const { t } = useTranslation('auth');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert ref={ref} tabIndex={-1} role="alert" color="red" variant="outline">
      {t(`login.directory.reasons.${reason}`)}
    </Alert>
  );
}

/** A link (a browser navigation) to `/api/auth/oidc/login`, which goes on to the provider. */
export function DirectorySignInLink({ label }: { label: string | null }) {
  const { t } = useTranslation('auth');
  const { baseApiUrl } = useConfig();
  return (
    <div>
      <Button component="a" href={`${baseApiUrl.replace(/\/$/, '')}/api/auth/oidc/login`}>
        {label ?? t('login.directory.button')}
      </Button>
    </div>
  );
}
