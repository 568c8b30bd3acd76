import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX } from '@lesesaal/domain/limits';
import { loginSchema } from '@lesesaal/domain/staff/schema';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useErrorMessage } from '../../../i18n/error-message';
import { usePlatformLogin } from '../api';
import { useFieldMessage } from '../use-field-message';
import { SecondStep } from './second-step';

/**
 * The e-mail as the server's sign-in takes it (`loginSchema`: any text, no address format — a
 * platform administrator's address from the command line may be `root@localhost`); the
 * password is taken as typed (no trimming).
 */
const signInSchema = z.object({
  email: loginSchema.shape.email,
  password: z.string().min(1, { error: 'required' }),
});
type SignInForm = z.infer<typeof signInSchema>;

/** E-mail and password; a refusal is announced. */
function PasswordStep({ login }: { login: ReturnType<typeof usePlatformLogin> }) {
  const { t } = useTranslation('platform');
  const errorMessage = useErrorMessage();
  const message = useFieldMessage();
  const form = useForm<SignInForm>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
    shouldFocusError: true,
  });
  const errors = form.formState.errors;
  const emailLabel = t('signIn.email');
  const passwordLabel = t('signIn.password');

  return (
    <>
      <Text>{t('signIn.intro')}</Text>
      {login.isError ? (
        // keyed by attempt: a repeated failure is announced again
        <Alert key={login.submittedAt} role="alert" color="red" variant="outline">
          {errorMessage(login.error)}
        </Alert>
      ) : null}
      <form onSubmit={form.handleSubmit((values) => login.mutate(values))} noValidate>
        <Stack gap="md">
          <TextInput
            {...form.register('email')}
            type="email"
            autoComplete="username"
            label={emailLabel}
            required
            maxLength={EMAIL_MAX}
            error={message(errors.email, emailLabel)}
          />
          <PasswordInput
            {...form.register('password')}
            autoComplete="current-password"
            label={passwordLabel}
            required
            error={message(errors.password, passwordLabel)}
          />
          <div>
            <Button type="submit" loading={login.isPending}>
              {t('signIn.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </>
  );
}

/**
 * The platform administration without a session: e-mail and password, then — when the
 * administrator has a second factor, or one is required — its code or its set-up.
 */
export function SignInScreen() {
  const { t } = useTranslation('platform');
  const login = usePlatformLogin();
  useDocumentTitle(t('signIn.title'));

  return (
    <Paper component="section" withBorder p="lg" maw={480} aria-labelledby="platform-sign-in">
      <Stack gap="md">
        <Title order={1} id="platform-sign-in">
          {t('signIn.title')}
        </Title>
        {login.data ? (
          <SecondStep step={login.data} onRestart={() => login.reset()} />
        ) : (
          <PasswordStep login={login} />
        )}
      </Stack>
    </Paper>
  );
}
