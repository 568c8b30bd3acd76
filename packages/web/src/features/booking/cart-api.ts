/**
 * The visitor's calls after the room chooser: a room and its slots, adding and removing
 * slots, extending the hold, booking, and the tickets of a confirmation link. Apart from
 * ./api.ts, which the first route needs (rooms, the cart and its hold), so that these stay in
 * the later screens' chunks instead of the visitor's first download.
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { BOT_CHECK_PARAM } from '@lesesaal/domain/bot-check/protocol';
import type { BookingRecords } from '@lesesaal/domain/record-orders/schema';
import {
  ApiError,
  apiUrl,
  buildQuery,
  param,
  requireValue,
  type ApiClient,
} from '../../api/client';
import { useApi } from '../../api/api-context';
import { bookingKeys, forgetCart, setTransactionId, useTransactionId, whileCartHeld } from './api';
import type { Transaction } from './api-types';
import type { ReadingBody } from './reading';
import { cartStorage, type PersonalData } from './storage';
import { hasSeatNeed, NO_SEAT_NEED, seatNeedQuery, type SeatNeed } from './seat-need';
import { QUEUE_PASS } from './opening-pass';

export const roomQueryOptions = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: bookingKeys.room(id),
    queryFn: () => api.GET('/api/rooms/{id}', { params: { path: { id: String(id) } } }),
  });

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

/** A room's visible slots of a date range, evaluated for the current cart when there is one. */
export function useRoomSlots(roomId: number, from: string, until: string, need?: SeatNeed) {
  const api = useApi();
  const client = useQueryClient();
  const transactionId = useTransactionId();
  return useQuery({
    ...roomSlotsQueryOptions(api, roomId, from, until, transactionId, need),
    ...whileCartHeld(client, transactionId),
  });
}

/** A slot with the seat the visitor picked (rooms with named seats). */
export interface SlotPick {
  timeSlotId: number;
  seatId?: number | undefined;
}

/** The slot of what `useAddSlot` was given. */
export const slotIdOf = (pick: number | SlotPick | undefined): number | undefined =>
  typeof pick === 'object' ? pick.timeSlotId : pick;

/**
 * Adds a slot: creates the cart with the first one, with the answer of the bot check
 * (`botCheckAnswer`, see components/bot-check/use-bot-check.ts). On failure the cart is refreshed.
 * `queuePassOf` gives the pass of a fair opening's place for the slot's room and day, if the
 * visitor has one (opening-pass.ts): it goes with the hold as `X-Queue-Pass`.
 */
export function useAddSlot(
  botCheckAnswer?: () => Promise<string | null>,
  need?: SeatNeed,
  queuePassOf?: (timeSlotId: number) => string | null,
) {
  // the visitor's seat need goes with the hold (a room with named seats chooses by it)
  const seatNeed = need && hasSeatNeed(need) ? { seatNeed: need } : {};
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (pick: number | SlotPick): Promise<Transaction> => {
      const { timeSlotId, seatId } = typeof pick === 'number' ? { timeSlotId: pick } : pick;
      const cart = await addToCart(timeSlotId, seatId);
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

  async function addToCart(timeSlotId: number, seatId?: number): Promise<Transaction> {
    const seat = seatId === undefined ? seatNeed : { ...seatNeed, seatId };
    const pass = queuePassOf?.(timeSlotId);
    const headers = pass ? { [QUEUE_PASS]: pass } : undefined;
    const current = cartStorage.transactionId();
    if (current) {
      try {
        // The answer is the cart; one without its tickets is read again.
        const added = await api.POST('/api/transactions/{id}/tickets', {
          params: { path: { id: current } },
          body: { timeSlotId, ...seat },
          headers,
        });
        if (Array.isArray(added.tickets)) return added;
        return await api.GET('/api/transactions/{id}', { params: { path: { id: current } } });
      } catch (err) {
        if (!(err instanceof ApiError && err.status === 404)) throw err;
        setTransactionId(null); // the old cart expired: start a new one
      }
    }
    const answer = botCheckAnswer ? await botCheckAnswer() : null;
    return api.POST('/api/transactions', {
      params: { query: { [BOT_CHECK_PARAM]: param(answer) } },
      body: { timeSlotId, ...seat },
      headers,
    });
  }
}

export function useRemoveTicket() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ticketId: number) =>
      api.DELETE('/api/transactions/{id}/tickets/{ticketId}', {
        params: {
          path: {
            id: requireValue(cartStorage.transactionId(), 'id'),
            ticketId: String(ticketId),
          },
        },
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
    mutationFn: (input: {
      owner: PersonalData;
      language: 'de' | 'en';
      records?: BookingRecords;
      /** purpose and topic, or a user application (reading.ts): only what the archive asks */
      reading?: ReadingBody | undefined;
    }) =>
      api.PUT('/api/transactions/{id}/booking', {
        params: { path: { id: requireValue(cartStorage.transactionId(), 'id') } },
        body: {
          ...input.owner,
          ...input.reading,
          language: input.language,
          // only when there are units: a server without records never sees the field
          ...(input.records && input.records.length > 0 ? { records: input.records } : {}),
        },
      }),
    onSuccess: () => {
      // the cart is booked, so closed: its queries go before the slots are invalidated, or
      // the summary's calendar reads (still observed until it re-renders) would ask for it
      forgetCart(client);
      void client.invalidateQueries({ queryKey: ['slots'] });
    },
  });
}

/**
 * The calendar file of the booking `ownerId` (its booked visits): a plain link, downloaded by
 * the browser itself, named and worded in `language`.
 */
export const ownerCalendarUrl = (baseApiUrl: string, ownerId: string, language: 'de' | 'en') =>
  apiUrl(baseApiUrl, `owners/${encodeURIComponent(ownerId)}/calendar.ics`) +
  buildQuery({ lang: language });

export function useOwnerTickets(ownerId: string) {
  const api = useApi();
  return useQuery({
    queryKey: bookingKeys.ownerTickets(ownerId),
    queryFn: () => api.GET('/api/owners/{ownerId}/tickets', { params: { path: { ownerId } } }),
    retry: false,
  });
}

export function useCancelOwnerTickets(ownerId: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.DELETE('/api/owners/{ownerId}/tickets', {
        params: { path: { ownerId }, query: { ids: ids.join(',') } },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: bookingKeys.ownerTickets(ownerId) }),
  });
}
