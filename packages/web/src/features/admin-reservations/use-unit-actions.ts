import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnitInput } from '@lesesaal/domain/record-orders/schema';
import { useNotify } from '../../components/notifications/notification-context';
import { useErrorMessage } from '../../i18n/error-message';
import { useAddUnits, useChangeUnit, useRemoveUnit } from './api';

/**
 * Staff's changes to a reservation's units: add, change (one unit edited at a time) and
 * remove, each confirmed or refused in a notification.
 */
export function useUnitActions(ticketId: number) {
  const { t } = useTranslation('admin-reservations');
  const add = useAddUnits(ticketId);
  const change = useChangeUnit();
  const remove = useRemoveUnit();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const [editing, setEditing] = useState<number | null>(null);
  const failed = (error: unknown) => notify({ type: 'error', title: errorMessage(error) });

  const addUnit = (input: UnitInput, reset: () => void) =>
    add.mutate([input], {
      onSuccess: () => {
        reset();
        notify({ type: 'success', title: t('units.added') });
      },
      onError: failed,
    });
  const changeUnit = (unitId: number, input: UnitInput) =>
    change.mutate(
      { unitId, input },
      {
        onSuccess: () => {
          setEditing(null);
          notify({ type: 'success', title: t('units.changed') });
        },
        onError: failed,
      },
    );
  const removeUnit = (unitId: number) =>
    remove.mutate(unitId, {
      onSuccess: () => notify({ type: 'success', title: t('units.removed') }),
      onError: failed,
    });

  return {
    editing,
    setEditing,
    addUnit,
    adding: add.isPending,
    changeUnit,
    changing: change.isPending,
    removeUnit,
    /** The unit whose removal waits for the server, if any. */
    removingId: remove.isPending ? (remove.variables ?? null) : null,
  };
}
