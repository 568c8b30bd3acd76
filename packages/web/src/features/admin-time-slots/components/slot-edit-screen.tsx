import { Alert, Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CAPACITY } from '@lesesaal/domain/limits';
import { canDeleteTimeSlot, isOverbooked } from '@lesesaal/domain/time-slots/rules';
import { formatDisplayDate } from '@lesesaal/domain/dates';
import { useApi } from '../../../api/api-context';
import { ConfirmButton } from '../../../components/confirm-button';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { NumberField } from '../../../components/number-field';
import { useDocumentTitle } from '../../../components/use-document-title';
import { slotQuery, type TimeSlot } from '../api';
import { useSlotEdit } from '../use-slot-edit';
import { calendarPath } from './format';
import { SlotBackLinks } from './slot-back-links';
import { SlotReservations } from './slot-reservations';
import { SlotWaitingList } from './slot-waiting-list';

/** The admin's slot screen `/room/{roomId}/time-slot-edit/{id}`: times, capacity, reservations, delete. */
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
  const { form, message, submit, saving, deleteSlot, deleting, cancelledPending, allTickets } =
    useSlotEdit(slot, calendar);
  const errors = form.formState.errors;

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
            <Button type="submit" loading={saving}>
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
        {cancelledPending ? null : canDeleteTimeSlot(allTickets) ? (
          <ConfirmButton
            label={t('edit.delete')}
            question={t('edit.confirmDelete')}
            confirmLabel={t('edit.confirm')}
            cancelLabel={t('edit.keep')}
            loading={deleting}
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
