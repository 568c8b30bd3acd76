import { Anchor, Button, Checkbox, Group, NumberInput, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { addDays, WEEKDAYS } from '@lesesaal/domain/dates';
import { timeSlotCreateDefaults, timeSlotCreateSchemaFor } from '@lesesaal/domain/time-slots/schema';
import { useNotify } from '../../../components/notifications/notification-context';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useErrorMessage } from '../../../i18n/error-message';
import { useValidationMessage } from '../../../i18n/validation-message';
import { useCreateSlots, type SlotSeriesInput } from '../api';
import { archiveToday } from './format';

/**
 * Spec §2 admin `/room/{id}/time-slot-add`: several slots at once. Defaults 00:00–23:59,
 * Monday–Friday, holidays excluded; weekdays shown only when repeatUntil ≥ start date.
 */
export function SlotAddScreen() {
  const { t } = useTranslation('admin-time-slots');
  const roomId = Number(useParams().id);
  const create = useCreateSlots(roomId);
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const validationMessage = useValidationMessage();
  const navigate = useNavigate();
  const today = archiveToday();
  const defaults = timeSlotCreateDefaults(addDays(today, 1));
  const [values, setValues] = useState<SlotSeriesInput>({
    startTime: defaults.startTime as string,
    endTime: defaults.endTime as string,
    startDate: defaults.startDate as string,
    repeatUntil: null,
    daysOfWeek: [...(defaults.daysOfWeek as string[])],
    includeHolidays: false,
    capacity: 1,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  useDocumentTitle(t('add.title'));
  const set = <K extends keyof SlotSeriesInput>(key: K, value: SlotSeriesInput[K]) => setValues((v) => ({ ...v, [key]: value }));
  const showWeekdays = values.repeatUntil !== null && values.repeatUntil >= values.startDate;
  const labels: Record<string, string> = { startTime: t('add.startTime'), endTime: t('add.endTime'), startDate: t('add.startDate'), repeatUntil: t('add.repeatUntil'), daysOfWeek: t('add.weekdays'), capacity: t('add.capacity') };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = timeSlotCreateSchemaFor(today).safeParse(values);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        next[field] ??= validationMessage(issue.message, labels[field] ?? field);
      }
      setErrors(next);
      document.getElementById(`slot-${Object.keys(next)[0]}`)?.focus();
      return;
    }
    setErrors({});
    create.mutate(values, {
      onSuccess: (result) => {
        const count = Array.isArray(result.createdTimeSlots) ? result.createdTimeSlots.length : result.createdTimeSlots;
        notify({ type: 'success', title: t('add.created', { count }) });
        void navigate(`/room/${roomId}/time-slots`);
      },
      onError: (err) => notify({ type: 'error', title: errorMessage(err) }),
    });
  };

  return (
    <Stack gap="md" maw={560}>
      <Anchor component={Link} to={`/room/${roomId}/time-slots`}>{t('edit.back')}</Anchor>
      <Title order={1}>{t('add.title')}</Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group grow>
            <TextInput id="slot-startTime" type="time" label={t('add.startTime')} withAsterisk value={values.startTime} onChange={(e) => set('startTime', e.currentTarget.value)} error={errors.startTime} />
            <TextInput id="slot-endTime" type="time" label={t('add.endTime')} withAsterisk value={values.endTime} onChange={(e) => set('endTime', e.currentTarget.value)} error={errors.endTime} />
          </Group>
          <TextInput id="slot-startDate" type="date" label={t('add.startDate')} withAsterisk value={values.startDate} onChange={(e) => set('startDate', e.currentTarget.value)} error={errors.startDate} />
          <TextInput id="slot-repeatUntil" type="date" label={t('add.repeatUntil')} value={values.repeatUntil ?? ''} onChange={(e) => set('repeatUntil', e.currentTarget.value || null)} error={errors.repeatUntil} />
          {showWeekdays ? (
            <Checkbox.Group id="slot-daysOfWeek" label={t('add.weekdays')} withAsterisk value={values.daysOfWeek} onChange={(v) => set('daysOfWeek', v)} error={errors.daysOfWeek}>
              <Group gap="md" mt={4}>
                {WEEKDAYS.map((day) => (
                  <Checkbox key={day} value={day} label={t(`weekday.${day}`)} />
                ))}
              </Group>
            </Checkbox.Group>
          ) : null}
          {showWeekdays ? <Checkbox label={t('add.includeHolidays')} checked={values.includeHolidays} onChange={(e) => set('includeHolidays', e.currentTarget.checked)} /> : null}
          <NumberInput id="slot-capacity" label={t('add.capacity')} withAsterisk min={0} max={99999} allowDecimal={false} value={values.capacity} onChange={(v) => set('capacity', v === '' ? Number.NaN : Number(v))} error={errors.capacity} />
          <Group>
            <Button type="submit" loading={create.isPending}>{t('add.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
