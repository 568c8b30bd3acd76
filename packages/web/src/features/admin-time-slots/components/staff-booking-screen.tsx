import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { adminOwnerSchema, EMPTY_OWNER_FORM, SALUTATIONS, type AdminOwner } from '@lesesaal/domain/owners/schema';
import { isOverbooked } from '@lesesaal/domain/time-slots/rules';
import type { TimeSlot } from '@lesesaal/domain/time-slots/schema';
import { useApi } from '../../../api/api-context';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications/notification-context';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useErrorMessage } from '../../../i18n/error-message';
import { useValidationMessage } from '../../../i18n/validation-message';
import { slotQuery, useStaffBooking } from '../api';
import { calendarPath, displayDate } from './format';
import { SlotBackLinks } from './slot-back-links';

type OwnerForm = z.input<typeof adminOwnerSchema>;

const TEXT_FIELDS = [
  { name: 'title', required: false, type: 'text', autoComplete: 'honorific-prefix' },
  { name: 'firstName', required: true, type: 'text', autoComplete: 'off' },
  { name: 'lastName', required: true, type: 'text', autoComplete: 'off' },
  { name: 'organisation', required: false, type: 'text', autoComplete: 'off' },
  { name: 'email', required: false, type: 'email', autoComplete: 'off' },
  { name: 'phone', required: false, type: 'tel', autoComplete: 'off' },
] as const;

/** True when one more reservation puts the slot over capacity. */
const isFull = (slot: TimeSlot) => slot.ticketCount >= slot.capacity;

/**
 * Spec §2 admin `/room/{roomId}/time-slot-book/{id}`: staff book a person (spec §5 admin
 * booking rules). Allowed beyond capacity (DESIGN.md §5): a warning shows before, and the
 * pop-up after says when the slot is now overbooked.
 */
export function StaffBookingScreen() {
  const { t } = useTranslation('admin-time-slots');
  const params = useParams();
  const roomId = Number(params.roomId);
  const id = Number(params.id);
  const api = useApi();
  const slot = useQuery(slotQuery(api, roomId, id));
  useDocumentTitle(t('book.title'));
  const calendar = slot.data ? calendarPath(roomId, slot.data.date) : `/room/${roomId}/time-slots`;
  return (
    <Stack gap="md" maw={640}>
      <SlotBackLinks calendar={calendar} slot={`/room/${roomId}/time-slot-edit/${id}`} />
      <Title order={1}>{t('book.title')}</Title>
      <LoadState status={loadStatusOf(slot)} error={slot.error} back={{ to: calendar, label: t('nav.calendar') }}>
        {slot.data ? <StaffBooking slot={slot.data} /> : null}
      </LoadState>
    </Stack>
  );
}

function StaffBooking({ slot }: { slot: TimeSlot }) {
  const { t, i18n } = useTranslation('admin-time-slots');
  const book = useStaffBooking(slot.roomId, slot.id);
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const validationMessage = useValidationMessage();
  const navigate = useNavigate();
  const form = useForm<OwnerForm, unknown, AdminOwner>({ defaultValues: { ...EMPTY_OWNER_FORM }, resolver: zodResolver(adminOwnerSchema), shouldFocusError: true });
  const slotPath = `/room/${slot.roomId}/time-slot-edit/${slot.id}`;
  const submit = form.handleSubmit((owner) =>
    book.mutate(
      { ...owner, language: i18n.resolvedLanguage === 'en' ? 'en' : 'de' },
      {
        onSuccess: (ticket) => {
          notify(ticket.overbooked ? { type: 'warning', title: t('book.overbookedNow') } : { type: 'success', title: t('book.saved') });
          void navigate(slotPath);
        },
        onError: (error) => notify({ type: 'error', title: errorMessage(error) }),
      },
    ),
  );

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text fw={600}>{t('book.slot', { date: displayDate(slot.date), start: slot.startTime, end: slot.endTime, room: slot.roomName })}</Text>
        <Text>{t('book.occupancy', { tickets: slot.ticketCount, capacity: slot.capacity })}</Text>
      </Stack>
      {isFull(slot) || isOverbooked(slot) ? (
        <Alert color="yellow.9" variant="outline" title={t('calendar.overbooked')}>
          {t('book.warning', { tickets: slot.ticketCount, capacity: slot.capacity })}
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('required')}</Text>
          <Controller
            control={form.control}
            name="salutation"
            render={({ field }) => (
              <Select
                label={t('person.salutation')}
                data={SALUTATIONS.map((value) => ({ value, label: t(`person.salutations.${value}`) }))}
                value={field.value ?? 'NONE'}
                onChange={(value) => field.onChange(value ?? 'NONE')}
                allowDeselect={false}
              />
            )}
          />
          {TEXT_FIELDS.map(({ name, required, type, autoComplete }) => {
            const error = form.formState.errors[name];
            return (
              <TextInput
                key={name}
                type={type}
                label={t(`person.${name}`)}
                required={required}
                autoComplete={autoComplete}
                {...form.register(name)}
                error={error ? validationMessage(error.message, t(`person.${name}`)) : undefined}
              />
            );
          })}
          <Checkbox label={t('person.accessibility')} {...form.register('accessibility')} />
          <Group>
            <Button type="submit" loading={book.isPending}>
              {t('book.save')}
            </Button>
            <Button variant="default" component={Link} to={slotPath}>
              {t('cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
