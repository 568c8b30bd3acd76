import { Fieldset, Stack, Switch, Text } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OPENING_DRAW_LIMITS, type OpeningDraw } from '@lesesaal/domain/opening/schema';
import { NumberField } from '../../../components/number-field';
import type { RoomFormState } from '../use-room-form';

/** What the switch fills in when staff turn the fair opening on. */
export const DEFAULT_OPENING_DRAW: OpeningDraw = {
  preWindowMinutes: 30,
  admitPerMinute: 20,
  turnMinutes: 10,
};

const FIELDS = ['preWindowMinutes', 'admitPerMinute', 'turnMinutes'] as const;

/**
 * The fair opening of each new day (the draw): a switch, and when it is on the waiting room's
 * lead, the places let in per minute and each place's time to book. It works at the room's
 * release time (the field above), which the hint says.
 */
export function RoomDrawFields({ form, message }: RoomFormState) {
  const { t } = useTranslation('admin-rooms');
  const draw = useWatch({ control: form.control, name: 'openingDraw' });
  const errors = form.formState.errors.openingDraw;
  return (
    <Fieldset legend={t('form.draw')}>
      <Stack gap="sm">
        <Text size="sm" id="room-draw-hint">
          {t('form.drawHint')}
        </Text>
        <Controller
          control={form.control}
          name="openingDraw"
          render={({ field }) => (
            <Switch
              label={t('form.drawOn')}
              aria-describedby="room-draw-hint"
              checked={field.value != null}
              onChange={(event) =>
                field.onChange(event.currentTarget.checked ? DEFAULT_OPENING_DRAW : null)
              }
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        {draw
          ? FIELDS.map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={`openingDraw.${name}`}
                render={({ field }) => (
                  <NumberField
                    label={t(`form.${name}`)}
                    description={t(`form.${hintOf[name]}`)}
                    required
                    min={OPENING_DRAW_LIMITS[name].min}
                    max={OPENING_DRAW_LIMITS[name].max}
                    value={field.value ?? Number.NaN}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    maw={360}
                    error={message(errors?.[name], t(`form.${name}`))}
                  />
                )}
              />
            ))
          : null}
      </Stack>
    </Fieldset>
  );
}

const hintOf = {
  preWindowMinutes: 'preWindowHint',
  admitPerMinute: 'admitPerMinuteHint',
  turnMinutes: 'turnMinutesHint',
} as const;
