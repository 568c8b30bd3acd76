import { Anchor, Button, Code, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../i18n/error-message';
import { useConfirmSecondFactor, useStartSecondFactorSetup } from '../api';
import { OneTimeCodeForm } from './one-time-code-form';

/** The secret in groups of four characters, easier to read and type. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Setting up the second factor: started by a button, the new secret shown once as text
 * (to type into an authenticator app) and as its otpauth:// address (a link the app on this
 * device opens, and read-only text to copy), then confirmed with the app's code. During a
 * sign-in (`signingIn`) the confirmation completes it and the page reloads.
 */
export function SecondFactorSetup({
  signingIn,
  headingLevel = 2,
}: {
  signingIn: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  const start = useStartSecondFactorSetup();
  const confirm = useConfirmSecondFactor(signingIn);
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
          <Text id="second-factor-secret-label" fw={600}>
            {t('secondFactor.secretLabel')}
          </Text>
          <Code block aria-labelledby="second-factor-secret-label" data-testid="totp-secret">
            {groupedSecret(started.secret)}
          </Code>
          <TextInput label={t('secondFactor.uriLabel')} value={started.uri} readOnly />
          <div>
            <Anchor href={started.uri}>{t('secondFactor.openInApp')}</Anchor>
          </div>
          <Text>{t('secondFactor.confirmIntro')}</Text>
          <OneTimeCodeForm
            submitLabel={t('secondFactor.confirm')}
            pending={confirm.isPending}
            error={confirm.error}
            attempt={confirm.submittedAt}
            onSubmit={(code) => confirm.mutate(code)}
          />
        </Stack>
      )}
    </Stack>
  );
}
