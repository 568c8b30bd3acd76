import { Fieldset, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RECORDS_LEAD_WORKING_DAYS, UNITS_PER_DAY, UNITS_PER_VISIT } from '@lesesaal/domain/limits';
import { RECORDS_ORDERING } from '@lesesaal/domain/record-orders/schema';
import { NumberField } from '../../../components/number-field';
import { useValidationMessage } from '../../../i18n/validation-message';
import type { RoomFormState } from '../use-room-form';

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

/** The room's rules for ordering records: mode, limits, deadline and pull times. */
export function RoomRecordsFields({ form, message }: RoomFormState) {
  const { t } = useTranslation('admin-rooms');
  const validationMessage = useValidationMessage();
  const errors = form.formState.errors;
  return (
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
  );
}
