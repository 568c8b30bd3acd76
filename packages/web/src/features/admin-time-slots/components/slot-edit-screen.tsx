import { Alert, Anchor, Button, Group, NumberInput, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { timeSlotUpdateSchema } from '@lesesaal/domain/time-slots/schema';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications/notification-context';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useErrorMessage } from '../../../i18n/error-message';
import { useValidationMessage } from '../../../i18n/validation-message';
import { useDeleteSlot, useSlot, useSlotTickets, useUpdateSlot } from '../api';
import { displayDate } from './format';

/** Spec §2 admin `/room/{roomId}/time-slot-edit/{id}`: times, capacity, reservations, delete. */
export function SlotEditScreen() {
  const { t } = useTranslation('admin-time-slots');
  const params = useParams();
  const roomId = Number(params.roomId);
  const id = Number(params.id);
  const slot = useSlot(roomId, id);
  const tickets = useSlotTickets(id);
  const update = useUpdateSlot(roomId, id);
  const remove = useDeleteSlot(roomId, id);
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const validationMessage = useValidationMessage();
  const navigate = useNavigate();
  const [values, setValues] = useState({ startTime: '', endTime: '', capacity: 0 });
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (slot.data) setValues({ startTime: slot.data.startTime, endTime: slot.data.endTime, capacity: slot.data.capacity });
  }, [slot.data]);
  const title = t('edit.title', { date: slot.data ? displayDate(slot.data.date) : '' });
  useDocumentTitle(title);
  const labels: Record<string, string> = { startTime: t('add.startTime'), endTime: t('add.endTime'), capacity: t('add.capacity') };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = timeSlotUpdateSchema.safeParse(values);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= validationMessage(issue.message, labels[String(issue.path[0])] ?? '');
      setErrors(next);
      document.getElementById(`edit-${Object.keys(next)[0]}`)?.focus();
      return;
    }
    setErrors({});
    update.mutate(values, {
      onSuccess: () => notify({ type: 'success', title: t('edit.saved') }),
      onError: (err) => notify({ type: 'error', title: errorMessage(err) }),
    });
  };
  const list = tickets.data ?? [];
  return (
    <Stack gap="md" maw={720}>
      <Anchor component={Link} to={`/room/${roomId}/time-slots`}>{t('edit.back')}</Anchor>
      <Title order={1}>{title}</Title>
      <LoadState status={loadStatusOf(slot)} error={slot.error} back={{ to: `/room/${roomId}/time-slots`, label: t('edit.back') }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm" maw={480}>
            <Group grow>
              <TextInput id="edit-startTime" type="time" label={t('add.startTime')} withAsterisk value={values.startTime} onChange={(e) => setValues({ ...values, startTime: e.currentTarget.value })} error={errors.startTime} />
              <TextInput id="edit-endTime" type="time" label={t('add.endTime')} withAsterisk value={values.endTime} onChange={(e) => setValues({ ...values, endTime: e.currentTarget.value })} error={errors.endTime} />
            </Group>
            <NumberInput id="edit-capacity" label={t('add.capacity')} withAsterisk min={0} max={99999} allowDecimal={false} value={values.capacity} onChange={(v) => setValues({ ...values, capacity: v === '' ? Number.NaN : Number(v) })} error={errors.capacity} />
            <Group>
              <Button type="submit" loading={update.isPending}>{t('edit.save')}</Button>
            </Group>
          </Stack>
        </form>
        <Title order={2} size="h3" mt="lg">{t('edit.reservations')}</Title>
        <Anchor component={Link} to={`/room/${roomId}/time-slot-book/${id}`}>{t('edit.addReservation')}</Anchor>
        <LoadState status={loadStatusOf(tickets)} error={tickets.error}>
          {list.length === 0 ? (
            <Text>{t('edit.noReservations')}</Text>
          ) : (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('person.lastName')}</Table.Th>
                  <Table.Th scope="col">{t('person.firstName')}</Table.Th>
                  <Table.Th scope="col">{t('person.email')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((ticket) => (
                  <Table.Tr key={ticket.id}>
                    <Table.Td>{ticket.lastName}</Table.Td>
                    <Table.Td>{ticket.firstName}</Table.Td>
                    <Table.Td>{ticket.email}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {list.length > 0 ? (
            <Alert color="gray" variant="outline" mt="md">{t('edit.notDeletable', { count: list.length })}</Alert>
          ) : (
            <Button
              mt="md"
              color="red"
              variant="outline"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => {
                    notify({ type: 'success', title: t('edit.deleted') });
                    void navigate(`/room/${roomId}/time-slots`);
                  },
                  onError: (err) => notify({ type: 'error', title: errorMessage(err) }),
                })
              }
            >
              {t('edit.delete')}
            </Button>
          )}
        </LoadState>
      </LoadState>
    </Stack>
  );
}
