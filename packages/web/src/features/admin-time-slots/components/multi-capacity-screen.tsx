import { Anchor, Button, Group, NumberInput, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { multiCapacitySchema } from '@lesesaal/domain/time-slots/schema';
import { useNotify } from '../../../components/notifications/notification-context';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useErrorMessage } from '../../../i18n/error-message';
import { useValidationMessage } from '../../../i18n/validation-message';
import { useSetCapacity } from '../api';
import { archiveToday } from './format';

/** Spec §2 admin `/room/{roomId}/time-slot-edit-multi-capacity/`: capacity over a date range. */
export function MultiCapacityScreen() {
  const { t } = useTranslation('admin-time-slots');
  const roomId = Number(useParams().roomId);
  const setCapacity = useSetCapacity(roomId);
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const validationMessage = useValidationMessage();
  const today = archiveToday();
  const [values, setValues] = useState({ fromDate: today, untilDate: today, capacity: 1 });
  const [errors, setErrors] = useState<Record<string, string>>({});
  useDocumentTitle(t('multi.title'));
  const labels: Record<string, string> = { fromDate: t('multi.fromDate'), untilDate: t('multi.untilDate'), capacity: t('multi.capacity') };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = multiCapacitySchema.safeParse(values);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= validationMessage(issue.message, labels[String(issue.path[0])] ?? '');
      setErrors(next);
      document.getElementById(`multi-${Object.keys(next)[0]}`)?.focus();
      return;
    }
    setErrors({});
    setCapacity.mutate(values, {
      onSuccess: (result) => notify({ type: 'success', title: t('multi.saved', { count: result.updated }) }),
      onError: (err) => notify({ type: 'error', title: errorMessage(err) }),
    });
  };
  return (
    <Stack gap="md" maw={480}>
      <Anchor component={Link} to={`/room/${roomId}/time-slots`}>{t('edit.back')}</Anchor>
      <Title order={1}>{t('multi.title')}</Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput id="multi-fromDate" type="date" label={t('multi.fromDate')} withAsterisk value={values.fromDate} onChange={(e) => setValues({ ...values, fromDate: e.currentTarget.value })} error={errors.fromDate} />
          <TextInput id="multi-untilDate" type="date" label={t('multi.untilDate')} withAsterisk value={values.untilDate} onChange={(e) => setValues({ ...values, untilDate: e.currentTarget.value })} error={errors.untilDate} />
          <NumberInput id="multi-capacity" label={t('multi.capacity')} withAsterisk min={0} max={99999} allowDecimal={false} value={values.capacity} onChange={(v) => setValues({ ...values, capacity: v === '' ? Number.NaN : Number(v) })} error={errors.capacity} />
          <Group>
            <Button type="submit" loading={setCapacity.isPending}>{t('multi.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
