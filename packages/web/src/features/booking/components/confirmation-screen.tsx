import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatBookingNumber } from '@lesesaal/domain/tickets/booking-number';
import { ApiError } from '../../../api/client';
import { useNotify } from '../../../components/notifications/notification-context';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useErrorMessage } from '../../../i18n/error-message';
import { useApi } from '../../../api/api-context';
import { roomsQueryOptions } from '../api';
import { useCancelOwnerTickets, useOwnerTickets } from '../cart-api';
import { formatLongDate } from '../../../components/format-date';
import { BookingFrame } from './booking-frame';
import { OwnerUnits } from './owner-units';

/**
 * Visitor screen `/reservation-confirmation/{ownerId}`: the e-mailed link. Opening it changes
 * nothing (mail scanners follow links); cancelling takes a button press.
 */
export function ConfirmationScreen() {
  const { t, i18n } = useTranslation('booking');
  useTranslation('records'); // the ordered records' states: loaded with the screen, not per row
  const ownerId = useParams().ownerId ?? '';
  const tickets = useOwnerTickets(ownerId);
  const cancel = useCancelOwnerTickets(ownerId);
  // the rooms' records settings: an order form only for a room that takes records
  const rooms = useQuery(roomsQueryOptions(useApi()));
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  useDocumentTitle(t('confirmation.title'));
  const invalidOwner = tickets.error instanceof ApiError && tickets.error.status === 404;
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
          {tickets.data?.map((ticket) => {
            const date = formatLongDate(ticket.date, i18n.language);
            const time = t('time', { start: ticket.startTime, end: ticket.endTime });
            return (
              <li key={ticket.id}>
                <Group justify="space-between" wrap="wrap">
                  <div>
                    <Text fw={700}>
                      {ticket.roomName} · {date} · {time}
                      {ticket.seatLabel
                        ? ` · ${t('seatLabel', { label: ticket.seatLabel })}`
                        : null}
                    </Text>
                    {ticket.bookingNumber ? (
                      <Text>
                        {t('confirmation.bookingNumber', {
                          number: formatBookingNumber(ticket.bookingNumber),
                        })}
                      </Text>
                    ) : null}
                    <OwnerUnits
                      ownerId={ownerId}
                      ticket={ticket}
                      ordering={rooms.data?.find((r) => r.id === ticket.roomId)?.records?.ordering}
                    />
                  </div>
                  <Group gap="sm">
                    <Badge variant="outline" color="dark" size="lg">
                      {t(`confirmation.status.${ticket.status}`)}
                    </Badge>
                    {ticket.status === 'BOOKED' && ticket.cancelable ? (
                      <Button
                        color="red"
                        variant="outline"
                        loading={cancel.isPending && cancel.variables?.[0] === ticket.id}
                        onClick={() =>
                          cancel.mutate([ticket.id], {
                            onSuccess: (cancelled) =>
                              notify({
                                type: 'success',
                                title: t('confirmation.cancelled', {
                                  count: Array.isArray(cancelled) ? cancelled.length : 1,
                                }),
                              }),
                            onError: (err) => notify({ type: 'error', title: errorMessage(err) }),
                          })
                        }
                      >
                        {t('confirmation.cancel', { time, date })}
                      </Button>
                    ) : null}
                  </Group>
                </Group>
              </li>
            );
          })}
        </Stack>
      </LoadState>
      {/* the one way on, below the error state too (which therefore gets no link of its own) */}
      <Anchor component={Link} to="/">
        {t('confirmation.newReservation')}
      </Anchor>
    </BookingFrame>
  );
}
