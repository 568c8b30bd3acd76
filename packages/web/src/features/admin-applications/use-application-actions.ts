import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '@lesesaal/domain/dates';
import { focusHeading } from '../../components/focus-heading';
import { useNotify } from '../../components/notifications/notification-context';
import { useErrorMessage } from '../../i18n/error-message';
import { useApprove, useExtend, useIdentityChecked, useRefuse, type Application } from './api';

/**
 * The decisions on one application and what follows them: a pop-up (announced) with the
 * outcome, the focus on the decision's heading (the button pressed may be gone), the refusal's
 * dialog open or closed.
 */
export function useApplicationActions(application: Application) {
  const { t } = useTranslation('admin-applications');
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const approve = useApprove();
  const refuse = useRefuse();
  const identity = useIdentityChecked();
  const extend = useExtend();
  const [refusing, setRefusing] = useState(false);
  const decisionHeading = useRef<HTMLHeadingElement>(null);

  const run = <T>(promise: Promise<T>, done: (saved: T) => string) =>
    promise.then(
      (saved) => {
        notify({ type: 'success', title: done(saved) });
        // after the render that may have removed the button (and closed the dialog)
        requestAnimationFrame(() => {
          if (decisionHeading.current) focusHeading(decisionHeading.current);
        });
      },
      (error: unknown) => notify({ type: 'error', title: errorMessage(error) }),
    );
  const id = application.id;

  return {
    decisionHeading,
    busy: approve.isPending || refuse.isPending || identity.isPending || extend.isPending,
    refusing,
    refusePending: refuse.isPending,
    openRefuse: () => setRefusing(true),
    closeRefuse: () => setRefusing(false),
    approve: () => void run(approve.mutateAsync(id), () => t('actions.approved')),
    refuse: (reason: string) =>
      void run(refuse.mutateAsync({ id, reason }), () => {
        setRefusing(false);
        return t('actions.refused');
      }),
    identityChecked: () => void run(identity.mutateAsync(id), () => t('actions.identityDone')),
    extend: () =>
      void run(extend.mutateAsync(id), (saved) =>
        t('actions.extended', {
          until: saved.validUntil ? formatDisplayDate(saved.validUntil.slice(0, 10)) : '–',
        }),
      ),
  };
}
