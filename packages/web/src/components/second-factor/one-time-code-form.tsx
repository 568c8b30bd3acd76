import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ONE_TIME_CODE_PATTERN } from '@lesesaal/domain/staff/one-time-code';
import type { ApiError } from '../../api/client';
import { useErrorMessage } from '../../i18n/error-message';

/**
 * The namespaces whose `secondFactor.*` texts these components show: the archive's staff
 * (`auth`) and the platform administration (`platform`) name the same keys.
 */
export type SecondFactorTexts = 'auth' | 'platform';

/** A server call that checks one code: a TanStack mutation taking the code fits. */
export interface CodeAction {
  isPending: boolean;
  error: ApiError | null;
  /** changes with every attempt, so a repeated refusal is announced again */
  submittedAt: number;
  mutate: (code: string) => void;
}

/** What a person types as a code: spaces and dashes between the digits are dropped. */
export const normaliseCode = (typed: string) => typed.replace(/[\s-]/g, '');

/**
 * One code of the second factor: a labelled field for six digits (`one-time-code`, numeric
 * keyboard), its format checked before sending; a refusal is announced (`role="alert"`).
 * A 401 reads as "wrong or used code", anything else through the error texts.
 */
export function OneTimeCodeForm({
  texts,
  submitLabel,
  action,
  extra,
}: {
  texts: SecondFactorTexts;
  submitLabel: string;
  action: CodeAction;
  extra?: ReactNode;
}) {
  const { t } = useTranslation(texts);
  const errorMessage = useErrorMessage();
  const [value, setValue] = useState('');
  const [formatError, setFormatError] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const { error } = action;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const code = normaliseCode(value);
    if (!ONE_TIME_CODE_PATTERN.test(code)) {
      setFormatError(true);
      input.current?.focus();
      return;
    }
    setFormatError(false);
    action.mutate(code);
  };

  return (
    <Stack gap="md">
      {error ? (
        <Alert key={action.submittedAt} role="alert" color="red" variant="outline">
          {error.status === 401 ? t('secondFactor.codeInvalid') : errorMessage(error)}
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            ref={input}
            label={t('secondFactor.code')}
            description={t('secondFactor.codeHint')}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={9}
            required
            error={formatError ? t('secondFactor.codeFormat') : undefined}
          />
          <Group>
            <Button type="submit" loading={action.isPending}>
              {submitLabel}
            </Button>
            {extra}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
