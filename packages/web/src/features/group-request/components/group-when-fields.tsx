import { NativeSelect, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GROUP_SEATS_MIN } from '@lesesaal/domain/group-visits/schema';
import { NumberField } from '../../../components/number-field';
import { useValidationMessage } from '../../../i18n/validation-message';
import type { GroupSlot } from '../api';
import type { GroupFormOutput, GroupFormValues } from '../group-form';

type GroupForm = UseFormReturn<GroupFormValues, unknown, GroupFormOutput>;

interface GroupWhenFieldsProps {
  form: GroupForm;
  /** tomorrow: the first day a group can ask for */
  first: string;
  /** the chosen day's slots a group can ask for; null while they load */
  slots: GroupSlot[] | null;
  /** the chosen slot (its capacity bounds the seats) */
  slot: GroupSlot | null;
}

/** A field's message, in words with its label. */
function useFieldMessage(form: GroupForm) {
  const validationMessage = useValidationMessage();
  const { errors } = form.formState;
  return (field: keyof GroupFormValues, label: string) => {
    const error = errors[field];
    return error ? validationMessage(error.message, label) : undefined;
  };
}

/** Day and slot, then seats or the whole room and the participants (optional). */
export function GroupWhenFields(props: GroupWhenFieldsProps) {
  return (
    <>
      <GroupSlotFields {...props} />
      <GroupSeatsFields form={props.form} slot={props.slot} />
    </>
  );
}

/** The day (tomorrow at the earliest) and one of its slots. */
function GroupSlotFields({ form, first, slots }: GroupWhenFieldsProps) {
  const { t } = useTranslation('groups');
  const message = useFieldMessage(form);
  return (
    <section aria-labelledby="group-when">
      <Title order={2} size="h3" id="group-when" mb="xs">
        {t('request.when')}
      </Title>
      <Stack gap="sm">
        <TextInput
          type="date"
          label={t('request.day')}
          description={t('request.dayHint')}
          required
          withAsterisk
          min={first}
          error={message('day', t('request.day'))}
          {...form.register('day')}
        />
        <div aria-live="polite">
          {slots === null ? (
            <Text size="sm">{t('request.slotsLoading')}</Text>
          ) : slots.length === 0 ? (
            <Text>{t('request.noSlots')}</Text>
          ) : null}
        </div>
        {slots !== null && slots.length > 0 ? (
          <NativeSelect
            label={t('request.slot')}
            required
            withAsterisk
            error={message('timeSlotId', t('request.slot'))}
            data={[
              { value: '', label: t('request.slotChoose') },
              ...slots.map((s) => ({
                value: String(s.id),
                label: t('request.slotOption', {
                  start: s.startTime,
                  end: s.endTime,
                  free: Math.max(0, s.capacity - s.ticketCount),
                  count: s.capacity,
                }),
              })),
            ]}
            {...form.register('timeSlotId')}
          />
        ) : null}
      </Stack>
    </section>
  );
}

/** Seats (2 up to the slot's capacity) or the whole room, and the participants. */
function GroupSeatsFields({ form, slot }: Pick<GroupWhenFieldsProps, 'form' | 'slot'>) {
  const { t } = useTranslation('groups');
  const message = useFieldMessage(form);
  const scope = form.watch('scope');
  return (
    <section aria-labelledby="group-seats">
      <Title order={2} size="h3" id="group-seats" mb="xs">
        {t('request.seatsTitle')}
      </Title>
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="scope"
          render={({ field }) => (
            <Radio.Group
              label={t('request.scope')}
              value={field.value}
              onChange={(value) => field.onChange(value)}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="seats" label={t('request.scopeSeats')} />
                <Radio
                  value="room"
                  label={t('request.scopeRoom')}
                  description={t('request.scopeRoomHint')}
                />
              </Stack>
            </Radio.Group>
          )}
        />
        {scope === 'seats' ? (
          <Controller
            control={form.control}
            name="seats"
            render={({ field }) => (
              <NumberField
                label={t('request.seats')}
                description={
                  slot
                    ? t('request.seatsHint', { count: Math.max(GROUP_SEATS_MIN, slot.capacity) })
                    : t('request.seatsMin')
                }
                required
                withAsterisk
                min={GROUP_SEATS_MIN}
                max={slot?.capacity}
                maw={240}
                error={message('seats', t('request.seats'))}
                {...field}
              />
            )}
          />
        ) : null}
        <Controller
          control={form.control}
          name="participants"
          render={({ field }) => (
            <NumberField
              label={t('request.participants')}
              description={t('request.participantsHint')}
              min={1}
              maw={240}
              error={message('participants', t('request.participants'))}
              {...field}
            />
          )}
        />
      </Stack>
    </section>
  );
}
