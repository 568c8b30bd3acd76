import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  DAY_TYPES,
  DEFAULT_OPEN_END,
  DEFAULT_OPEN_START,
  roomCreateSchema,
  type AdminRoom,
  type RoomCreate,
} from '@lesesaal/domain/rooms/schema';
import { CAPACITY, NO_SHOW_RELEASE_MINUTES, OPEN_VALUE } from '@lesesaal/domain/limits';
import { NumberField } from '../../../components/number-field';
import { useValidationMessage } from '../../../i18n/validation-message';

type RoomFormValues = z.input<typeof roomCreateSchema>;

/** Form values of a new room: the spec §9 window fallback, one seat. */
export const NEW_ROOM: RoomFormValues = {
  name: '',
  description: '',
  capacity: 1,
  openStart: DEFAULT_OPEN_START,
  openEnd: DEFAULT_OPEN_END,
  noShowReleaseMinutes: null,
};

export function roomFormValues(room: AdminRoom): RoomFormValues {
  return {
    name: room.name,
    description: room.description,
    capacity: room.capacity,
    openStart: room.openStart,
    openEnd: room.openEnd,
    noShowReleaseMinutes: room.noShowReleaseMinutes,
  };
}

export interface RoomFormProps {
  defaultValues: RoomFormValues;
  saving: boolean;
  onSave: (values: RoomCreate) => void;
}

/**
 * The room fields of spec §5 with the domain schema: required markers, one message per
 * control (first failing rule, with its label) and focus on the first invalid control.
 */
export function RoomForm({ defaultValues, saving, onSave }: RoomFormProps) {
  const { t } = useTranslation('admin-rooms');
  const validationMessage = useValidationMessage();
  const form = useForm<RoomFormValues, unknown, RoomCreate>({
    defaultValues,
    resolver: zodResolver(roomCreateSchema),
    shouldFocusError: true,
  });
  const errors = form.formState.errors;
  const message = (error: FieldError | undefined, label: string) =>
    error ? validationMessage(error.message, label) : undefined;

  const bound = (which: 'openStart' | 'openEnd') => (
    <Group grow align="flex-start">
      <Controller
        control={form.control}
        name={`${which}.value`}
        render={({ field }) => (
          <NumberField
            label={t(`form.${which}`)}
            required
            min={OPEN_VALUE.min}
            max={OPEN_VALUE.max}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={message(errors[which]?.value, t(`form.${which}`))}
          />
        )}
      />
      <Controller
        control={form.control}
        name={`${which}.type`}
        render={({ field }) => (
          <Select
            label={t(`form.${which}Type`)}
            data={DAY_TYPES.map((value) => ({ value, label: t(`form.types.${value}`) }))}
            value={field.value ?? 'DAY'}
            onChange={(value) => field.onChange(value ?? 'DAY')}
            allowDeselect={false}
          />
        )}
      />
    </Group>
  );

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
        <Fieldset legend={t('form.window')}>
          <Stack gap="sm">
            <Text size="sm">{t('form.windowHint')}</Text>
            {bound('openStart')}
            {bound('openEnd')}
          </Stack>
        </Fieldset>
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
