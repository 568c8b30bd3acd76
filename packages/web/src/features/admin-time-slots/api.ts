import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PAGE_SIZE_MAX } from '@lesesaal/domain/limits';
import type { ApiClient, ApiData, ApiInput } from '../../api/client';
import { useApi } from '../../api/api-context';
import {
  createKeyPerWrite,
  idempotentRetryDelay,
  retryIdempotentWrite,
} from '../../api/idempotent-retry';

/** The room a slot screen belongs to. */
export type SlotRoom = ApiData<'/api/admin/rooms/{id}', 'get'>;
/** One time slot as the staff's slot calls answer it. */
export type TimeSlot = ApiData<'/api/admin/rooms/{id}/timeslots/{timeSlotId}', 'get'>;
/** One booked or cancelled ticket of a slot. */
export type SlotTicket = ApiData<'/api/admin/tickets', 'get'>['content'][number];
/** One entry of a slot's waiting list. */
export type StaffWaitingListEntry = ApiData<
  '/api/admin/rooms/{id}/timeslots/{timeSlotId}/waiting-list',
  'get'
>[number];
type TimeSlotCreate = ApiInput<'/api/admin/rooms/{id}/timeslots', 'post'>;
type TimeSlotUpdate = ApiInput<'/api/admin/rooms/{id}/timeslots/{timeSlotId}', 'put'>;
type MultiCapacity = ApiInput<'/api/admin/rooms/{id}/timeslots/capacity', 'post'>;
type AdminBookingRequest = ApiInput<'/api/admin/rooms/{id}/timeslots/{timeSlotId}/tickets', 'post'>;

const roomPath = (roomId: number) => ({ path: { id: String(roomId) } });
const slotPath = (roomId: number, id: number) => ({
  path: { id: String(roomId), timeSlotId: String(id) },
});

/**
 * Query keys of the staff's slot screens. Every mutation invalidates everything under
 * `admin-slots` (the dashboard's overbooked count lives there too) and the ticket counts
 * under `admin-rooms` that staff bookings change.
 */
export const adminSlotKeys = {
  all: ['admin-slots'] as const,
  room: (roomId: number) => ['admin-slots', 'room', roomId] as const,
  month: (roomId: number, from: string, until: string) =>
    ['admin-slots', 'room', roomId, 'slots', from, until] as const,
  one: (roomId: number, id: number) => ['admin-slots', 'room', roomId, 'slot', id] as const,
  tickets: (id: number) => ['admin-slots', 'slot', id, 'tickets'] as const,
  waitingList: (id: number) => ['admin-slots', 'slot', id, 'waiting-list'] as const,
  cancelledTickets: (id: number) => ['admin-slots', 'slot', id, 'tickets', 'cancelled'] as const,
  capacityPreview: (roomId: number, from: string, until: string) =>
    ['admin-slots', 'room', roomId, 'capacity-preview', from, until] as const,
  overbooked: (today: string) => ['admin-slots', 'overbooked', 'list', today] as const,
};

/** The room a slot screen belongs to (its name for the heading). */
export const slotRoomQuery = (api: ApiClient, roomId: number) =>
  queryOptions({
    queryKey: adminSlotKeys.room(roomId),
    queryFn: () => api.GET('/api/admin/rooms/{id}', { params: roomPath(roomId) }),
  });

export const roomSlotsQuery = (api: ApiClient, roomId: number, from: string, until: string) =>
  queryOptions({
    queryKey: adminSlotKeys.month(roomId, from, until),
    queryFn: async () =>
      (
        await api.GET('/api/admin/rooms/{id}/timeslots', {
          params: {
            ...roomPath(roomId),
            query: {
              fromDate: from,
              untilDate: until,
              limit: String(PAGE_SIZE_MAX),
              sort: 'date:ASC,startTime:ASC',
            },
          },
        })
      ).content,
  });

/** One closing day (holiday) as the staff's holiday list answers it. */
export type ClosingDay = ApiData<'/api/admin/holidays', 'get'>['content'][number];

/**
 * The closing days (holidays) from `from` to `until`, for the slot calendar. Under the
 * holiday screens' key `admin-holidays`, so that a holiday added, changed or removed there
 * shows here too.
 */
export const closingDaysQuery = (api: ApiClient, from: string, until: string) =>
  queryOptions({
    queryKey: ['admin-holidays', 'range', from, until] as const,
    queryFn: async () =>
      (
        await api.GET('/api/admin/holidays', {
          params: {
            query: {
              fromDate: from,
              untilDate: until,
              limit: String(PAGE_SIZE_MAX),
              offset: '0',
              sort: 'date:ASC',
            },
          },
        })
      ).content,
  });

/** The room's last slot (latest date, then latest start), or null: where a new series starts. */
export const lastSlotQuery = (api: ApiClient, roomId: number) =>
  queryOptions({
    queryKey: [...adminSlotKeys.room(roomId), 'last'] as const,
    queryFn: async () =>
      (
        await api.GET('/api/admin/rooms/{id}/timeslots', {
          params: {
            ...roomPath(roomId),
            query: { limit: '1', offset: '0', sort: 'date:DESC,startTime:DESC' },
          },
        })
      ).content[0] ?? null,
  });

export const slotQuery = (api: ApiClient, roomId: number, id: number) =>
  queryOptions({
    queryKey: adminSlotKeys.one(roomId, id),
    queryFn: () =>
      api.GET('/api/admin/rooms/{id}/timeslots/{timeSlotId}', { params: slotPath(roomId, id) }),
  });

/**
 * The slots a capacity change over `from`..`until` touches, fullest first: `totalCount` is how
 * many change, and every slot holding more tickets than a new capacity is on the first page.
 */
export const capacityPreviewQuery = (api: ApiClient, roomId: number, from: string, until: string) =>
  queryOptions({
    queryKey: adminSlotKeys.capacityPreview(roomId, from, until),
    queryFn: () =>
      api.GET('/api/admin/rooms/{id}/timeslots', {
        params: {
          ...roomPath(roomId),
          query: {
            fromDate: from,
            untilDate: until,
            limit: String(PAGE_SIZE_MAX),
            sort: 'ticketCount:DESC,date:ASC,startTime:ASC',
          },
        },
      }),
  });

/** The query of a slot's tickets in one state, by last name. */
const slotTicketsFilter = (id: number, status: 'BOOKED' | 'CANCELLED') => ({
  timeSlotId: String(id),
  status,
  limit: String(PAGE_SIZE_MAX),
  sort: 'lastName:ASC',
});

/** The booked tickets of a slot (tickets of a slot). */
export const slotTicketsQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: adminSlotKeys.tickets(id),
    queryFn: async () =>
      (
        await api.GET('/api/admin/tickets', {
          params: { query: slotTicketsFilter(id, 'BOOKED') },
        })
      ).content,
  });

/** A slot's waiting list in line order. */
export const slotWaitingListQuery = (api: ApiClient, roomId: number, id: number) =>
  queryOptions({
    queryKey: adminSlotKeys.waitingList(id),
    queryFn: () =>
      api.GET('/api/admin/rooms/{id}/timeslots/{timeSlotId}/waiting-list', {
        params: slotPath(roomId, id),
      }),
  });

/**
 * The cancelled tickets of a slot: they no longer take a seat, but the slot cannot be deleted
 * while any ticket refers to it (`delete__has_tickets`).
 */
export const slotCancelledTicketsQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: adminSlotKeys.cancelledTickets(id),
    queryFn: () =>
      api.GET('/api/admin/tickets', { params: { query: slotTicketsFilter(id, 'CANCELLED') } }),
  });

/** Slots from today with more active tickets than seats, in time order. */
export const overbookedQuery = (api: ApiClient, today: string) =>
  queryOptions({
    queryKey: adminSlotKeys.overbooked(today),
    queryFn: async () =>
      (
        await api.GET('/api/admin/rooms/timeslots', {
          params: {
            query: {
              status: 'OVERBOOKED',
              fromDate: today,
              sort: 'date:ASC,startTime:ASC',
              limit: String(PAGE_SIZE_MAX),
            },
          },
        })
      ).content,
  });

const invalidateSlots = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: adminSlotKeys.all }),
    client.invalidateQueries({ queryKey: ['admin-rooms'] }),
  ]);

function useSlotMutation<TIn, TOut>(fn: (input: TIn) => Promise<TOut>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => invalidateSlots(client) });
}

export function useCreateSlots(roomId: number) {
  const api = useApi();
  return useSlotMutation((input: TimeSlotCreate) =>
    api.POST('/api/admin/rooms/{id}/timeslots', { params: roomPath(roomId), body: input }),
  );
}

export function useUpdateSlot(roomId: number, id: number) {
  const api = useApi();
  return useSlotMutation((input: TimeSlotUpdate) =>
    api.PUT('/api/admin/rooms/{id}/timeslots/{timeSlotId}', {
      params: slotPath(roomId, id),
      body: input,
    }),
  );
}

export function useDeleteSlot(roomId: number, id: number) {
  const api = useApi();
  return useSlotMutation(() =>
    api.DELETE('/api/admin/rooms/{id}/timeslots/{timeSlotId}', { params: slotPath(roomId, id) }),
  );
}

export function useSetCapacity(roomId: number) {
  const api = useApi();
  return useSlotMutation((input: MultiCapacity) =>
    api.POST('/api/admin/rooms/{id}/timeslots/capacity', {
      params: roomPath(roomId),
      body: input,
    }),
  );
}

/**
 * Staff book a person into a slot, beyond capacity if need be; `overbooked` tells. Safe to
 * repeat: each booking meant carries its own `Idempotency-Key` (api/idempotent-retry.ts), so it
 * is retried after a 503 or a lost answer and pressing the button again books it only once.
 */
export function useStaffBooking(roomId: number, id: number) {
  const api = useApi();
  const client = useQueryClient();
  const [keys] = useState(createKeyPerWrite);
  return useMutation({
    mutationFn: (input: AdminBookingRequest) =>
      api.POST('/api/admin/rooms/{id}/timeslots/{timeSlotId}/tickets', {
        params: { ...slotPath(roomId, id), header: { 'idempotency-key': keys.keyFor(input) } },
        body: input,
      }),
    retry: retryIdempotentWrite,
    retryDelay: idempotentRetryDelay,
    onSuccess: () => {
      keys.succeeded();
      return invalidateSlots(client);
    },
  });
}
