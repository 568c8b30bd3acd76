import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { CAPACITY } from '@lesesaal/domain/limits';
import { addDays, formatDisplayDate } from '@lesesaal/domain/dates';
import { multiCapacitySchema, type MultiCapacity } from '@lesesaal/domain/time-slots/schema';
import { useApi } from '../../../api/api-context';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { NumberField } from '../../../components/number-field';
import { useNotify } from '../../../components/notifications/notification-context';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useErrorMessage } from '../../../i18n/error-message';
import { useValidationMessage } from '../../../i18n/validation-message';
import { capacityPreviewQuery, slotRoomQuery, useSetCapacity, type SlotRoom as Room } from '../api';
import { useArchiveToday } from '../../../components/archive-today';
import { calendarPath } from './format';
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
  const today = useArchiveToday();
  const form = useForm<z.input<typeof multiCapacitySchema>, unknown, MultiCapacity>({
    defaultValues: { fromDate: today, untilDate: addDays(today, 30), capacity: room.capacity },
    resolver: zodResolver(multiCapacitySchema),
    shouldFocusError: true,
  });
  const errors = form.formState.errors;
  const message = (error: FieldError | undefined, label: string) =>
    error ? validationMessage(error.message, label) : undefined;
  // A month of slots changes in one click: the valid form first shows what will change
  // (how many slots, which already hold more tickets) and asks again (DESIGN: confirm step).
  const [pending, setPending] = useState<MultiCapacity | null>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  const wasPending = useRef(false);
  useEffect(() => {
    if (!pending && wasPending.current) saveButton.current?.focus();
    wasPending.current = pending !== null;
  }, [pending]);
  const submit = form.handleSubmit((values) => setPending(values));
  const apply = (values: MultiCapacity) =>
    setCapacity.mutate(values, {
      onSuccess: (result) => {
        notify({ type: 'success', title: t('multi.saved', { count: result.updated }) });
        void navigate(calendarPath(room.id, values.fromDate));
      },
      onError: (error) => notify({ type: 'error', title: errorMessage(error) }),
    });
  if (pending) {
    return (
      <CapacityConfirmation
        roomId={room.id}
        change={pending}
        saving={setCapacity.isPending}
        onConfirm={() => apply(pending)}
        onBack={() => setPending(null)}
      />
    );
  }
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
              min={CAPACITY.min}
              max={CAPACITY.max}
              value={field.value as number}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={message(errors.capacity, t('multi.capacity'))}
            />
          )}
        />
        <Group>
          <Button type="submit" ref={saveButton}>
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

/**
 * The confirmation step: how many slots get the new capacity and which already hold more
 * tickets than it (they become overbooked). Focus moves to its heading, so screen readers
 * announce it; "change the entries" returns to the form with its values.
 */
function CapacityConfirmation({
  roomId,
  change,
  saving,
  onConfirm,
  onBack,
}: {
  roomId: number;
  change: MultiCapacity;
  saving: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('admin-time-slots');
  const api = useApi();
  const preview = useQuery(capacityPreviewQuery(api, roomId, change.fromDate, change.untilDate));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const from = formatDisplayDate(change.fromDate);
  const until = formatDisplayDate(change.untilDate);
  const total = preview.data?.totalCount ?? 0;
  const overbooked = (preview.data?.content ?? [])
    .filter((slot) => slot.ticketCount > change.capacity)
    .sort((a, b) => (a.date + a.startTime).localeCompare(b.date + b.startTime));
  return (
    <section aria-labelledby="capacity-confirm">
      <Stack gap="sm">
        <Title
          order={2}
          size="h3"
          id="capacity-confirm"
          ref={heading}
          tabIndex={-1}
          className="lesesaal-focus-target"
        >
          {t('multi.confirmTitle')}
        </Title>
        <LoadState status={loadStatusOf(preview)} error={preview.error}>
          <Stack gap="sm">
            <Text role="status">
              {total === 0
                ? t('multi.none', { from, until })
                : t('multi.confirmCount', {
                    count: total,
                    from,
                    until,
                    seats: t('multi.seats', { count: change.capacity }),
                  })}
            </Text>
            {overbooked.length > 0 ? (
              <>
                <Text fw={600}>{t('multi.overbooked', { count: overbooked.length })}</Text>
                <List>
                  {overbooked.map((slot) => (
                    <List.Item key={slot.id}>
                      {t('multi.conflict', {
                        count: slot.ticketCount,
                        date: formatDisplayDate(slot.date),
                        start: slot.startTime,
                        end: slot.endTime,
                      })}
                    </List.Item>
                  ))}
                </List>
              </>
            ) : null}
          </Stack>
        </LoadState>
        <Group>
          {total > 0 ? (
            <Button loading={saving} onClick={onConfirm}>
              {t('multi.confirm')}
            </Button>
          ) : null}
          <Button variant="default" onClick={onBack}>
            {t('multi.back')}
          </Button>
        </Group>
      </Stack>
    </section>
  );
}
