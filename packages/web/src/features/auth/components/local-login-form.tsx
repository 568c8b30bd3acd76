import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX } from '@lesesaal/domain/limits';
import { useErrorMessage } from '../../../i18n/error-message';
import { useValidationMessage } from '../../../i18n/validation-message';
import { useLogin } from '../api';
import { SecondStep } from './second-step';
import { loginFormSchema, type LoginForm } from '../login-schema';

/**
 * E-mail and password of a local staff account; after a successful sign-in the page reloads.
 * When the password leads to a second step (the code, or a second factor's set-up), that
 * step replaces the form.
 */
export function LocalLoginForm() {
  const { t } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  const validationMessage = useValidationMessage();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
    shouldFocusError: true,
  });

  const onSubmit = handleSubmit((values) => login.mutate(values));
  const emailLabel = t('login.email');
  const passwordLabel = t('login.password');
  if (login.data) return <SecondStep step={login.data} onRestart={() => login.reset()} />;

  return (
    <Stack gap="md">
      {login.isError ? (
        // keyed by attempt: a repeated failure is announced again
        <Alert key={login.submittedAt} role="alert" color="red" variant="outline">
          {errorMessage(login.error)}
        </Alert>
      ) : null}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            {...register('email')}
            type="email"
            autoComplete="username"
            label={emailLabel}
            required
            maxLength={EMAIL_MAX}
            error={errors.email ? validationMessage(errors.email.message, emailLabel) : undefined}
          />
          <PasswordInput
            {...register('password')}
            autoComplete="current-password"
            label={passwordLabel}
            required
            error={
              errors.password
                ? validationMessage(errors.password.message, passwordLabel)
                : undefined
            }
          />
          <div>
            <Button type="submit" loading={login.isPending}>
              {login.isPending ? t('login.submitting') : t('login.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}
