import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotAvailableReason, StaffUnitState } from '@lesesaal/domain/record-orders/schema';
import { useErrorMessage } from '../../i18n/error-message';
import { useChangeUnitState, type PullListItem } from './api';

/** A unit's state as the list and the announcements say it. */
export function useStateText() {
  const { t } = useTranslation('admin-pull-list');
  return (item: Pick<PullListItem, 'state' | 'reason' | 'pulled'>) =>
    item.state === 'NOT_AVAILABLE' && item.reason
      ? t('notAvailable', { reason: t(`reason.${item.reason}`) })
      : item.state === 'CANCELLED' && item.pulled
        ? t('cancelledPulled')
        : t(`state.${item.state}`);
}

/**
 * Moving units on: which unit asks for its "not available" reason, which one waits for the
 * server, and the announcement after each change (or its failure).
 */
export function useUnitChanges() {
  const { t } = useTranslation('admin-pull-list');
  const change = useChangeUnitState();
  const errorMessage = useErrorMessage();
  const stateText = useStateText();
  const [announcement, setAnnouncement] = useState('');
  const [asking, setAsking] = useState<number | null>(null);

  const apply = (item: PullListItem, state: StaffUnitState, reason?: NotAvailableReason) =>
    change.mutate(
      { unitId: item.unitId, state, reason },
      {
        onSuccess: (unit) => {
          setAsking(null);
          setAnnouncement(
            t('changed', {
              callNumber: item.callNumber,
              state: stateText({ ...unit, pulled: unit.pulled }),
            }),
          );
        },
        onError: (error) =>
          setAnnouncement(
            t('changeFailed', { callNumber: item.callNumber, error: errorMessage(error) }),
          ),
      },
    );

  /** The unit whose change waits for the server, if any. */
  const busyUnitId = change.isPending ? (change.variables?.unitId ?? null) : null;

  return { announcement, asking, setAsking, apply, busyUnitId };
}
