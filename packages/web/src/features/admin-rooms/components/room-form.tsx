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
import {
  CAPACITY,
  NO_SHOW_RELEASE_MINUTES,
  OPEN_VALUE,
  RECORDS_LEAD_WORKING_DAYS,
  UNITS_PER_DAY,
  UNITS_PER_VISIT,
} from '@lesesaal/domain/limits';
import {
  DEFAULT_RECORDS_SETTINGS,
  RECORDS_ORDERING,
  type RoomRecordsSettings,
} from '@lesesaal/domain/record-orders/schema';
import { useState } from 'react';
import { NumberField } from '../../../components/number-field';
import { useValidationMessage } from '../../../i18n/validation-message';

type RoomFormValues = z.input<typeof roomCreateSchema>;

/** Form values of a new room: the window fallback, one seat. */
export const NEW_ROOM: RoomFormValues = {
  name: '',
  description: '',
  capacity: 1,
  openStart: DEFAULT_OPEN_START,
  openEnd: DEFAULT_OPEN_END,
  noShowReleaseMinutes: null,
  records: DEFAULT_RECORDS_SETTINGS,
};

export function roomFormValues(room: AdminRoom): RoomFormValues {
  return {
    name: room.name,
    description: room.description,
    capacity: room.capacity,
    openStart: room.openStart,
    openEnd: room.openEnd,
    noShowReleaseMinutes: room.noShowReleaseMinutes,
    records: (room.records as RoomRecordsSettings | undefined) ?? DEFAULT_RECORDS_SETTINGS,
  };
}

/** The first message of the pull times: the list's own, or the first time's. */
function pullTimesProblem(error: unknown): string | undefined {
  if (!error) return undefined;
  const own = (error as FieldError).message;
  if (own) return own;
  const items = Array.isArray(error) ? (error as (FieldError | undefined)[]) : [];
  return items.find((item) => item?.message)?.message ?? 'fallback';
}

/** Pull times as typed ("09:00, 13:00"): the list the schema checks, each time on its own. */
function PullTimesField({
  value,
  onChange,
  error,
  label,
  description,
}: {
  value: readonly string[] | undefined;
  onChange: (times: string[]) => void;
  error?: string;
  label: string;
  description: string;
}) {
  const [text, setText] = useState(() => (value ?? []).join(', '));
  return (
    <TextInput
      label={label}
      description={description}
      required
      autoComplete="off"
      value={text}
      maw={320}
      error={error}
      onChange={(e) => {
        setText(e.currentTarget.value);
        onChange(
          e.currentTarget.value
            .split(/[\s,;]+/)
            .map((time) => time.trim())
            .filter((time) => time !== ''),
        );
      }}
    />
  );
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
        <Fieldset legend={t('form.records.legend')}>
          <Stack gap="sm">
            <Text size="sm">{t('form.records.hint')}</Text>
            <Controller
              control={form.control}
              name="records.ordering"
              render={({ field }) => (
                <Select
                  label={t('form.records.ordering')}
                  data={RECORDS_ORDERING.map((value) => ({
                    value,
                    label: t(`form.records.modes.${value}`),
                  }))}
                  value={field.value ?? 'OFF'}
                  onChange={(value) => field.onChange(value ?? 'OFF')}
                  allowDeselect={false}
                  maw={320}
                />
              )}
            />
            <Group grow align="flex-start">
              {(
                [
                  ['maxUnitsPerVisit', UNITS_PER_VISIT],
                  ['maxUnitsPerDay', UNITS_PER_DAY],
                  ['leadWorkingDays', RECORDS_LEAD_WORKING_DAYS],
                ] as const
              ).map(([name, range]) => (
                <Controller
                  key={name}
                  control={form.control}
                  name={`records.${name}`}
                  render={({ field }) => (
                    <NumberField
                      label={t(`form.records.${name}`)}
                      required
                      min={range.min}
                      max={range.max}
                      value={field.value ?? Number.NaN}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      error={message(errors.records?.[name], t(`form.records.${name}`))}
                    />
                  )}
                />
              ))}
            </Group>
            <Text size="sm">{t('form.records.leadHint')}</Text>
            <TextInput
              type="time"
              label={t('form.records.deadlineTime')}
              required
              maw={200}
              {...form.register('records.deadlineTime')}
              error={message(errors.records?.deadlineTime, t('form.records.deadlineTime'))}
            />
            <Controller
              control={form.control}
              name="records.pullTimes"
              render={({ field }) => (
                <PullTimesField
                  label={t('form.records.pullTimes')}
                  description={t('form.records.pullTimesHint')}
                  value={field.value}
                  onChange={field.onChange}
                  error={
                    pullTimesProblem(errors.records?.pullTimes) === undefined
                      ? undefined
                      : validationMessage(
                          pullTimesProblem(errors.records?.pullTimes),
                          t('form.records.pullTimes'),
                        )
                  }
                />
              )}
            />
          </Stack>
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
