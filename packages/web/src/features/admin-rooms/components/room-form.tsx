import { Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DEFAULT_OPEN_END,
  DEFAULT_OPEN_START,
  type AdminRoom,
  type RoomCreate,
} from '@lesesaal/domain/rooms/schema';
import { CAPACITY, NO_SHOW_RELEASE_MINUTES } from '@lesesaal/domain/limits';
import {
  DEFAULT_RECORDS_SETTINGS,
  type RoomRecordsSettings,
} from '@lesesaal/domain/record-orders/schema';
import { NumberField } from '../../../components/number-field';
import { useRoomForm, type RoomFormValues } from '../use-room-form';
import { RoomApplicationField } from './room-application-field';
import { RoomDrawFields } from './room-draw-fields';
import { RoomRecordsFields } from './room-records-fields';
import { RoomStayField } from './room-stay-field';
import { RoomWindowFields } from './room-window-fields';

/** Form values of a new room: the window fallback, one seat. */
export const NEW_ROOM: RoomFormValues = {
  name: '',
  description: '',
  capacity: 1,
  openStart: DEFAULT_OPEN_START,
  openEnd: DEFAULT_OPEN_END,
  noShowReleaseMinutes: null,
  releaseTime: null,
  requiresApplication: false,
  openingDraw: null,
  records: DEFAULT_RECORDS_SETTINGS,
  maxStayDays: null,
};

export function roomFormValues(room: AdminRoom): RoomFormValues {
  return {
    name: room.name,
    description: room.description,
    capacity: room.capacity,
    openStart: room.openStart,
    openEnd: room.openEnd,
    noShowReleaseMinutes: room.noShowReleaseMinutes,
    releaseTime: room.releaseTime ?? null,
    requiresApplication: room.requiresApplication ?? false,
    openingDraw: room.openingDraw ?? null,
    records: (room.records as RoomRecordsSettings | undefined) ?? DEFAULT_RECORDS_SETTINGS,
    maxStayDays: room.maxStayDays ?? null,
  };
}

export interface RoomFormProps {
  defaultValues: RoomFormValues;
  saving: boolean;
  onSave: (values: RoomCreate) => void;
}

/**
 * The room fields with the domain schema: required markers, one message per
 * control (first failing rule, with its label) and focus on the first invalid control.
 */
export function RoomForm({ defaultValues, saving, onSave }: RoomFormProps) {
  const { t } = useTranslation('admin-rooms');
  const state = useRoomForm(defaultValues);
  const { form, message } = state;
  const errors = form.formState.errors;

  return (
    <form onSubmit={form.handleSubmit(onSave)} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('form.required')}</Text>
        <TextInput
          label={t('form.name')}
          required
          autoComplete="off"
          {...form.register('name')}
          error={message(errors.name, t('form.name'))}
        />
        <TextInput
          label={t('form.description')}
          required
          autoComplete="off"
          {...form.register('description')}
          error={message(errors.description, t('form.description'))}
        />
        <Controller
          control={form.control}
          name="capacity"
          render={({ field }) => (
            <NumberField
              label={t('form.capacity')}
              required
              min={CAPACITY.min}
              max={CAPACITY.max}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={message(errors.capacity, t('form.capacity'))}
            />
          )}
        />
        <RoomWindowFields {...state} />
        <RoomDrawFields {...state} />
        <Fieldset legend={t('form.checkIn')}>
          <Controller
            control={form.control}
            name="noShowReleaseMinutes"
            render={({ field }) => (
              <NumberField
                label={t('form.noShowReleaseMinutes')}
                description={t('form.noShowHint')}
                min={NO_SHOW_RELEASE_MINUTES.min}
                max={NO_SHOW_RELEASE_MINUTES.max}
                // empty: never (null), not an error
                value={field.value ?? Number.NaN}
                onChange={(value) => field.onChange(Number.isNaN(value) ? null : value)}
                onBlur={field.onBlur}
                ref={field.ref}
                maw={240}
                error={message(errors.noShowReleaseMinutes, t('form.noShowReleaseMinutes'))}
              />
            )}
          />
        </Fieldset>
        <RoomApplicationField {...state} />
        <RoomRecordsFields {...state} />
        <RoomStayField {...state} />
        <Group>
          <Button type="submit" loading={saving}>
            {t('form.save')}
          </Button>
          <Button variant="default" component={Link} to="/rooms">
            {t('form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
