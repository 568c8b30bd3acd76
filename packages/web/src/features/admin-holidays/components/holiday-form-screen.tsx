import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { formatDisplayDate } from '@lesesaal/domain/dates';
import { holidayCreateSchema, type HolidayCreate } from '@lesesaal/domain/holidays/schema';
import { HOLIDAY_DESCRIPTION_MAX, HOLIDAY_NAME_MAX } from '@lesesaal/domain/limits';
import { useApi } from '../../../api/api-context';
import { useArchiveToday } from '../../../components/archive-today';
import { BackLinks } from '../../../components/back-links';
import { ConfirmButton } from '../../../components/confirm-button';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications/notification-context';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useErrorMessage } from '../../../i18n/error-message';
import { useValidationMessage } from '../../../i18n/validation-message';
import {
  holidayQuery,
  useAddHoliday,
  useDeleteHoliday,
  useUpdateHoliday,
  type Holiday,
} from '../api';

/** Staff screen `/holiday-add` and `/holiday-edit/{id}`. */
export function HolidayFormScreen() {
  const id = useParams().id;
  return id === undefined ? <HolidayAdd /> : <HolidayEdit id={Number(id)} />;
}

export function HolidayBackLinks({ year }: { year?: number }) {
  const { t } = useTranslation('admin-holidays');
  return (
    <BackLinks
      label={t('nav.label')}
      links={[
        { to: year ? `/holiday-list?year=${year}` : '/holiday-list', label: t('nav.holidays') },
        { to: '/', label: t('nav.dashboard') },
      ]}
    />
  );
}

const listOfYear = (date: string) => `/holiday-list?year=${date.slice(0, 4)}`;
type FormValues = z.input<typeof holidayCreateSchema>;

interface HolidayFormProps {
  defaultValues: FormValues;
  saving: boolean;
  /** the failure of the last save: shown as the form's error state */
  error: unknown;
  onSave: (values: HolidayCreate) => void;
}

function HolidayForm({ defaultValues, saving, error, onSave }: HolidayFormProps) {
  const { t } = useTranslation('admin-holidays');
  const validationMessage = useValidationMessage();
  const errorMessage = useErrorMessage();
  const today = useArchiveToday();
  const form = useForm<FormValues, unknown, HolidayCreate>({
    defaultValues,
    resolver: zodResolver(holidayCreateSchema),
    shouldFocusError: true,
  });
  const errors = form.formState.errors;
  const message = (fieldError: FieldError | undefined, label: string) =>
    fieldError ? validationMessage(fieldError.message, label) : undefined;
  return (
    <form onSubmit={form.handleSubmit(onSave)} noValidate>
      <Stack gap="sm">
        {error ? (
          <Alert color="red.9" variant="outline" role="alert" title={t('form.failed')}>
            {errorMessage(error)}
          </Alert>
        ) : null}
        <Text size="sm">{t('form.required')}</Text>
        <TextInput
          type="date"
          label={t('fields.date')}
          required
          {...form.register('date')}
          error={message(errors.date, t('fields.date'))}
        />
        <TextInput
          label={t('fields.name')}
          required
          maxLength={HOLIDAY_NAME_MAX}
          {...form.register('name')}
          error={message(errors.name, t('fields.name'))}
        />
        <Textarea
          label={t('fields.description')}
          description={t('form.descriptionHint', { count: HOLIDAY_DESCRIPTION_MAX })}
          rows={3}
          {...form.register('description')}
          error={message(errors.description, t('fields.description'))}
        />
        <Group>
          <Button type="submit" loading={saving}>
            {t('form.save')}
          </Button>
          <Button
            variant="default"
            component={Link}
            to={listOfYear(String(defaultValues.date || today))}
          >
            {t('form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function HolidayAdd() {
  const { t } = useTranslation('admin-holidays');
  const add = useAddHoliday();
  const notify = useNotify();
  const navigate = useNavigate();
  useDocumentTitle(t('form.addTitle'));
  const save = (values: HolidayCreate) =>
    add.mutate(values, {
      onSuccess: (holiday) => {
        notify({
          type: 'success',
          title: t('form.added'),
          description: `${holiday.name}, ${formatDisplayDate(holiday.date)}`,
        });
        // the visits already booked that day stay booked: the list shows them to staff
        void navigate(listOfYear(holiday.date), {
          state: { bookingsOnHolidays: holiday.bookingsOnHolidays },
        });
      },
    });
  return (
    <Stack gap="md" maw={640}>
      <HolidayBackLinks />
      <Title order={1}>{t('form.addTitle')}</Title>
      <HolidayForm
        defaultValues={{ date: '', name: '', description: '' }}
        saving={add.isPending}
        error={add.error}
        onSave={save}
      />
    </Stack>
  );
}

function HolidayEdit({ id }: { id: number }) {
  const { t } = useTranslation('admin-holidays');
  const api = useApi();
  const holiday = useQuery(holidayQuery(api, id));
  const title = holiday.data
    ? t('form.editTitle', { name: holiday.data.name })
    : t('form.editTitleLoading');
  useDocumentTitle(title);
  return (
    <Stack gap="md" maw={640}>
      <HolidayBackLinks year={holiday.data ? Number(holiday.data.date.slice(0, 4)) : undefined} />
      <Title order={1}>{title}</Title>
      <LoadState
        status={loadStatusOf(holiday)}
        error={holiday.error}
        back={{ to: '/holiday-list', label: t('nav.holidays') }}
      >
        {holiday.data ? (
          <HolidayEditForm
            key={`${holiday.data.id}-${holiday.data.version}`}
            holiday={holiday.data}
          />
        ) : null}
      </LoadState>
    </Stack>
  );
}

function HolidayEditForm({ holiday }: { holiday: Holiday }) {
  const { t } = useTranslation('admin-holidays');
  const update = useUpdateHoliday(holiday.id);
  const remove = useDeleteHoliday();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  // mutateAsync, not mutate's callbacks: the saved holiday's new version remounts this form
  // (its key), and a deleted one unmounts it; mutate's callbacks die with the old form
  const save = (values: HolidayCreate) =>
    update.mutateAsync({ ...values, id: holiday.id, version: holiday.version }).then(
      (saved) => {
        notify({
          type: 'success',
          title: t('form.saved'),
          description: `${saved.name}, ${formatDisplayDate(saved.date)}`,
        });
        void navigate(listOfYear(saved.date), {
          state: { bookingsOnHolidays: saved.bookingsOnHolidays },
        });
      },
      () => undefined, // shown by the form (update.error)
    );
  const deleteHoliday = () =>
    remove.mutateAsync(holiday.id).then(
      () => {
        notify({
          type: 'success',
          title: t('form.deleted'),
          description: `${holiday.name}, ${formatDisplayDate(holiday.date)}`,
        });
        void navigate(listOfYear(holiday.date));
      },
      (error: unknown) => notify({ type: 'error', title: errorMessage(error) }),
    );
  return (
    <Stack gap="xl">
      <HolidayForm
        defaultValues={{
          date: holiday.date,
          name: holiday.name,
          description: holiday.description ?? '',
        }}
        saving={update.isPending}
        error={update.error}
        onSave={save}
      />
      <section aria-labelledby="holiday-delete-title">
        <Title order={2} size="h3" id="holiday-delete-title" mb="sm">
          {t('form.deleteTitle')}
        </Title>
        <ConfirmButton
          label={t('form.delete')}
          question={t('form.confirmDelete', {
            name: holiday.name,
            date: formatDisplayDate(holiday.date),
          })}
          confirmLabel={t('form.confirm')}
          cancelLabel={t('form.keep')}
          loading={remove.isPending}
          onConfirm={deleteHoliday}
        />
      </section>
    </Stack>
  );
}
