import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { emailField } from '@lesesaal/domain/validation';
import { ApiError } from '../../../api/client';
import { useErrorMessage } from '../../../i18n/error-message';
import { useValidationMessage } from '../../../i18n/validation-message';
import { CODE_PATTERN } from '../use-sign-in';

const emailSchema = z.object({ email: emailField() });

/** The address step: one labelled field, checked as the server checks it; refusals announced. */
export function EmailStep({
  onSubmit,
  pending,
  error,
  botChecking,
}: {
  onSubmit: (email: string) => Promise<unknown>;
  pending: boolean;
  error: unknown;
  botChecking: boolean;
}) {
  const { t } = useTranslation('reader');
  const validationMessage = useValidationMessage();
  const errorMessage = useErrorMessage();
  const form = useForm<z.input<typeof emailSchema>, unknown, z.output<typeof emailSchema>>({
    defaultValues: { email: '' },
    resolver: zodResolver(emailSchema),
    shouldFocusError: true,
  });
  const fieldError = form.formState.errors.email;
  const submit = form.handleSubmit((values) => onSubmit(values.email).catch(() => undefined));
  return (
    <form onSubmit={submit} noValidate aria-labelledby="reader-sign-in-title">
      <Stack gap="sm" maw={480}>
        <TextInput
          type="email"
          autoComplete="email"
          label={t('signIn.email')}
          required
          withAsterisk
          error={fieldError ? validationMessage(fieldError.message, t('signIn.email')) : undefined}
          {...form.register('email')}
        />
        <div role="status" aria-live="polite">
          {botChecking ? <Text size="sm">{t('signIn.botCheck')}</Text> : null}
        </div>
        {error ? (
          <Alert role="alert" color="red" variant="outline">
            {errorMessage(error)}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" loading={pending}>
            {t('signIn.send')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/**
 * The code step: six digits (`one-time-code`, a numeric keyboard), a wrong, expired or used
 * code (or too many tries) shown at the field and the field focused again.
 */
export function CodeStep({
  email,
  onSubmit,
  pending,
  error,
  onStartAgain,
}: {
  email: string;
  onSubmit: (code: string) => Promise<unknown>;
  pending: boolean;
  error: unknown;
  onStartAgain: () => void;
}) {
  const { t } = useTranslation('reader');
  const errorMessage = useErrorMessage();
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  useEffect(() => {
    if (error) field.current?.focus();
  }, [error]);
  const message = formatError
    ? t('signIn.codeFormat')
    : error instanceof ApiError
      ? errorMessage(error)
      : undefined;
  return (
    <form
      noValidate
      aria-labelledby="reader-code-title"
      onSubmit={(event) => {
        event.preventDefault();
        const digits = code.replace(/\s/g, '');
        if (!CODE_PATTERN.test(digits)) {
          setFormatError(true);
          field.current?.focus();
          return;
        }
        setFormatError(false);
        void onSubmit(digits).catch(() => undefined);
      }}
    >
      <Stack gap="sm" maw={480}>
        <Text role="status" aria-live="polite">
          {t('signIn.sent', { email })}
        </Text>
        <TextInput
          ref={field}
          label={t('signIn.code')}
          description={t('signIn.codeHint')}
          required
          withAsterisk
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={message}
        />
        <div>
          <Button type="submit" loading={pending}>
            {t('signIn.verify')}
          </Button>
        </div>
        <div>
          <Button variant="subtle" onClick={onStartAgain}>
            {t('signIn.again')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
