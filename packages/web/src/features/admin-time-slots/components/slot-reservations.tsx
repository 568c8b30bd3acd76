import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi } from '../../../api/api-context';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { LongText } from '../../../components/long-text';
import { slotCancelledTicketsQuery, slotTicketsQuery, type SlotTicket as Ticket } from '../api';
import { ScrollRegion } from '../../../components/scroll-region';

/**
 * The reservations of a slot — booked, then cancelled (they keep the slot from being
 * deleted) — and the link to book one more for a person.
 */
export function SlotReservations({ roomId, slotId }: { roomId: number; slotId: number }) {
  const { t } = useTranslation('admin-time-slots');
  const api = useApi();
  const booked = useQuery(slotTicketsQuery(api, slotId));
  const cancelled = useQuery(slotCancelledTicketsQuery(api, slotId));
  const bookedList = booked.data ?? [];
  const cancelledList = cancelled.data?.content ?? [];
  return (
    <section aria-labelledby="slot-reservations">
      <Stack gap="sm">
        <Title order={2} size="h3" id="slot-reservations">
          {t('edit.reservations')}
        </Title>
        <Anchor component={Link} to={`/room/${roomId}/time-slot-book/${slotId}`}>
          {t('edit.addReservation')}
        </Anchor>
        <LoadState status={loadStatusOf(booked)} error={booked.error}>
          {bookedList.length > 0 ? (
            <TicketTable tickets={bookedList} caption={t('edit.reservationsCaption')} />
          ) : cancelledList.length > 0 ? (
            <Text>{t('edit.noBookedReservations')}</Text>
          ) : cancelled.isPending ? null : (
            <Text>{t('edit.noReservations')}</Text>
          )}
        </LoadState>
        {cancelledList.length > 0 ? (
          <TicketTable
            tickets={cancelledList}
            caption={t('edit.cancelledCaption', { count: cancelled.data?.totalCount ?? 0 })}
          />
        ) : null}
      </Stack>
    </section>
  );
}

function TicketTable({ tickets, caption }: { tickets: readonly Ticket[]; caption: string }) {
  const { t } = useTranslation('admin-time-slots');
  const salutation = (ticket: Ticket) =>
    ticket.salutation && ticket.salutation !== 'NONE'
      ? t(`person.salutations.${ticket.salutation}`)
      : '';
  const name = (ticket: Ticket) =>
    [salutation(ticket), ticket.title, ticket.firstName, ticket.lastName].filter(Boolean).join(' ');
  return (
    <ScrollRegion label={caption} minWidth={640}>
      <Table striped>
        <caption style={{ textAlign: 'left' }}>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('edit.bookingNumber')}</Table.Th>
            <Table.Th scope="col">{t('edit.name')}</Table.Th>
            <Table.Th scope="col">{t('edit.organisation')}</Table.Th>
            <Table.Th scope="col">{t('edit.contact')}</Table.Th>
            <Table.Th scope="col">{t('edit.accessibility')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tickets.map((ticket) => (
            <Table.Tr key={ticket.id}>
              <Table.Td>{ticket.bookingNumber}</Table.Td>
              <Table.Td>
                <LongText>{name(ticket)}</LongText>
              </Table.Td>
              <Table.Td>
                <LongText>{ticket.organisation}</LongText>
              </Table.Td>
              <Table.Td>
                <LongText>{[ticket.email, ticket.phone].filter(Boolean).join(', ')}</LongText>
              </Table.Td>
              <Table.Td>{ticket.accessibility ? t('edit.yes') : t('edit.no')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
