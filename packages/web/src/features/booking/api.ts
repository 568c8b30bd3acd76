import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { Room, VisitorRoom } from '@lesesaal/domain/rooms/schema';
import type { Transaction } from '@lesesaal/domain/tickets/schema';
import type { TimeSlot } from '@lesesaal/domain/time-slots/schema';
import { ApiError, type ApiClient } from '../../api/client';
import { useApi } from '../../api/api-context';
import { cartStorage } from './storage';

/** Query keys of the visitor flow; mutations invalidate by the same keys. */
export const bookingKeys = {
  rooms: ['rooms'] as const,
  room: (id: number) => ['rooms', id] as const,
  slots: (roomId: number, from: string, until: string, transactionId: string | null) =>
    ['slots', roomId, from, until, transactionId] as const,
  cart: (transactionId: string | null) => ['cart', transactionId] as const,
  ownerTickets: (ownerId: string) => ['owner-tickets', ownerId] as const,
};

export function listOf<T>(body: T[] | { content: T[] }): T[] {
  return Array.isArray(body) ? body : body.content;
}

export const roomsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: bookingKeys.rooms,
    queryFn: async () => listOf(await api.get<VisitorRoom[] | { content: VisitorRoom[] }>('rooms')),
  });

export const roomQueryOptions = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: bookingKeys.room(id),
    queryFn: () => api.get<Room>('rooms/{id}', { params: { id } }),
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
    queryFn: async (): Promise<Transaction | null> => {
      try {
        return await api.get<Transaction>('transactions/{id}', { params: { id: transactionId } });
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
) =>
  queryOptions({
    queryKey: bookingKeys.slots(roomId, from, until, transactionId),
    placeholderData: keepPreviousData,
    queryFn: async () =>
      listOf(
        transactionId
          ? await api.get<TimeSlot[]>('transactions/{id}/rooms/{roomId}/available-timeslots', {
              params: { id: transactionId, roomId },
              query: { fromDate: from, untilDate: until },
            })
          : await api.get<TimeSlot[]>('rooms/{id}/booking', {
              params: { id: roomId },
              query: { fromDate: from, untilDate: until },
            }),
      ),
  });

export function useTouchCart() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.put<Transaction>('transactions/{id}/touch', {
        params: { id: cartStorage.transactionId() },
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
    if (id) await api.del('transactions/{id}', { params: { id } }).catch(() => undefined);
    client.removeQueries({ queryKey: ['cart'] });
    await client.invalidateQueries({ queryKey: ['slots'] });
  };
}
