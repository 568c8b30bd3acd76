import { Fieldset } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { STAY_DAYS } from '@lesesaal/domain/limits';
import { NumberField } from '../../../components/number-field';
import type { RoomFormState } from '../use-room-form';

/**
 * The room's longest research stay in days (first to last day, 2–60): visitors hold the days
 * of a stay in one step where it is set; empty means the room takes no stays (null).
 */
export function RoomStayField({ form, message }: RoomFormState) {
  const { t } = useTranslation('admin-stays');
  return (
    <Fieldset legend={t('room.legend')}>
      <Controller
        control={form.control}
        name="maxStayDays"
        render={({ field }) => (
          <NumberField
            label={t('room.maxStayDays')}
            description={t('room.hint')}
            min={STAY_DAYS.min}
            max={STAY_DAYS.max}
            // empty: no stays (null), not an error
            value={field.value ?? Number.NaN}
            onChange={(value) => field.onChange(Number.isNaN(value) ? null : value)}
            onBlur={field.onBlur}
            ref={field.ref}
            maw={240}
            error={message(form.formState.errors.maxStayDays, t('room.maxStayDays'))}
          />
        )}
      />
    </Fieldset>
  );
}
