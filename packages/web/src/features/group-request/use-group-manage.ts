import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useApi } from '../../api/api-context';
import { ApiError } from '../../api/client';
import { focusHeading } from '../../components/focus-heading';
import { useNotify } from '../../components/notifications/notification-context';
import { useErrorMessage } from '../../i18n/error-message';
import { groupRequestQuery, useCancelGroupRequest, useChangeParticipants } from './api';

/**
 * The manage page's state (`/group/{token}`, the mails' link): the request, the participants'
 * change and the cancellation with its dialog. Each outcome is announced by a pop-up; after a
 * cancellation (its button is gone) the focus moves to the state's heading.
 */
export function useGroupManage() {
  const { t } = useTranslation('groups');
  const token = useParams().token ?? '';
  const api = useApi();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const request = useQuery(groupRequestQuery(api, token));
  const participants = useChangeParticipants(token);
  const cancel = useCancelGroupRequest(token);
  const [asking, setAsking] = useState(false);
  const stateHeading = useRef<HTMLHeadingElement>(null);
  const invalid = request.error instanceof ApiError && request.error.status === 404;

  const saveParticipants = (count: number) =>
    participants.mutateAsync(count).then(
      (saved) => {
        notify({
          type: 'success',
          title: t('manage.participantsSaved', { count: saved.participants ?? count }),
        });
        return true;
      },
      (error: unknown) => {
        notify({ type: 'error', title: errorMessage(error) });
        return false;
      },
    );

  const confirmCancel = () =>
    void cancel.mutateAsync().then(
      () => {
        setAsking(false);
        notify({ type: 'success', title: t('manage.cancelled') });
        requestAnimationFrame(() => {
          if (stateHeading.current) focusHeading(stateHeading.current);
        });
      },
      (error: unknown) => {
        setAsking(false);
        notify({ type: 'error', title: errorMessage(error) });
      },
    );

  return {
    request,
    invalid,
    stateHeading,
    saveParticipants,
    participantsError: participants.error,
    participantsPending: participants.isPending,
    asking,
    ask: () => setAsking(true),
    keep: () => setAsking(false),
    cancelling: cancel.isPending,
    cancelled: cancel.isSuccess,
    confirmCancel,
  };
}
