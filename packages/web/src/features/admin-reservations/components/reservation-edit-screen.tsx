import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { formatDisplayDate } from '@lesesaal/domain/dates';
import { adminOwnerSchema, type AdminOwner } from '@lesesaal/domain/owners/schema';
import { formatBookingNumber } from '@lesesaal/domain/tickets/booking-number';
import { useApi } from '../../../api/api-context';
import { BackLinks } from '../../../components/back-links';
import { ConfirmButton } from '../../../components/confirm-button';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications/notification-context';
import { StaffOwnerFields, type StaffOwnerForm } from '../../../components/staff-owner-fields';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useErrorMessage } from '../../../i18n/error-message';
import {
  ownerTicketsQuery,
  reservationQuery,
  useCancelTickets,
  useUpdateOwner,
  type Ticket,
} from '../api';
import { ReservationUnits } from './reservation-units';

const slotText = (ticket: Ticket) =>
  `${formatDisplayDate(ticket.date)}, ${ticket.startTime}–${ticket.endTime}, ${ticket.roomName}`;

/**
 * Spec §2 admin `/reservations/{id}`: change the person's data of a booked reservation, and
 * cancel it together with other cancelable reservations of the same booking (owner); asking
 * for confirmation first can be switched off.
 */
export function ReservationEditScreen() {
  const { t } = useTranslation('admin-reservations');
  const id = Number(useParams().id);
  const api = useApi();
  const ticket = useQuery(reservationQuery(api, id));
  useDocumentTitle(t('edit.title'));
  return (
    <Stack gap="md" maw={720}>
      <BackLinks
        label={t('nav.label')}
        links={[
          { to: '/reservations', label: t('nav.reservations') },
          { to: '/', label: t('nav.dashboard') },
        ]}
      />
      <Title order={1}>{t('edit.title')}</Title>
      <LoadState
        status={loadStatusOf(ticket)}
        error={ticket.error}
        back={{ to: '/reservations', label: t('nav.reservations') }}
      >
        {ticket.data ? <ReservationEdit key={ticket.data.id} ticket={ticket.data} /> : null}
      </LoadState>
    </Stack>
  );
}

function ReservationEdit({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('admin-reservations');
  const update = useUpdateOwner(ticket.id);
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const form = useForm<StaffOwnerForm, unknown, AdminOwner>({
    defaultValues: {
      salutation: ticket.salutation ?? 'NONE',
      title: ticket.title ?? '',
      firstName: ticket.firstName ?? '',
      lastName: ticket.lastName ?? '',
      organisation: ticket.organisation ?? '',
      email: ticket.email ?? '',
      phone: ticket.phone ?? '',
      accessibility: ticket.accessibility ?? false,
    },
    resolver: zodResolver(adminOwnerSchema),
    shouldFocusError: true,
  });
  const save = form.handleSubmit((owner) =>
    update.mutate(owner, {
      onSuccess: () => notify({ type: 'success', title: t('edit.saved') }),
      onError: (error) => notify({ type: 'error', title: errorMessage(error) }),
    }),
  );
  const editable = ticket.status === 'BOOKED' && ticket.cancelable;

  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Text fw={600}>{slotText(ticket)}</Text>
        {ticket.seatLabel || ticket.seatMissing ? (
          <Text>
            {ticket.seatLabel ? t('edit.seat', { label: ticket.seatLabel }) : t('noSeat')}
          </Text>
        ) : null}
        <Text>
          {t('edit.booking', {
            number: ticket.bookingNumber ? formatBookingNumber(ticket.bookingNumber) : '–',
            status: t(`status.${ticket.status}`),
          })}
        </Text>
      </Stack>
      {editable ? (
        <section aria-labelledby="reservation-person">
          <Title order={2} size="h3" id="reservation-person" mb="sm">
            {t('edit.person')}
          </Title>
          <form onSubmit={save} noValidate>
            <Stack gap="sm">
              <Text size="sm">{t('edit.required')}</Text>
              <StaffOwnerFields
                form={form}
                label={(field) => t(`person.${field}`)}
                salutation={(value) => t(`person.salutations.${value}`)}
              />
              <Group>
                <Button type="submit" loading={update.isPending}>
                  {t('edit.save')}
                </Button>
                <Button variant="default" component={Link} to="/reservations">
                  {t('edit.back')}
                </Button>
              </Group>
            </Stack>
          </form>
        </section>
      ) : (
        <Text>{t('edit.notEditable')}</Text>
      )}
      <ReservationUnits ticketId={ticket.id} editable={ticket.status === 'BOOKED'} />
      {editable && ticket.ownerId ? (
        <CancelSection ticket={ticket} ownerId={ticket.ownerId} />
      ) : null}
    </Stack>
  );
}

function CancelSection({ ticket, ownerId }: { ticket: Ticket; ownerId: string }) {
  const { t } = useTranslation('admin-reservations');
  const api = useApi();
  const related = useQuery(ownerTicketsQuery(api, ownerId));
  const cancel = useCancelTickets();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const [also, setAlso] = useState<number[]>([]);
  const [confirm, setConfirm] = useState(true);
  const others = (related.data ?? []).filter((other) => other.id !== ticket.id && other.cancelable);
  const ids = [ticket.id, ...also];
  const run = () =>
    cancel.mutate(ids, {
      onSuccess: (cancelled) => {
        notify({ type: 'success', title: t('cancel.done', { count: cancelled.length }) });
        void navigate('/reservations');
        void cancel.refresh();
      },
      onError: (error) => notify({ type: 'error', title: errorMessage(error) }),
    });

  return (
    <section aria-labelledby="reservation-cancel">
      <Title order={2} size="h3" id="reservation-cancel" mb="sm">
        {t('cancel.title')}
      </Title>
      <Stack gap="sm">
        {others.length > 0 ? (
          <Checkbox.Group
            label={t('cancel.also')}
            value={also.map(String)}
            onChange={(values) => setAlso(values.map(Number))}
          >
            <Stack gap={6} mt="xs">
              {others.map((other) => (
                <Checkbox key={other.id} value={String(other.id)} label={slotText(other)} />
              ))}
            </Stack>
          </Checkbox.Group>
        ) : null}
        <Switch
          label={t('cancel.confirmToggle')}
          checked={confirm}
          onChange={(e) => setConfirm(e.currentTarget.checked)}
        />
        <div>
          {confirm ? (
            <ConfirmButton
              label={t('cancel.button', { count: ids.length })}
              question={t('cancel.question', { count: ids.length })}
              confirmLabel={t('cancel.confirm')}
              cancelLabel={t('cancel.keep')}
              loading={cancel.isPending}
              onConfirm={run}
            />
          ) : (
            <Button color="red.8" loading={cancel.isPending} onClick={run}>
              {t('cancel.button', { count: ids.length })}
            </Button>
          )}
        </div>
      </Stack>
    </section>
  );
}
