import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { focusHeading } from '../../components/focus-heading';
import { useNotify } from '../../components/notifications/notification-context';
import { useErrorMessage } from '../../i18n/error-message';
import { useConfirmGroup, useDeclineGroup, type StaffGroupRequest } from './api';
import { useGroupTexts } from './use-group-texts';

/** The free seats a refused confirmation names (its payload), else the request's own count. */
function freeSeatsOf(error: ApiError, request: StaffGroupRequest): number {
  const payload = (error.body as { payload?: unknown } | null)?.payload;
  const named = Array.isArray(payload) ? Number(payload[0]) : Number.NaN;
  return Number.isInteger(named) ? named : request.freeSeats;
}

/**
 * The decisions on one request and what follows them: a pop-up (announced) with the outcome,
 * the refusal kept at the decision too (an alert: too few seats free, decided elsewhere), the
 * focus on the decision's heading (the button pressed is gone), the decline dialog.
 */
export function useGroupActions(request: StaffGroupRequest) {
  const { t } = useTranslation('admin-groups');
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const { seatsText } = useGroupTexts();
  const confirm = useConfirmGroup();
  const decline = useDeclineGroup();
  const [declining, setDeclining] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const decisionHeading = useRef<HTMLHeadingElement>(null);

  const refused = (error: unknown) => {
    const text =
      error instanceof ApiError && error.code === 'timeslot_no_tickets_left'
        ? t('actions.notEnoughSeats', { count: freeSeatsOf(error, request) })
        : errorMessage(error);
    setRefusal(text);
    notify({ type: 'error', title: text });
  };
  const decided = (text: string) => {
    setRefusal(null);
    notify({ type: 'success', title: text });
    // after the render that removed the buttons (and closed the dialog)
    requestAnimationFrame(() => {
      if (decisionHeading.current) focusHeading(decisionHeading.current);
    });
  };

  return {
    decisionHeading,
    refusal,
    busy: confirm.isPending || decline.isPending,
    declining,
    declinePending: decline.isPending,
    openDecline: () => setDeclining(true),
    closeDecline: () => setDeclining(false),
    confirm: () =>
      void confirm.mutateAsync(request.id).then(
        (saved) =>
          decided(
            t('actions.confirmed', {
              seats: seatsText(saved),
              number: saved.bookingNumber ?? '',
            }),
          ),
        refused,
      ),
    decline: (reason: string) =>
      void decline.mutateAsync({ id: request.id, reason }).then(
        () => {
          setDeclining(false);
          decided(t('actions.declined'));
        },
        (error: unknown) => {
          setDeclining(false);
          refused(error);
        },
      ),
  };
}
