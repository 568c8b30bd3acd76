import { Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffAccount } from '@lesesaal/domain/staff/schema';
import { useApi } from '../../../api/api-context';
import { ConfirmButton } from '../../../components/confirm-button';
import { formatInstant } from '../../../components/format-date';
import { useNotify } from '../../../components/notifications/notification-context';
import { useConfig } from '../../../config';
import { useErrorMessage } from '../../../i18n/error-message';
import { directoryStatusQuery, useDirectoryLink, useResetSecondFactor } from '../api';

/**
 * How a local account signs in, for an admin: its second factor (reset behind a second
 * click) and, when a directory is configured, the permission for the next directory
 * sign-in with its e-mail to take it over (seven days; withdrawn with one click). Each
 * change is announced through the notifications and written to the audit log by the server.
 */
export function SignInSection({ account }: { account: StaffAccount }) {
  const { t, i18n } = useTranslation('admin-users');
  const api = useApi();
  const directory = useQuery(directoryStatusQuery(api));
  const reset = useResetSecondFactor(account.id);
  const link = useDirectoryLink(account.id);
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const { timeZone } = useConfig();
  const [now] = useState(() => Date.now());
  // a directory account signs in through the directory, a support account through the platform
  if (account.roleSource === 'DIRECTORY' || account.support) return null;
  const linkUntil =
    account.directoryLinkUntil && new Date(account.directoryLinkUntil).getTime() > now
      ? account.directoryLinkUntil
      : null;
  const onError = (error: Parameters<typeof errorMessage>[0]) =>
    notify({ type: 'error', title: errorMessage(error) });

  return (
    <section aria-labelledby="user-sign-in-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="user-sign-in-title">
          {t('signIn.title')}
        </Title>
        <Text>
          {account.secondFactor ? t('signIn.secondFactorOn') : t('signIn.secondFactorOff')}
        </Text>
        {account.secondFactor ? (
          <ConfirmButton
            label={t('signIn.reset')}
            question={t('signIn.confirmReset', { email: account.email })}
            confirmLabel={t('signIn.confirmResetYes')}
            cancelLabel={t('form.keep')}
            loading={reset.isPending}
            onConfirm={() =>
              reset.mutate(undefined, {
                onSuccess: () => notify({ type: 'success', title: t('signIn.resetDone') }),
                onError,
              })
            }
          />
        ) : null}
        {directory.data?.enabled ? (
          <Stack gap="sm">
            <Text>
              {linkUntil
                ? t('signIn.linkAllowed', {
                    until: formatInstant(linkUntil, i18n.language, timeZone, true),
                  })
                : t('signIn.linkHint')}
            </Text>
            <div>
              <Button
                variant="outline"
                loading={link.isPending}
                onClick={() =>
                  link.mutate(!linkUntil, {
                    onSuccess: () =>
                      notify({
                        type: 'success',
                        title: linkUntil ? t('signIn.linkWithdrawn') : t('signIn.linkDone'),
                      }),
                    onError,
                  })
                }
              >
                {linkUntil ? t('signIn.linkWithdraw') : t('signIn.linkAllow')}
              </Button>
            </div>
          </Stack>
        ) : null}
      </Stack>
    </section>
  );
}
