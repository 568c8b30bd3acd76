import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX } from '@lesesaal/domain/limits';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useErrorMessage } from '../../../i18n/error-message';
import { useValidationMessage } from '../../../i18n/validation-message';
import { useLogin } from '../api';
import { loginFormSchema, type LoginForm } from '../login-schema';

/**
 * The staff interface without a session (`data-auth="signed-out"`): e-mail and password;
 * after a successful sign-in the page reloads with the account's interface mode.
 */
export function LoginScreen() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.title'));
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

  return (
    <Paper component="section" withBorder p="lg" maw={480} aria-labelledby="login-title">
      <Stack gap="md">
        <Title order={1} id="login-title">
          {t('login.title')}
        </Title>
        <Text>{t('login.intro')}</Text>
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
    </Paper>
  );
}
