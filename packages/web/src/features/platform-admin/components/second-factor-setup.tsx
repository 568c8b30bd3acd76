import { Anchor, Button, Code, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../i18n/error-message';
import { useConfirmPlatformSecondFactor, useStartPlatformSecondFactor } from '../account-api';
import { CodeForm } from './code-form';

/** The secret in groups of four characters, easier to read and type. */
const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Setting up the platform administrator's second factor: started by a button, the new
 * secret shown once as text and as its otpauth:// address, then confirmed with the app's
 * code. During a sign-in (`signingIn`) the confirmation completes it.
 */
export function SecondFactorSetup({
  signingIn,
  headingLevel = 2,
}: {
  signingIn: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('platform');
  const errorMessage = useErrorMessage();
  const start = useStartPlatformSecondFactor();
  const confirm = useConfirmPlatformSecondFactor(signingIn);
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
          <Text id="platform-secret-label" fw={600}>
            {t('secondFactor.secretLabel')}
          </Text>
          <Code block aria-labelledby="platform-secret-label" data-testid="totp-secret">
            {groupedSecret(started.secret)}
          </Code>
          <TextInput label={t('secondFactor.uriLabel')} value={started.uri} readOnly />
          <div>
            <Anchor href={started.uri}>{t('secondFactor.openInApp')}</Anchor>
          </div>
          <Text>{t('secondFactor.confirmIntro')}</Text>
          <CodeForm
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
