import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  adminOwnerSchema,
  EMPTY_OWNER_FORM,
  type AdminOwner,
} from '@lesesaal/domain/owners/schema';
import { isFull } from '@lesesaal/domain/time-slots/rules';
import { formatDisplayDate } from '@lesesaal/domain/dates';
import { useApi } from '../../../api/api-context';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications/notification-context';
import { StaffOwnerFields, type StaffOwnerForm } from '../../../components/staff-owner-fields';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useErrorMessage } from '../../../i18n/error-message';
import { slotQuery, useStaffBooking, type TimeSlot } from '../api';
import { calendarPath } from './format';
import { SlotBackLinks } from './slot-back-links';
import { useSeriesDialog } from '../use-series-dialog';
import { SeriesDialog } from './series-dialog';

/**
 * Staff screen `/room/{roomId}/time-slot-book/{id}`: staff book a person (admin
 * booking rules). Allowed beyond capacity: a warning shows before, and the
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
      <LoadState
        status={loadStatusOf(slot)}
        error={slot.error}
        back={{ to: calendar, label: t('nav.calendar') }}
      >
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
  const navigate = useNavigate();
  const form = useForm<StaffOwnerForm, unknown, AdminOwner>({
    defaultValues: { ...EMPTY_OWNER_FORM },
    resolver: zodResolver(adminOwnerSchema),
    shouldFocusError: true,
  });
  const slotPath = `/room/${slot.roomId}/time-slot-edit/${slot.id}`;
  // a series of this person's visits: the same person form, checked before the dialog opens
  const series = useSeriesDialog(slot, slotPath);
  const { t: ts } = useTranslation('admin-stays');
  const language: 'de' | 'en' = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const openSeries = form.handleSubmit((owner) => series.open({ ...owner, language }));
  const submit = form.handleSubmit((owner) =>
    book.mutate(
      { ...owner, language },
      {
        onSuccess: (ticket) => {
          notify(
            ticket.overbooked
              ? { type: 'warning', title: t('book.overbookedNow') }
              : { type: 'success', title: t('book.saved') },
          );
          void navigate(slotPath);
        },
        onError: (error) => notify({ type: 'error', title: errorMessage(error) }),
      },
    ),
  );

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text fw={600}>
          {t('book.slot', {
            date: formatDisplayDate(slot.date),
            start: slot.startTime,
            end: slot.endTime,
            room: slot.roomName,
          })}
        </Text>
        <Text>{t('book.occupancy', { tickets: slot.ticketCount, count: slot.capacity })}</Text>
      </Stack>
      {isFull(slot) /* an overbooked slot is full too */ ? (
        <Alert color="yellow.9" variant="outline" title={t('calendar.overbooked')}>
          {t('book.warning', { tickets: slot.ticketCount, count: slot.capacity })}
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('required')}</Text>
          <StaffOwnerFields
            form={form}
            label={(field) => t(`person.${field}`)}
            salutation={(value) => t(`person.salutations.${value}`)}
          />
          <Group>
            <Button type="submit" loading={book.isPending}>
              {t('book.save')}
            </Button>
            <Button variant="default" onClick={() => void openSeries()}>
              {ts('series.open')}
            </Button>
            <Button variant="default" component={Link} to={slotPath}>
              {t('cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
      <SeriesDialog state={series} room={slot.roomName} />
    </Stack>
  );
}
