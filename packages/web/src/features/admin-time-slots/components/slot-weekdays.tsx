import { Checkbox, Group } from '@mantine/core';
import { Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS } from '@lesesaal/domain/dates';
import type { useSlotAddForm } from '../use-slot-add-form';

type SlotAddForm = ReturnType<typeof useSlotAddForm>;

/** The weekdays a series repeats on, and whether it includes holidays. */
export function SlotWeekdays({ form, message }: Pick<SlotAddForm, 'form' | 'message'>) {
  const { t } = useTranslation('admin-time-slots');
  const errors = form.formState.errors;
  return (
    <>
      <Controller
        control={form.control}
        name="daysOfWeek"
        render={({ field }) => (
          <Checkbox.Group
            label={t('add.weekdays')}
            withAsterisk
            value={field.value as string[]}
            onChange={field.onChange}
            error={message(errors.daysOfWeek as FieldError | undefined, t('add.weekdays'))}
          >
            <Group gap="md" mt={4}>
              {WEEKDAYS.map((day, index) => (
                <Checkbox
                  key={day}
                  value={day}
                  label={t(`weekday.${day}`)}
                  ref={index === 0 ? field.ref : undefined}
                />
              ))}
            </Group>
          </Checkbox.Group>
        )}
      />
      <Checkbox label={t('add.includeHolidays')} {...form.register('includeHolidays')} />
    </>
  );
}
