import { Anchor, Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDisplayDate } from '@lesesaal/domain/dates';
import { truncateRoomName } from '@lesesaal/domain/rooms/rules';
import type { ReservationSortColumn } from '@lesesaal/domain/tickets/schema';
import { LongText } from '../../../components/long-text';
import { nextSort, SortableHeader } from '../../../components/sortable-header';
import type { ReservationSearch, Ticket } from '../api';
import { ScrollRegion } from '../../../components/scroll-region';

const personName = (ticket: Ticket) =>
  [ticket.lastName, ticket.firstName].filter(Boolean).join(', ');

interface ReservationsTableProps {
  tickets: Ticket[];
  search: ReservationSearch;
  go: (next: ReservationSearch) => void;
  caption: string;
  /** The edit link column: admins on the booked tab. */
  showActions: boolean;
}

/** One page of the tab's tickets, sortable by each column (a new sort starts at page one). */
export function ReservationsTable({
  tickets,
  search,
  go,
  caption,
  showActions,
}: ReservationsTableProps) {
  const { t } = useTranslation('admin-reservations');
  const header = (column: ReservationSortColumn) => {
    const current = {
      field: search.sortColumn,
      order: search.sortOrder === 'desc' ? ('DESC' as const) : ('ASC' as const),
    };
    return (
      <SortableHeader
        order={search.sortColumn === column ? current.order : null}
        onSort={() => {
          const next = nextSort(current, column);
          go({
            ...search,
            sortColumn: next.field,
            sortOrder: next.order === 'DESC' ? 'desc' : 'asc',
            offset: 0,
          });
        }}
      >
        {t(`columns.${column}`)}
      </SortableHeader>
    );
  };
  return (
    <ScrollRegion label={caption} minWidth={720}>
      <Table striped>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {header('room')}
            {header('name')}
            {header('institution')}
            {header('email')}
            {header('date')}
            <Table.Th scope="col">{t('columns.seat')}</Table.Th>
            {showActions ? <Table.Th scope="col">{t('columns.actions')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tickets.map((ticket) => (
            <ReservationRow key={ticket.id} ticket={ticket} showActions={showActions} />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/** A ticket: room (shortened, the full name for screen readers), person, date and time. */
function ReservationRow({ ticket, showActions }: { ticket: Ticket; showActions: boolean }) {
  const { t } = useTranslation('admin-reservations');
  const short = truncateRoomName(ticket.roomName);
  const when = `${formatDisplayDate(ticket.date)}, ${ticket.startTime}–${ticket.endTime}`;
  return (
    <Table.Tr>
      <Table.Td title={ticket.roomName}>
        {short === ticket.roomName ? (
          ticket.roomName
        ) : (
          <>
            <span aria-hidden="true">{short}</span>
            <VisuallyHidden>{ticket.roomName}</VisuallyHidden>
          </>
        )}
      </Table.Td>
      <Table.Th scope="row" fw="normal">
        <LongText>{personName(ticket)}</LongText>
      </Table.Th>
      <Table.Td>
        <LongText>{ticket.organisation}</LongText>
      </Table.Td>
      <Table.Td>
        <LongText>{ticket.email}</LongText>
      </Table.Td>
      <Table.Td>{when}</Table.Td>
      <Table.Td>{ticket.seatLabel ?? (ticket.seatMissing ? t('noSeat') : '')}</Table.Td>
      {showActions ? (
        <Table.Td>
          <Anchor
            component={Link}
            to={`/reservations/${ticket.id}`}
            aria-label={t('list.editOf', { name: personName(ticket), when })}
          >
            <span aria-hidden="true">✎ </span>
            {t('list.edit')}
          </Anchor>
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
}
