import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useReader } from '../../../components/reader-session';
import { useSignIn } from '../use-sign-in';
import { CodeStep, EmailStep } from './sign-in-steps';
import '../reader.css';

/**
 * Visitor screen `/anmelden`: signing in without a password. The address (and the bot check)
 * asks for a mailed code; the answer is the same whether the address is known or not. The
 * code, or the mail's link (`?token=…`, used once on arrival), signs in; then the screen
 * goes on to `?next=` or "My data".
 */
export function SignInScreen() {
  const { t } = useTranslation('reader');
  useDocumentTitle(t('signIn.title'));
  const signIn = useSignIn();
  const reader = useReader();
  return (
    <Stack gap="md" className="reader-screen">
      <Title order={1} id="reader-sign-in-title">
        {t('signIn.title')}
      </Title>
      {signIn.checkingLink ? (
        <Text role="status" aria-live="polite">
          {t('signIn.linkChecking')}
        </Text>
      ) : (
        <>
          {signIn.linkFailed ? (
            <Alert role="alert" color="red" variant="outline">
              {t('signIn.linkFailed')}
            </Alert>
          ) : null}
          {reader.data && !signIn.email ? (
            <Text>
              {t('signIn.signedInAs', { email: reader.data.email })} ·{' '}
              <Anchor component={Link} to="/meine-daten">
                {t('myData.title')}
              </Anchor>
            </Text>
          ) : null}
          {signIn.email ? (
            <section aria-labelledby="reader-code-title">
              <Title order={2} size="h3" id="reader-code-title" mb="xs">
                {t('signIn.codeTitle')}
              </Title>
              <CodeStep
                email={signIn.email}
                onSubmit={signIn.signInWithCode}
                pending={signIn.verify.isPending}
                error={signIn.verify.error}
                onStartAgain={signIn.startAgain}
              />
            </section>
          ) : (
            <>
              <Text>{t('signIn.intro')}</Text>
              <EmailStep
                onSubmit={signIn.requestCode}
                pending={signIn.request.isPending}
                error={signIn.request.error}
                botChecking={signIn.botChecking}
              />
            </>
          )}
        </>
      )}
    </Stack>
  );
}
