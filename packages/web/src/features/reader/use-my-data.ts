import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { focusHeading } from '../../components/focus-heading';
import { useNotify } from '../../components/notifications/notification-context';
import { useSignOut } from '../../components/reader-session';
import { useErrorMessage } from '../../i18n/error-message';
import {
  useDeleteAccount,
  useReader,
  useReaderApplications,
  useReaderBookings,
} from './reader-api';

/**
 * "My data": the reader, their bookings and applications, signing out (to the start page)
 * and deleting the account (then `kept`: what the law keeps, with the focus on the
 * screen's new heading).
 */
export function useMyData() {
  const { t } = useTranslation('reader');
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const reader = useReader();
  const signedIn = Boolean(reader.data);
  const bookings = useReaderBookings(signedIn);
  const applications = useReaderApplications(signedIn);
  const signOut = useSignOut();
  const remove = useDeleteAccount();
  const [kept, setKept] = useState<string[] | null>(null);
  // signing out here: the screen goes to the start page, not to the sign-in
  const [leaving, setLeaving] = useState(false);
  const deletedHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (kept && deletedHeading.current) focusHeading(deletedHeading.current);
  }, [kept]);

  return {
    reader,
    bookings,
    applications,
    kept,
    deletedHeading,
    deleting: remove.isPending,
    signingOut: signOut.isPending,
    deleteAccount: () => remove.mutateAsync().then((answer) => setKept(answer.kept)),
    leaving,
    signOut: () => {
      setLeaving(true);
      return signOut.mutateAsync().then(
        () => {
          notify({ type: 'success', title: t('myData.signedOut') });
          void navigate('/');
        },
        (error: unknown) => {
          setLeaving(false);
          notify({ type: 'error', title: errorMessage(error) });
        },
      );
    },
  };
}
