import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Checkbox, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { adminOwnerSchema, SALUTATIONS } from '@lesesaal/domain/owners/schema';
import { isOverbooked } from '@lesesaal/domain/time-slots/rules';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications/notification-context';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useErrorMessage } from '../../../i18n/error-message';
import { useValidationMessage } from '../../../i18n/validation-message';
import { useSlot, useStaffBooking } from '../api';
import { displayDate } from './format';

interface PersonForm {
  salutation: string;
  title: string;
  firstName: string;
  lastName: string;
  organisation: string;
  email: string;
  phone: string;
  accessibility: boolean;
}
const FIELDS = ['title', 'firstName', 'lastName', 'organisation', 'email', 'phone'] as const;
const REQUIRED = new Set(['firstName', 'lastName']);

/** Spec §2 admin `/room/{roomId}/time-slot-book/{id}`: book a person, beyond capacity with a warning. */
export function StaffBookingScreen() {
  const { t, i18n } = useTranslation('admin-time-slots');
  const params = useParams();
  const roomId = Number(params.roomId);
  const id = Number(params.id);
  const slot = useSlot(roomId, id);
  const book = useStaffBooking(roomId, id);
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const validationMessage = useValidationMessage();
  const navigate = useNavigate();
  const form = useForm<PersonForm>({
    defaultValues: { salutation: 'NONE', title: '', firstName: '', lastName: '', organisation: '', email: '', phone: '', accessibility: false },
    resolver: zodResolver(adminOwnerSchema) as never,
    shouldFocusError: true,
  });
  useDocumentTitle(t('book.title'));
  const full = slot.data ? slot.data.ticketCount >= slot.data.capacity : false;
  const submit = form.handleSubmit((values) =>
    book.mutate(
      { ...values, language: i18n.language.slice(0, 2) === 'en' ? 'en' : 'de' },
      {
        onSuccess: (ticket) => {
          notify({ type: ticket.overbooked ? 'warning' : 'success', title: ticket.overbooked ? t('book.overbookedNow') : t('book.saved') });
          void navigate(`/room/${roomId}/time-slot-edit/${id}`);
        },
        onError: (err) => notify({ type: 'error', title: errorMessage(err) }),
      },
    ),
  );
  return (
    <Stack gap="md" maw={560}>
      <Anchor component={Link} to={`/room/${roomId}/time-slot-edit/${id}`}>{t('edit.back')}</Anchor>
      <Title order={1}>{t('book.title')}</Title>
      <LoadState status={loadStatusOf(slot)} error={slot.error}>
        {slot.data ? (
          <TextInput readOnly label={t('overbooked.slot')} value={`${displayDate(slot.data.date)}, ${slot.data.startTime}–${slot.data.endTime}, ${slot.data.roomName}`} />
        ) : null}
        {full || (slot.data && isOverbooked(slot.data)) ? (
          <Alert role="alert" color="yellow" variant="outline">
            {t('book.warning', { tickets: slot.data?.ticketCount, capacity: slot.data?.capacity })}
          </Alert>
        ) : null}
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Controller
              control={form.control}
              name="salutation"
              render={({ field }) => (
                <Select label={t('person.salutation')} data={SALUTATIONS.map((v) => ({ value: v, label: t(`person.salutations.${v}`) }))} value={field.value} onChange={(v) => field.onChange(v ?? 'NONE')} allowDeselect={false} />
              )}
            />
            {FIELDS.map((name) => {
              const error = form.formState.errors[name];
              return (
                <TextInput key={name} label={t(`person.${name}`)} withAsterisk={REQUIRED.has(name)} type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'} error={error ? validationMessage(error.message, t(`person.${name}`)) : undefined} {...form.register(name)} />
              );
            })}
            <Checkbox label={t('person.accessibility')} {...form.register('accessibility')} />
            <Group>
              <Button type="submit" loading={book.isPending}>{t('book.save')}</Button>
            </Group>
          </Stack>
        </form>
      </LoadState>
    </Stack>
  );
}
