import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isTransactionExpired } from '@lesesaal/domain/tickets/cart-hold';
import { ApiError, requireValue, type ApiClient } from '../../api/client';
import { useApi } from '../../api/api-context';
import type { Transaction } from './api-types';
import { cartStorage } from './storage';
import { hasSeatNeed, NO_SEAT_NEED, seatNeedQuery, type SeatNeed } from './seat-need';

// The calls of the later screens (a room's calendar, its slots, the cart's changes and its
// extension) are in ./cart-api.ts: this module is part of the visitor's first download.

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

/**
 * The carts this page has forgotten (booked, expired, deleted): gone on the server, never
 * asked about again. Kept apart from the query cache because `forgetCart` drops the cart's
 * queries, and with them what said the cart was gone, while components still showing the
 * cart keep observing them until they render without it: such an observer builds a dropped
 * query anew on its next update and fetches it (TanStack Query does so for a query missing
 * from the cache), and a focus or reconnect found nothing that held it back. Ids are random
 * per cart, so a new cart is never in here; kept per query client (the page has one).
 */
const forgottenCarts = new WeakMap<QueryClient, Set<string>>();
const forgottenIn = (client: QueryClient): Set<string> => {
  let ids = forgottenCarts.get(client);
  if (!ids) forgottenCarts.set(client, (ids = new Set()));
  return ids;
};

/**
 * Whether the queries of cart `transactionId` may ask the server: not for a cart this page
 * forgot (`enabled`, evaluated when a fetch would start, so it also stops a query built anew
 * for a still-mounted observer), nor on focus or reconnect for a cart known to be gone — the
 * server said so (the cart query answered null, a 404) or its hold ran out (`expiredAt`, which
 * every change of the hold sends). Each such read would answer 404.
 */
export function whileCartHeld(client: QueryClient, transactionId: string | null) {
  const forgotten = () => transactionId !== null && forgottenIn(client).has(transactionId);
  const held = () => {
    if (forgotten()) return false;
    const cart = transactionId
      ? client.getQueryData<Transaction | null>(bookingKeys.cart(transactionId))
      : undefined;
    return (
      cart === undefined || (cart !== null && !isTransactionExpired(cart.expiredAt, new Date()))
    );
  };
  return {
    enabled: () => !forgotten(),
    refetchOnWindowFocus: held,
    refetchOnReconnect: held,
  };
}

/**
 * Forgets the visitor's cart and personal data in this browser, and drops the cart's queries
 * (the cart and the calendars read for it; dropping one also cancels its fetch), so nothing
 * asks for a cart that is booked, expired or deleted — not even a screen still showing it
 * until it renders without it (`forgottenCarts`). Returns the cart's id.
 */
export function forgetCart(client: QueryClient): string | null {
  const id = cartStorage.transactionId();
  if (id) forgottenIn(client).add(id);
  cartStorage.clear();
  setTransactionId(null);
  // the keys of `bookingKeys`: ['cart', id] and ['slots', room, from, until, id, …]
  if (id)
    client.removeQueries({
      predicate: ({ queryKey: key }) =>
        (key[0] === 'cart' && key[1] === id) || (key[0] === 'slots' && key[4] === id),
    });
  return id;
}

/** The cart; null when there is none or it expired (404). */
export function useCart() {
  const api = useApi();
  const client = useQueryClient();
  const transactionId = useTransactionId();
  const held = whileCartHeld(client, transactionId);
  return useQuery({
    queryKey: bookingKeys.cart(transactionId),
    ...held,
    // a function: evaluated when a fetch would start, after the cart may have been forgotten
    enabled: () => transactionId !== null && held.enabled(),
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

/**
 * Forgets the cart without asking the server: for a cart the server has let go already (its
 * hold ran out, or it answered 404), where a DELETE would only be answered 404. The calendars
 * are read again without it.
 */
export function useForgetCart() {
  const client = useQueryClient();
  return () => {
    forgetCart(client);
    void client.invalidateQueries({ queryKey: ['slots'] });
  };
}

/** Deletes the cart (if any) and forgets the personal data: the panic button. */
export function useResetBooking() {
  const api = useApi();
  const client = useQueryClient();
  return async () => {
    const id = forgetCart(client);
    if (id)
      await api
        .DELETE('/api/transactions/{id}', { params: { path: { id } } })
        .catch(() => undefined);
    await client.invalidateQueries({ queryKey: ['slots'] });
  };
}
