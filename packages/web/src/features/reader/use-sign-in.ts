import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { parseLanguage } from '@lesesaal/domain/config';
import { useBotCheck } from '../../components/bot-check/use-bot-check';
import { useNotify } from '../../components/notifications/notification-context';
import { useRequestCode, useVerify } from './reader-api';

/** Where a sign-in continues: `?next=` when it is a path of this app, else "My data". */
export function nextPath(raw: string | null): string {
  return raw && /^\/(?![/\\])/.test(raw) && !raw.includes('\\') ? raw : '/meine-daten';
}

export const CODE_PATTERN = /^\d{6}$/;

/**
 * The sign-in's state: the mailed link's token is used once on arrival; otherwise the
 * address step asks for a code (after the bot check) and the code step signs in with it.
 * Signed in, the screen goes on to `?next=` (the booking's step that asked) or "My data".
 */
export function useSignIn() {
  const { t, i18n } = useTranslation('reader');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const botCheck = useBotCheck();
  const request = useRequestCode(botCheck.answer);
  const verify = useVerify();
  const token = search.get('token');
  const next = nextPath(search.get('next'));
  const [email, setEmail] = useState<string | null>(null);
  const [linkFailed, setLinkFailed] = useState(false);
  const usedToken = useRef<string | null>(null);

  const signedIn = () => {
    notify({ type: 'success', title: t('signIn.signedIn') });
    void navigate(next, { replace: true });
  };

  // the mailed link: one attempt per token (a second render must not spend it again)
  useEffect(() => {
    if (!token || usedToken.current === token) return;
    usedToken.current = token;
    verify.mutateAsync({ token }).then(signedIn, () => {
      setLinkFailed(true);
      // the spent token leaves the address bar (and the history)
      const rest = new URLSearchParams(search);
      rest.delete('token');
      const query = rest.toString();
      void navigate(`/anmelden${query ? `?${query}` : ''}`, { replace: true });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per token
  }, [token]);

  return {
    checkingLink: token !== null && !linkFailed,
    linkFailed,
    botChecking: botCheck.status === 'checking',
    /** the address a code was sent to (the code step), or null (the address step) */
    email,
    next,
    request,
    verify,
    requestCode: (address: string) =>
      request
        .mutateAsync({ email: address, language: parseLanguage(i18n.language) })
        .then(() => setEmail(address)),
    signInWithCode: (code: string) =>
      email ? verify.mutateAsync({ email, code }).then(signedIn) : Promise.resolve(),
    startAgain: () => {
      request.reset();
      verify.reset();
      setEmail(null);
    },
  };
}
