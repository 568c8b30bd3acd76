import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { CAPACITY } from '@lesesaal/domain/limits';
import { addDays, isValidIsoDate, WEEKDAYS } from '@lesesaal/domain/dates';
import {
  timeSlotCreateDefaults,
  timeSlotCreateSchemaFor,
  type TimeSlotCreate,
} from '@lesesaal/domain/time-slots/schema';
import { NumberField } from '../../../components/number-field';
import { useNotify } from '../../../components/notifications/notification-context';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useErrorMessage } from '../../../i18n/error-message';
import { useValidationMessage } from '../../../i18n/validation-message';
import { useCreateSlots } from '../api';
import { useArchiveToday } from '../../../components/archive-today';
import { calendarPath } from './format';
import { SlotBackLinks } from './slot-back-links';

type SlotSeriesForm = z.input<ReturnType<typeof timeSlotCreateSchemaFor>>;

/**
 * Staff screen `/room/{id}/time-slot-add`: several slots at once. Defaults from
 * the domain: 00:00–23:59, Monday–Friday, holidays excluded, starting tomorrow. The weekday
 * choice shows only once "repeat until" is on or after the first day.
 */
export function SlotAddScreen() {
  const { t } = useTranslation('admin-time-slots');
  const roomId = Number(useParams().id);
  const create = useCreateSlots(roomId);
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const validationMessage = useValidationMessage();
  const navigate = useNavigate();
  const today = useArchiveToday();
  const schema = useMemo(() => timeSlotCreateSchemaFor(today), [today]);
  const form = useForm<SlotSeriesForm, unknown, TimeSlotCreate>({
    defaultValues: timeSlotCreateDefaults(addDays(today, 1)),
    resolver: zodResolver(schema),
    shouldFocusError: true,
  });
  const [startDate, repeatUntil] = useWatch({
    control: form.control,
    name: ['startDate', 'repeatUntil'],
  });
  const showWeekdays =
    isValidIsoDate(repeatUntil) && isValidIsoDate(startDate) && repeatUntil >= startDate;
  const errors = form.formState.errors;
  const message = (error: FieldError | undefined, label: string) =>
    error ? validationMessage(error.message, label) : undefined;
  const calendar = `/room/${roomId}/time-slots`;
  useDocumentTitle(t('add.title'));

  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (result) => {
        notify({
          type: 'success',
          title: t('add.created', { count: result.createdTimeSlots.length }),
        });
        void navigate(calendarPath(roomId, values.startDate));
      },
      onError: (error) => notify({ type: 'error', title: errorMessage(error) }),
    }),
  );

  return (
    <Stack gap="md" maw={640}>
      <SlotBackLinks calendar={calendar} />
      <Title order={1}>{t('add.title')}</Title>
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
          {showWeekdays ? (
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
          ) : null}
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
            <Button type="submit" loading={create.isPending}>
              {t('add.save')}
            </Button>
            <Button variant="default" component={Link} to={calendar}>
              {t('cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
