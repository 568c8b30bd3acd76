import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CAPACITY } from '@lesesaal/domain/limits';
import { useApi } from '../../../api/api-context';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { NumberField } from '../../../components/number-field';
import { useDocumentTitle } from '../../../components/use-document-title';
import { lastSlotQuery, slotRoomQuery } from '../api';
import { slotSeriesStart, useSlotAddForm, type SlotSeriesStart } from '../use-slot-add-form';
import { SlotBackLinks } from './slot-back-links';
import { SlotWeekdays } from './slot-weekdays';

/**
 * Staff screen `/room/{id}/time-slot-add`: several slots at once. The form starts from the
 * room: the times of its last slot (else 09:00–12:00) and its capacity as the seats
 * (use-slot-add-form.ts `slotSeriesStart`); Monday–Friday, holidays excluded, starting
 * tomorrow. The weekday choice shows only once "repeat until" is on or after the first day.
 */
export function SlotAddScreen() {
  const { t } = useTranslation('admin-time-slots');
  const roomId = Number(useParams().id);
  const api = useApi();
  const room = useQuery(slotRoomQuery(api, roomId));
  const lastSlot = useQuery(lastSlotQuery(api, roomId));
  const calendar = `/room/${roomId}/time-slots`;
  useDocumentTitle(t('add.title'));
  const status = loadStatusOf(room) === 'success' ? loadStatusOf(lastSlot) : loadStatusOf(room);

  return (
    <Stack gap="md" maw={640}>
      <SlotBackLinks calendar={calendar} />
      <Title order={1}>{t('add.title')}</Title>
      <LoadState status={status} error={room.error ?? lastSlot.error}>
        {room.data && lastSlot.data !== undefined ? (
          <SlotAddForm
            roomId={roomId}
            start={slotSeriesStart(room.data, lastSlot.data)}
            calendar={calendar}
          />
        ) : null}
      </LoadState>
    </Stack>
  );
}

function SlotAddForm({
  roomId,
  start,
  calendar,
}: {
  roomId: number;
  start: SlotSeriesStart;
  calendar: string;
}) {
  const { t } = useTranslation('admin-time-slots');
  const { form, message, showWeekdays, submit, saving } = useSlotAddForm(roomId, start);
  const errors = form.formState.errors;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
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
        <TextInput
          type="date"
          label={t('add.startDate')}
          required
          {...form.register('startDate')}
          error={message(errors.startDate, t('add.startDate'))}
        />
        <TextInput
          type="date"
          label={t('add.repeatUntil')}
          description={t('add.repeatHint')}
          {...form.register('repeatUntil', {
            setValueAs: (v: unknown) => (v === '' || v === undefined ? null : v),
          })}
          error={message(errors.repeatUntil, t('add.repeatUntil'))}
        />
        {showWeekdays ? <SlotWeekdays form={form} message={message} /> : null}
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
            {t('add.save')}
          </Button>
          <Button variant="default" component={Link} to={calendar}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
