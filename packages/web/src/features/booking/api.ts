import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiError, requireValue, type ApiClient } from '../../api/client';
import { useApi } from '../../api/api-context';
import { cartStorage } from './storage';
import { hasSeatNeed, NO_SEAT_NEED, seatNeedQuery, type SeatNeed } from './seat-need';

/** Query keys of the visitor flow; mutations invalidate by the same keys. */
export const bookingKeys = {
  rooms: ['rooms'] as const,
  room: (id: number) => ['rooms', id] as const,
  slots: (
    roomId: number,
    from: string,
    until: string,
    transactionId: string | null,
    need: SeatNeed = NO_SEAT_NEED,
  ) =>
    // the need only when there is one: the key without it stays the one the first screen fills
    hasSeatNeed(need)
      ? (['slots', roomId, from, until, transactionId, seatNeedQuery(need)] as const)
      : (['slots', roomId, from, until, transactionId] as const),
  cart: (transactionId: string | null) => ['cart', transactionId] as const,
  ownerTickets: (ownerId: string) => ['owner-tickets', ownerId] as const,
};

export const roomsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: bookingKeys.rooms,
    queryFn: async () => (await api.GET('/api/rooms')).content,
  });

export const roomQueryOptions = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: bookingKeys.room(id),
    queryFn: () => api.GET('/api/rooms/{id}', { params: { path: { id: String(id) } } }),
  });

// --- the cart's transaction id lives in sessionStorage; components follow it -------------
const listeners = new Set<() => void>();
/** Makes `id` the visitor's cart (the components following it re-render). */
export function setTransactionId(id: string | null) {
  cartStorage.setTransactionId(id);
  listeners.forEach((l) => l());
}
export function useTransactionId(): string | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    cartStorage.transactionId,
    () => null,
  );
}

/** The cart; null when there is none or it expired (404). */
export function useCart() {
  const api = useApi();
  const transactionId = useTransactionId();
  return useQuery({
    queryKey: bookingKeys.cart(transactionId),
    enabled: transactionId !== null,
    queryFn: async () => {
      try {
        return await api.GET('/api/transactions/{id}', {
          params: { path: { id: requireValue(transactionId, 'id') } },
        });
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
  });
}

/** A room's visible slots of a date range, evaluated for the cart `transactionId` if any. */
export const roomSlotsQueryOptions = (
  api: ApiClient,
  roomId: number,
  from: string,
  until: string,
  transactionId: string | null,
  need: SeatNeed = NO_SEAT_NEED,
) =>
  queryOptions({
    queryKey: bookingKeys.slots(roomId, from, until, transactionId, need),
    placeholderData: keepPreviousData,
    queryFn: () =>
      transactionId
        ? api.GET('/api/transactions/{id}/rooms/{roomId}/available-timeslots', {
            params: {
              path: { id: transactionId, roomId: String(roomId) },
              query: { fromDate: from, untilDate: until, ...seatNeedQuery(need) },
            },
          })
        : api.GET('/api/rooms/{id}/booking', {
            params: {
              path: { id: String(roomId) },
              query: { fromDate: from, untilDate: until, ...seatNeedQuery(need) },
            },
          }),
  });

export function useTouchCart() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.PUT('/api/transactions/{id}/touch', {
        params: { path: { id: requireValue(cartStorage.transactionId(), 'id') } },
      }),
    onSuccess: (cart) => client.setQueryData(bookingKeys.cart(cart.transactionId), cart),
  });
}

/** Deletes the cart (if any) and forgets the personal data: the panic button and expiry. */
export function useResetBooking() {
  const api = useApi();
  const client = useQueryClient();
  return async () => {
    const id = cartStorage.transactionId();
    cartStorage.clear();
    setTransactionId(null);
    if (id)
      await api
        .DELETE('/api/transactions/{id}', { params: { path: { id } } })
        .catch(() => undefined);
    client.removeQueries({ queryKey: ['cart'] });
    await client.invalidateQueries({ queryKey: ['slots'] });
  };
}
