import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useApi } from '../../../api/api-context';
import { roomsQueryOptions } from '../api';
import { useOwnerTickets } from '../cart-api';
import { formatLongDate } from '../../../components/format-date';
import { useOwnerCancel } from '../use-owner-cancel';
import { BookedVisit } from './booked-visit';
import { BookingFrame } from './booking-frame';
import { CalendarFileLink } from './calendar-file-link';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { OwnerUnits } from './owner-units';
import { TicketStatusBadge } from './ticket-status-badge';
import type { Ticket } from '../api-types';
import { takesStayRecords, visitItems } from '../stay-groups';
import { StayTitle } from './stay-items';

/**
 * Visitor screen `/reservation-confirmation/{ownerId}`: the e-mailed link, the booking's
 * page. It opens without the privacy notice (the visitor accepted it when booking; the
 * notice stays in the footer). Opening it changes nothing (mail scanners follow links);
 * cancelling a visit takes a button press and a confirmation in a dialog.
 */
export function ConfirmationScreen() {
  const { t, i18n } = useTranslation('booking');
  // the ordered records' states and the cancel dialog: loaded with the screen, not later
  useTranslation(['records', 'booked']);
  const ownerId = useParams().ownerId ?? '';
  const tickets = useOwnerTickets(ownerId);
  const { dialog, ask, visitText } = useOwnerCancel(ownerId);
  // the rooms' records settings: an order form only for a room that takes records
  const rooms = useQuery(roomsQueryOptions(useApi()));
  useDocumentTitle(t('confirmation.title'));
  const invalidOwner = tickets.error instanceof ApiError && tickets.error.status === 404;
  const anyBooked = tickets.data?.some((ticket) => ticket.status === 'BOOKED') ?? false;
  const open = tickets.data?.filter((ticket) => ticket.status !== 'CANCELLED') ?? [];
  // one visit: what and when, its records, its state and the cancel button
  const visit = (ticket: Ticket) => (
    <Group justify="space-between" wrap="wrap" align="flex-start">
      <div>
        <div ref={visitText(ticket.id)}>
          <BookedVisit ticket={ticket} />
        </div>
        <OwnerUnits
          ownerId={ownerId}
          ticket={ticket}
          ordering={
            // a research stay orders its records once, with its first remaining day
            takesStayRecords(ticket, open)
              ? rooms.data?.find((r) => r.id === ticket.roomId)?.records?.ordering
              : undefined
          }
        />
      </div>
      <Group gap="sm">
        <TicketStatusBadge status={ticket.status} />
        {ticket.status === 'BOOKED' && ticket.cancelable ? (
          <Button color="red" variant="outline" onClick={() => ask(ticket)}>
            {t('confirmation.cancel', {
              time: t('time', { start: ticket.startTime, end: ticket.endTime }),
              date: formatLongDate(ticket.date, i18n.language),
            })}
          </Button>
        ) : null}
      </Group>
    </Group>
  );
  return (
    <BookingFrame step="confirmation">
      <Title order={1}>{t('confirmation.title')}</Title>
      <Text>{t('confirmation.intro')}</Text>
      <LoadState
        status={loadStatusOf(tickets)}
        error={tickets.error}
        errorMessage={invalidOwner ? t('confirmation.invalidOwner', { id: ownerId }) : undefined}
      >
        {tickets.data?.length === 0 ? <Text>{t('confirmation.none')}</Text> : null}
        <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0 }}>
          {visitItems(tickets.data ?? []).map((item) =>
            item.kind === 'stay' ? (
              <li key={item.stayId}>
                <StayTitle days={item.days} />
                <Stack component="ul" gap="sm" className="stay-booked-days">
                  {item.days.map((ticket) => (
                    <li key={ticket.id}>{visit(ticket)}</li>
                  ))}
                </Stack>
              </li>
            ) : (
              <li key={item.ticket.id}>{visit(item.ticket)}</li>
            ),
          )}
        </Stack>
        {anyBooked ? (
          <Group>
            <CalendarFileLink ownerId={ownerId} />
          </Group>
        ) : null}
      </LoadState>
      <CancelBookingDialog {...dialog} />
      {/* the one way on, below the error state too (which therefore gets no link of its own) */}
      <Anchor component={Link} to="/">
        {t('confirmation.newReservation')}
      </Anchor>
    </BookingFrame>
  );
}
