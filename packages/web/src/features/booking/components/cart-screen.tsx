import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNotify } from '../../../components/notifications/notification-context';
import { LoadState } from '../../../components/load-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useConfig } from '../../../config';
import { useErrorMessage } from '../../../i18n/error-message';
import { useCart, useTransactionId } from '../api';
import { useRemoveTicket } from '../cart-api';
import { formatLongDate } from '../../../components/format-date';
import { cartStorage } from '../storage';
import { bookingCount, visitItems } from '../stay-groups';
import { CartStay } from './stay-items';
import { BookingFrame } from './booking-frame';

/** Spec §2 user `/your-reservations`: the cart, cancel per ticket, add more, proceed. */
export function CartScreen() {
  const { t, i18n } = useTranslation('booking');
  const { maxReservations } = useConfig();
  const transactionId = useTransactionId();
  const cart = useCart();
  const remove = useRemoveTicket();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  useDocumentTitle(t('cart.title'));
  const tickets = cart.data?.tickets ?? [];
  // A seat offered from the waiting list: its cart holds that one seat only.
  const offer = cartStorage.isOffer(transactionId);
  const status =
    transactionId === null
      ? 'success'
      : cart.isPending
        ? 'loading'
        : cart.isError
          ? 'error'
          : 'success';
  return (
    <BookingFrame step="reserve">
      <Title order={1}>{t('cart.title')}</Title>
      <LoadState status={status} error={cart.error}>
        {tickets.length === 0 ? <Text>{t('cart.empty')}</Text> : null}
        <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0 }}>
          {visitItems(tickets).map((item) => {
            if (item.kind === 'stay')
              return (
                <li key={item.stayId}>
                  <CartStay days={item.days} />
                </li>
              );
            const ticket = item.ticket;
            const date = formatLongDate(ticket.date, i18n.language);
            const time = t('time', { start: ticket.startTime, end: ticket.endTime });
            return (
              <li key={ticket.id}>
                <Group justify="space-between">
                  <Text>
                    <strong>{ticket.roomName}</strong> · {date} · {time}
                    {ticket.seatLabel ? ` · ${t('seatLabel', { label: ticket.seatLabel })}` : null}
                  </Text>
                  <Button
                    variant="outline"
                    color="red"
                    loading={remove.isPending && remove.variables === ticket.id}
                    onClick={() =>
                      remove.mutate(ticket.id, {
                        onSuccess: () => notify({ type: 'success', title: t('cart.removed') }),
                        onError: (err) => notify({ type: 'error', title: errorMessage(err) }),
                      })
                    }
                  >
                    {t('cart.remove', { time, date })}
                  </Button>
                </Group>
              </li>
            );
          })}
        </Stack>
        {offer && tickets.length > 0 ? <Text>{t('waitingList.offerCart')}</Text> : null}
        <Group>
          {bookingCount(tickets) < maxReservations && !offer ? (
            <Anchor component={Link} to={tickets[0] ? `/room/${tickets[0].roomId}` : '/'}>
              {t('cart.addMore')}
            </Anchor>
          ) : null}
          {tickets.length > 0 ? (
            <Button component={Link} to="/your-personal-data">
              {t('cart.proceed')}
            </Button>
          ) : null}
        </Group>
      </LoadState>
    </BookingFrame>
  );
}
