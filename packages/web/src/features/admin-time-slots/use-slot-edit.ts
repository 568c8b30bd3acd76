import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { timeSlotUpdateSchema, type TimeSlotUpdate } from '@lesesaal/domain/time-slots/schema';
import { useApi } from '../../api/api-context';
import { ApiError } from '../../api/client';
import { useNotify } from '../../components/notifications/notification-context';
import { useErrorMessage } from '../../i18n/error-message';
import { useValidationMessage } from '../../i18n/validation-message';
import {
  adminSlotKeys,
  slotCancelledTicketsQuery,
  useDeleteSlot,
  useUpdateSlot,
  type TimeSlot,
} from './api';

/**
 * Editing a slot: the form of its times and seats, saving it, and deleting it — offered only
 * when no ticket, cancelled ones included, belongs to it; both go back to `calendar`.
 */
export function useSlotEdit(slot: TimeSlot, calendar: string) {
  const { t } = useTranslation('admin-time-slots');
  const api = useApi();
  const update = useUpdateSlot(slot.roomId, slot.id);
  const remove = useDeleteSlot(slot.roomId, slot.id);
  // Cancelled tickets free their seat but still belong to the slot: the server refuses to
  // delete it (delete__has_tickets), so the screen counts them before offering the button.
  const cancelled = useQuery(slotCancelledTicketsQuery(api, slot.id));
  const queryClient = useQueryClient();
  const allTickets = slot.ticketCount + (cancelled.data?.totalCount ?? 0);
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const validationMessage = useValidationMessage();
  const navigate = useNavigate();
  const form = useForm<z.input<typeof timeSlotUpdateSchema>, unknown, TimeSlotUpdate>({
    defaultValues: { startTime: slot.startTime, endTime: slot.endTime, capacity: slot.capacity },
    resolver: zodResolver(timeSlotUpdateSchema),
    shouldFocusError: true,
  });
  const message = (error: FieldError | undefined, label: string) =>
    error ? validationMessage(error.message, label) : undefined;

  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        notify({ type: 'success', title: t('edit.saved') });
        void navigate(calendar);
      },
      onError: (error) => notify({ type: 'error', title: errorMessage(error) }),
    }),
  );
  // mutateAsync, not mutate's callbacks: the slot read again after its deletion is not
  // found, which unmounts the screen's form, and mutate's callbacks die with it
  const deleteSlot = () =>
    remove.mutateAsync(undefined).then(
      () => {
        notify({ type: 'success', title: t('edit.deleted') });
        void navigate(calendar);
      },
      (error: unknown) => {
        // someone booked or cancelled meanwhile: show the slot as it is now
        void queryClient.invalidateQueries({ queryKey: adminSlotKeys.all });
        notify({
          type: 'error',
          title:
            error instanceof ApiError && error.code === 'delete__has_tickets'
              ? t('edit.notDeletable', { count: Number(payloadCount(error)) || allTickets })
              : errorMessage(error),
        });
      },
    );

  return {
    form,
    message,
    submit,
    saving: update.isPending,
    deleteSlot,
    deleting: remove.isPending,
    cancelledPending: cancelled.isPending,
    allTickets,
  };
}

/** The ticket count a `delete__has_tickets` answer names (its first payload item). */
function payloadCount(error: ApiError): string | undefined {
  const payload = (error.body as { payload?: unknown } | undefined)?.payload;
  return Array.isArray(payload) && typeof payload[0] === 'string' ? payload[0] : undefined;
}
