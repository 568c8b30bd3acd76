import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { CAPACITY } from '@lesesaal/domain/limits';
import { canDeleteTimeSlot, isOverbooked } from '@lesesaal/domain/time-slots/rules';
import {
  timeSlotUpdateSchema,
  type TimeSlot,
  type TimeSlotUpdate,
} from '@lesesaal/domain/time-slots/schema';
import { formatDisplayDate } from '@lesesaal/domain/dates';
import { useApi } from '../../../api/api-context';
import { ApiError } from '../../../api/client';
import { ConfirmButton } from '../../../components/confirm-button';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { NumberField } from '../../../components/number-field';
import { useNotify } from '../../../components/notifications/notification-context';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useErrorMessage } from '../../../i18n/error-message';
import { useValidationMessage } from '../../../i18n/validation-message';
import {
  adminSlotKeys,
  slotCancelledTicketsQuery,
  slotQuery,
  useDeleteSlot,
  useUpdateSlot,
} from '../api';
import { calendarPath } from './format';
import { SlotBackLinks } from './slot-back-links';
import { SlotReservations } from './slot-reservations';
import { SlotWaitingList } from './slot-waiting-list';

/** Spec §2 admin `/room/{roomId}/time-slot-edit/{id}`: times, capacity, reservations, delete. */
export function SlotEditScreen() {
  const { t } = useTranslation('admin-time-slots');
  const params = useParams();
  const roomId = Number(params.roomId);
  const id = Number(params.id);
  const api = useApi();
  const slot = useQuery(slotQuery(api, roomId, id));
  const title = slot.data
    ? t('edit.title', { date: formatDisplayDate(slot.data.date) })
    : t('edit.titleLoading');
  useDocumentTitle(title);
  const calendar = slot.data ? calendarPath(roomId, slot.data.date) : `/room/${roomId}/time-slots`;
  return (
    <Stack gap="md" maw={800}>
      <SlotBackLinks calendar={calendar} />
      <Title order={1}>{title}</Title>
      <LoadState
        status={loadStatusOf(slot)}
        error={slot.error}
        back={{ to: calendar, label: t('nav.calendar') }}
      >
        {slot.data ? <SlotEdit slot={slot.data} calendar={calendar} /> : null}
      </LoadState>
    </Stack>
  );
}

function SlotEdit({ slot, calendar }: { slot: TimeSlot; calendar: string }) {
  const { t } = useTranslation('admin-time-slots');
  const update = useUpdateSlot(slot.roomId, slot.id);
  const remove = useDeleteSlot(slot.roomId, slot.id);
  // Cancelled tickets free their seat but still belong to the slot: the server refuses to
  // delete it (delete__has_tickets), so the screen counts them before offering the button.
  const cancelled = useQuery(slotCancelledTicketsQuery(useApi(), slot.id));
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
  const errors = form.formState.errors;
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
  const deleteSlot = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notify({ type: 'success', title: t('edit.deleted') });
        void navigate(calendar);
      },
      onError: (error) => {
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
    });

  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Text>{t('edit.room', { room: slot.roomName })}</Text>
        <Group gap="xs">
          <Text>{t('edit.occupancy', { tickets: slot.ticketCount, count: slot.capacity })}</Text>
          {isOverbooked(slot) ? (
            <Badge color="red.9" variant="filled" tt="none">
              {t('calendar.overbooked')}
            </Badge>
          ) : null}
        </Group>
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={480}>
          <Text size="sm">{t('required')}</Text>
          <Group grow align="flex-start">
            <TextInput
              type="time"
              label={t('add.startTime')}
              required
              {...form.register('startTime')}
              error={message(errors.startTime, t('add.startTime'))}
            />
            <TextInput
              type="time"
              label={t('add.endTime')}
              required
              {...form.register('endTime')}
              error={message(errors.endTime, t('add.endTime'))}
            />
          </Group>
          <Controller
            control={form.control}
            name="capacity"
            render={({ field }) => (
              <NumberField
                label={t('add.capacity')}
                required
                min={CAPACITY.min}
                max={CAPACITY.max}
                value={field.value as number}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={message(errors.capacity, t('add.capacity'))}
              />
            )}
          />
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t('edit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <SlotReservations roomId={slot.roomId} slotId={slot.id} />
      <SlotWaitingList roomId={slot.roomId} slotId={slot.id} />
      <section aria-labelledby="slot-delete">
        <Title order={2} size="h3" id="slot-delete" mb="sm">
          {t('edit.deleteTitle')}
        </Title>
        {cancelled.isPending ? null : canDeleteTimeSlot(allTickets) ? (
          <ConfirmButton
            label={t('edit.delete')}
            question={t('edit.confirmDelete')}
            confirmLabel={t('edit.confirm')}
            cancelLabel={t('edit.keep')}
            loading={remove.isPending}
            onConfirm={deleteSlot}
          />
        ) : (
          <Alert color="gray" variant="outline">
            {t('edit.notDeletable', { count: allTickets })}
          </Alert>
        )}
      </section>
    </Stack>
  );
}

/** The ticket count a `delete__has_tickets` answer names (its first payload item). */
function payloadCount(error: ApiError): string | undefined {
  const payload = (error.body as { payload?: unknown } | undefined)?.payload;
  return Array.isArray(payload) && typeof payload[0] === 'string' ? payload[0] : undefined;
}
