import { Fieldset, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OPEN_VALUE } from '@lesesaal/domain/limits';
import { DAY_TYPES } from '@lesesaal/domain/rooms/schema';
import { NumberField } from '../../../components/number-field';
import type { RoomFormState } from '../use-room-form';

/**
 * The booking window: how far ahead it opens and closes, each a number and its unit, and the
 * time of day at which a new day opens (empty: midnight).
 */
export function RoomWindowFields(state: RoomFormState) {
  const { t } = useTranslation('admin-rooms');
  const { form, message } = state;
  return (
    <Fieldset legend={t('form.window')}>
      <Stack gap="sm">
        <Text size="sm">{t('form.windowHint')}</Text>
        <WindowBound which="openStart" {...state} />
        <WindowBound which="openEnd" {...state} />
        <TextInput
          type="time"
          label={t('form.releaseTime')}
          description={t('form.releaseTimeHint')}
          maw={240}
          // empty: midnight (null), not an error
          {...form.register('releaseTime', { setValueAs: (v: unknown) => (v ? v : null) })}
          error={message(form.formState.errors.releaseTime, t('form.releaseTime'))}
        />
      </Stack>
    </Fieldset>
  );
}

function WindowBound({ which, form, message }: RoomFormState & { which: 'openStart' | 'openEnd' }) {
  const { t } = useTranslation('admin-rooms');
  const errors = form.formState.errors;
  return (
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
}
