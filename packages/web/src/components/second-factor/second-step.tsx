import { Button, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OneTimeCodeForm, type CodeAction, type SecondFactorTexts } from './one-time-code-form';

/**
 * After a right password: the code of the second factor (checked by `login`), or (when one
 * is required and the account has none) its set-up (`setup`, rendered with `signingIn` and
 * heading level 3). The step's heading takes the focus, so it is announced. "Back" starts
 * the sign-in again.
 */
export function SecondStep({
  texts,
  step,
  login,
  setup,
  onRestart,
}: {
  texts: SecondFactorTexts;
  step: 'code' | 'setup';
  login: CodeAction;
  setup: ReactNode;
  onRestart: () => void;
}) {
  const { t } = useTranslation(texts);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [step]);
  const back = (
    <Button variant="subtle" onClick={onRestart}>
      {t('secondFactor.restart')}
    </Button>
  );

  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId} ref={heading} tabIndex={-1}>
        {step === 'code' ? t('secondFactor.codeTitle') : t('secondFactor.setupTitle')}
      </Title>
      {step === 'code' ? (
        <>
          <Text>{t('secondFactor.codeIntro')}</Text>
          <OneTimeCodeForm
            texts={texts}
            submitLabel={t('secondFactor.submitCode')}
            action={login}
            extra={back}
          />
        </>
      ) : (
        <>
          <Text>{t('secondFactor.setupRequired')}</Text>
          {setup}
          <div>{back}</div>
        </>
      )}
    </Stack>
  );
}
