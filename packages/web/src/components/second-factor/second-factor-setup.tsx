import { Anchor, Button, Code, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/client';
import { useErrorMessage } from '../../i18n/error-message';
import { OneTimeCodeForm, type CodeAction, type SecondFactorTexts } from './one-time-code-form';

/** The secret in groups of four characters, easier to read and type. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The server call that starts a set-up: a TanStack mutation without variables fits. */
export interface StartAction {
  isPending: boolean;
  isError: boolean;
  error: ApiError | null;
  data: { secret: string; uri: string } | undefined;
  mutate: () => void;
}

/**
 * Setting up the second factor: started by a button, the new secret shown once as text
 * (to type into an authenticator app) and as its otpauth:// address (a link the app on this
 * device opens, and read-only text to copy), then confirmed with the app's code. During a
 * sign-in (`signingIn`) the confirmation completes it (what follows is `confirm`'s part);
 * otherwise a success is announced.
 */
export function SecondFactorSetup({
  texts,
  start,
  confirm,
  signingIn,
  headingLevel = 2,
}: {
  texts: SecondFactorTexts;
  start: StartAction;
  confirm: CodeAction & { isSuccess: boolean };
  signingIn: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation(texts);
  const errorMessage = useErrorMessage();
  const secretLabel = useId();
  const keyHeading = useRef<HTMLHeadingElement>(null);
  const started = start.data;
  useEffect(() => {
    if (started) keyHeading.current?.focus();
  }, [started]);

  if (confirm.isSuccess && !signingIn)
    return (
      <Text role="status" c="green.9">
        {t('secondFactor.done')}
      </Text>
    );

  return (
    <Stack gap="md">
      <Text>{t('secondFactor.setupIntro')}</Text>
      {start.isError ? (
        <Text role="alert" c="red.9">
          {errorMessage(start.error)}
        </Text>
      ) : null}
      {!started ? (
        <div>
          <Button onClick={() => start.mutate()} loading={start.isPending}>
            {t('secondFactor.setupStart')}
          </Button>
        </div>
      ) : (
        <Stack gap="sm">
          <Title order={headingLevel} size="h4" ref={keyHeading} tabIndex={-1}>
            {t('secondFactor.keyTitle')}
          </Title>
          <Text size="sm">{t('secondFactor.secretOnce')}</Text>
          <Text id={secretLabel} fw={600}>
            {t('secondFactor.secretLabel')}
          </Text>
          <Code block aria-labelledby={secretLabel} data-testid="totp-secret">
            {groupedSecret(started.secret)}
          </Code>
          <TextInput label={t('secondFactor.uriLabel')} value={started.uri} readOnly />
          <div>
            <Anchor href={started.uri}>{t('secondFactor.openInApp')}</Anchor>
          </div>
          <Text>{t('secondFactor.confirmIntro')}</Text>
          <OneTimeCodeForm texts={texts} submitLabel={t('secondFactor.confirm')} action={confirm} />
        </Stack>
      )}
    </Stack>
  );
}
