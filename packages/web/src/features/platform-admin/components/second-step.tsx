import { Button, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformLoginCode, type PlatformSecondStep } from '../api';
import { CodeForm } from './code-form';
import { SecondFactorSetup } from './second-factor-setup';

/**
 * After a right password: the code of the second factor, or (when one is required and the
 * administrator has none) its set-up. The step's heading takes the focus, so it is
 * announced. "Back" starts the sign-in again.
 */
export function SecondStep({
  step,
  onRestart,
}: {
  step: PlatformSecondStep;
  onRestart: () => void;
}) {
  const { t } = useTranslation('platform');
  const heading = useRef<HTMLHeadingElement>(null);
  const login = usePlatformLoginCode();
  useEffect(() => heading.current?.focus(), [step]);
  const back = (
    <Button variant="subtle" onClick={onRestart}>
      {t('secondFactor.restart')}
    </Button>
  );

  return (
    <Stack gap="md" component="section" aria-labelledby="platform-second-step">
      <Title order={2} size="h3" id="platform-second-step" ref={heading} tabIndex={-1}>
        {step === 'code' ? t('secondFactor.codeTitle') : t('secondFactor.setupTitle')}
      </Title>
      {step === 'code' ? (
        <>
          <Text>{t('secondFactor.codeIntro')}</Text>
          <CodeForm
            submitLabel={t('secondFactor.submitCode')}
            pending={login.isPending}
            error={login.error}
            attempt={login.submittedAt}
            onSubmit={(code) => login.mutate(code)}
            extra={back}
          />
        </>
      ) : (
        <>
          <Text>{t('secondFactor.setupRequired')}</Text>
          <SecondFactorSetup signingIn headingLevel={3} />
          <div>{back}</div>
        </>
      )}
    </Stack>
  );
}
