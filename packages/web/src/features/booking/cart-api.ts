/**
 * The visitor's calls after the room chooser: the slots of a room, adding and removing
 * slots, booking, and the tickets of a confirmation link. Apart from ./api.ts, which the first
 * route needs (rooms, the cart and its hold), so that these stay in the later screens' chunks
 * instead of the visitor's first download.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOT_CHECK_PARAM } from '@lesesaal/domain/bot-check/protocol';
import type { BookingRecords } from '@lesesaal/domain/record-orders/schema';
import type { Ticket, Transaction } from '@lesesaal/domain/tickets/schema';
import { ApiError } from '../../api/client';
import { useApi } from '../../api/api-context';
import {
  bookingKeys,
  listOf,
  roomSlotsQueryOptions,
  setTransactionId,
  useTransactionId,
} from './api';
import { cartStorage, type PersonalData } from './storage';

/** A room's visible slots of a date range, evaluated for the current cart when there is one. */
export function useRoomSlots(roomId: number, from: string, until: string) {
  const api = useApi();
  const transactionId = useTransactionId();
  return useQuery(roomSlotsQueryOptions(api, roomId, from, until, transactionId));
}

/**
 * Adds a slot: creates the cart with the first one, with the answer of the bot check
 * (`botCheckAnswer`, see components/bot-check/use-bot-check.ts). On failure the cart is refreshed.
 */
export function useAddSlot(botCheckAnswer?: () => Promise<string | null>) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (timeSlotId: number): Promise<Transaction> => {
      const cart = await addToCart(timeSlotId);
      // An incomplete answer counts as a failure.
      if (!cart?.transactionId || !Array.isArray(cart.tickets))
        throw new ApiError({ status: 0, code: 'unknown', messageKey: 'unknown' });
      return cart;
    },
    onSuccess: (cart) => {
      setTransactionId(cart.transactionId);
      client.setQueryData(bookingKeys.cart(cart.transactionId), cart);
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['slots'] }),
        client.invalidateQueries({ queryKey: ['cart'] }),
      ]),
  });

  async function addToCart(timeSlotId: number): Promise<Transaction> {
    const current = cartStorage.transactionId();
    if (current) {
      try {
        // The contract allows a Transaction or just the new Ticket: read the cart either way.
        const added = await api.post<Transaction | Ticket>('transactions/{id}/tickets', {
          params: { id: current },
          body: { timeSlotId },
        });
        if ('transactionId' in added && Array.isArray((added as Transaction).tickets))
          return added as Transaction;
        return await api.get<Transaction>('transactions/{id}', { params: { id: current } });
      } catch (err) {
        if (!(err instanceof ApiError && err.status === 404)) throw err;
        setTransactionId(null); // the old cart expired: start a new one
      }
    }
    const answer = botCheckAnswer ? await botCheckAnswer() : null;
    return api.post<Transaction>('transactions', {
      body: { timeSlotId },
      query: { [BOT_CHECK_PARAM]: answer },
    });
  }
}

export function useRemoveTicket() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ticketId: number) =>
      api.del('transactions/{id}/tickets/{ticketId}', {
        params: { id: cartStorage.transactionId(), ticketId },
      }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['cart'] }),
        client.invalidateQueries({ queryKey: ['slots'] }),
      ]),
  });
}

export function useBook() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { owner: PersonalData; language: string; records?: BookingRecords }) =>
      api.put<{ tickets: Ticket[] }>('transactions/{id}/booking', {
        params: { id: cartStorage.transactionId() },
        body: {
          ...input.owner,
          language: input.language,
          // only when there are units: a server without records never sees the field
          ...(input.records && input.records.length > 0 ? { records: input.records } : {}),
        },
      }),
    onSuccess: () => {
      cartStorage.clear();
      setTransactionId(null);
      client.removeQueries({ queryKey: ['cart'] });
      void client.invalidateQueries({ queryKey: ['slots'] });
    },
  });
}

export function useOwnerTickets(ownerId: string) {
  const api = useApi();
  return useQuery({
    queryKey: bookingKeys.ownerTickets(ownerId),
    queryFn: async () =>
      listOf(await api.get<Ticket[]>('owners/{ownerId}/tickets', { params: { ownerId } })),
    retry: false,
  });
}

export function useCancelOwnerTickets(ownerId: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.del<Ticket[]>('owners/{ownerId}/tickets', {
        params: { ownerId },
        query: { ids: ids.join(',') },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: bookingKeys.ownerTickets(ownerId) }),
  });
}
