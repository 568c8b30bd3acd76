import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { addDays } from '@lesesaal/domain/dates';
import type { Room } from '@lesesaal/domain/rooms/schema';
import { multiCapacitySchema, type MultiCapacity } from '@lesesaal/domain/time-slots/schema';
import { useApi } from '../../../api/api-context';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { NumberField } from '../../../components/number-field';
import { useNotify } from '../../../components/notifications/notification-context';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useErrorMessage } from '../../../i18n/error-message';
import { useValidationMessage } from '../../../i18n/validation-message';
import { slotRoomQuery, useSetCapacity } from '../api';
import { archiveToday, calendarPath } from './format';
import { SlotBackLinks } from './slot-back-links';

/** Spec §2 admin `/room/{roomId}/time-slot-edit-multi-capacity/`: capacity over a date range. */
export function MultiCapacityScreen() {
  const { t } = useTranslation('admin-time-slots');
  const roomId = Number(useParams().roomId);
  const api = useApi();
  const room = useQuery(slotRoomQuery(api, roomId));
  useDocumentTitle(t('multi.title'));
  return (
    <Stack gap="md" maw={560}>
      <SlotBackLinks calendar={`/room/${roomId}/time-slots`} />
      <Title order={1}>{t('multi.title')}</Title>
      <LoadState
        status={loadStatusOf(room)}
        error={room.error}
        back={{ to: '/rooms', label: t('nav.rooms') }}
      >
        {room.data ? <MultiCapacityForm room={room.data} /> : null}
      </LoadState>
    </Stack>
  );
}

function MultiCapacityForm({ room }: { room: Room }) {
  const { t } = useTranslation('admin-time-slots');
  const setCapacity = useSetCapacity(room.id);
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const validationMessage = useValidationMessage();
  const navigate = useNavigate();
  const today = archiveToday();
  const form = useForm<z.input<typeof multiCapacitySchema>, unknown, MultiCapacity>({
    defaultValues: { fromDate: today, untilDate: addDays(today, 30), capacity: room.capacity },
    resolver: zodResolver(multiCapacitySchema),
    shouldFocusError: true,
  });
  const errors = form.formState.errors;
  const message = (error: FieldError | undefined, label: string) =>
    error ? validationMessage(error.message, label) : undefined;
  const submit = form.handleSubmit((values) =>
    setCapacity.mutate(values, {
      onSuccess: (result) => {
        notify({ type: 'success', title: t('multi.saved', { count: result.updated }) });
        void navigate(calendarPath(room.id, values.fromDate));
      },
      onError: (error) => notify({ type: 'error', title: errorMessage(error) }),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text>{t('calendar.title', { room: room.name })}</Text>
        <Text size="sm">{t('multi.intro')}</Text>
        <Text size="sm">{t('required')}</Text>
        <TextInput
          type="date"
          label={t('multi.fromDate')}
          required
          {...form.register('fromDate')}
          error={message(errors.fromDate, t('multi.fromDate'))}
        />
        <TextInput
          type="date"
          label={t('multi.untilDate')}
          required
          {...form.register('untilDate')}
          error={message(errors.untilDate, t('multi.untilDate'))}
        />
        <Controller
          control={form.control}
          name="capacity"
          render={({ field }) => (
            <NumberField
              label={t('multi.capacity')}
              required
              min={0}
              max={99999}
              value={field.value as number}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={message(errors.capacity, t('multi.capacity'))}
            />
          )}
        />
        <Group>
          <Button type="submit" loading={setCapacity.isPending}>
            {t('multi.save')}
          </Button>
          <Button variant="default" component={Link} to={`/room/${room.id}/time-slots`}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
