import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ONE_TIME_CODE_PATTERN } from '@lesesaal/domain/staff/one-time-code';
import type { ApiError } from '../../../api/client';
import { useErrorMessage } from '../../../i18n/error-message';

/** What a person types as a code: spaces and dashes between the digits are dropped. */
const normaliseCode = (typed: string) => typed.replace(/[\s-]/g, '');

/**
 * One code of the platform administrator's second factor: a labelled field for six digits
 * (`one-time-code`, numeric keyboard), its format checked before sending; a refusal is
 * announced (`role="alert"`): a 401 as "wrong or used code", anything else through the
 * error texts.
 */
export function CodeForm({
  submitLabel,
  pending,
  error,
  attempt,
  onSubmit,
  extra,
}: {
  submitLabel: string;
  pending: boolean;
  error: ApiError | null;
  /** changes with every attempt, so a repeated refusal is announced again */
  attempt: number;
  onSubmit: (code: string) => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('platform');
  const errorMessage = useErrorMessage();
  const [value, setValue] = useState('');
  const [formatError, setFormatError] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const code = normaliseCode(value);
    if (!ONE_TIME_CODE_PATTERN.test(code)) {
      setFormatError(true);
      input.current?.focus();
      return;
    }
    setFormatError(false);
    onSubmit(code);
  };

  return (
    <Stack gap="md">
      {error ? (
        <Alert key={attempt} role="alert" color="red" variant="outline">
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
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
            {extra}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
