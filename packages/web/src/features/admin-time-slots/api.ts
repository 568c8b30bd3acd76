import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '@lesesaal/domain/limits';
import type { AdminBookingRequest } from '@lesesaal/domain/owners/schema';
import type { Room } from '@lesesaal/domain/rooms/schema';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import type { StaffWaitingListEntry } from '@lesesaal/domain/waiting-list/schema';
import type { CreatedTimeSlots } from '@lesesaal/domain/time-slots/created-time-slots';
import type {
  MultiCapacity,
  TimeSlot,
  TimeSlotCreate,
  TimeSlotUpdate,
} from '@lesesaal/domain/time-slots/schema';
import type { ApiClient } from '../../api/client';
import { useApi } from '../../api/api-context';

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
    queryFn: () => api.get<Room>('admin/rooms/{id}', { params: { id: roomId } }),
  });

export const roomSlotsQuery = (api: ApiClient, roomId: number, from: string, until: string) =>
  queryOptions({
    queryKey: adminSlotKeys.month(roomId, from, until),
    queryFn: async () =>
      (
        await api.get<{ content: TimeSlot[] }>('admin/rooms/{id}/timeslots', {
          params: { id: roomId },
          query: {
            fromDate: from,
            untilDate: until,
            limit: PAGE_SIZE_MAX,
            sort: 'date:ASC,startTime:ASC',
          },
        })
      ).content,
  });

export const slotQuery = (api: ApiClient, roomId: number, id: number) =>
  queryOptions({
    queryKey: adminSlotKeys.one(roomId, id),
    queryFn: () =>
      api.get<TimeSlot>('admin/rooms/{id}/timeslots/{timeSlotId}', {
        params: { id: roomId, timeSlotId: id },
      }),
  });

/**
 * The slots a capacity change over `from`..`until` touches, fullest first: `totalCount` is how
 * many change, and every slot holding more tickets than a new capacity is on the first page.
 */
export const capacityPreviewQuery = (api: ApiClient, roomId: number, from: string, until: string) =>
  queryOptions({
    queryKey: adminSlotKeys.capacityPreview(roomId, from, until),
    queryFn: () =>
      api.get<{ content: TimeSlot[]; totalCount: number }>('admin/rooms/{id}/timeslots', {
        params: { id: roomId },
        query: {
          fromDate: from,
          untilDate: until,
          limit: PAGE_SIZE_MAX,
          sort: 'ticketCount:DESC,date:ASC,startTime:ASC',
        },
      }),
  });

/** The booked tickets of a slot (tickets of a slot). */
export const slotTicketsQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: adminSlotKeys.tickets(id),
    queryFn: async () =>
      (
        await api.get<{ content: Ticket[] }>('admin/tickets', {
          query: { timeSlotId: id, status: 'BOOKED', limit: PAGE_SIZE_MAX, sort: 'lastName:ASC' },
        })
      ).content,
  });

/** A slot's waiting list in line order. */
export const slotWaitingListQuery = (api: ApiClient, roomId: number, id: number) =>
  queryOptions({
    queryKey: adminSlotKeys.waitingList(id),
    queryFn: () =>
      api.get<StaffWaitingListEntry[]>('admin/rooms/{id}/timeslots/{timeSlotId}/waiting-list', {
        params: { id: roomId, timeSlotId: id },
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
      api.get<{ content: Ticket[]; totalCount: number }>('admin/tickets', {
        query: { timeSlotId: id, status: 'CANCELLED', limit: PAGE_SIZE_MAX, sort: 'lastName:ASC' },
      }),
  });

/** Slots from today with more active tickets than seats, in time order. */
export const overbookedQuery = (api: ApiClient, today: string) =>
  queryOptions({
    queryKey: adminSlotKeys.overbooked(today),
    queryFn: async () =>
      (
        await api.get<{ content: TimeSlot[] }>('admin/rooms/timeslots', {
          query: {
            status: 'OVERBOOKED',
            fromDate: today,
            sort: 'date:ASC,startTime:ASC',
            limit: PAGE_SIZE_MAX,
          },
        })
      ).content,
  });

function useSlotMutation<TIn, TOut>(fn: (input: TIn) => Promise<TOut>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminSlotKeys.all }),
        client.invalidateQueries({ queryKey: ['admin-rooms'] }),
      ]),
  });
}

export function useCreateSlots(roomId: number) {
  const api = useApi();
  return useSlotMutation((input: TimeSlotCreate) =>
    api.post<CreatedTimeSlots>('admin/rooms/{id}/timeslots', {
      params: { id: roomId },
      body: input,
    }),
  );
}

export function useUpdateSlot(roomId: number, id: number) {
  const api = useApi();
  return useSlotMutation((input: TimeSlotUpdate) =>
    api.put<TimeSlot>('admin/rooms/{id}/timeslots/{timeSlotId}', {
      params: { id: roomId, timeSlotId: id },
      body: input,
    }),
  );
}

export function useDeleteSlot(roomId: number, id: number) {
  const api = useApi();
  return useSlotMutation(() =>
    api.del('admin/rooms/{id}/timeslots/{timeSlotId}', { params: { id: roomId, timeSlotId: id } }),
  );
}

export function useSetCapacity(roomId: number) {
  const api = useApi();
  return useSlotMutation((input: MultiCapacity) =>
    api.post<{ updated: number }>('admin/rooms/{id}/timeslots/capacity', {
      params: { id: roomId },
      body: input,
    }),
  );
}

/** Staff book a person into a slot, beyond capacity if need be; `overbooked` tells. */
export function useStaffBooking(roomId: number, id: number) {
  const api = useApi();
  return useSlotMutation((input: AdminBookingRequest) =>
    api.post<Ticket & { overbooked: boolean }>('admin/rooms/{id}/timeslots/{timeSlotId}/tickets', {
      params: { id: roomId, timeSlotId: id },
      body: input,
    }),
  );
}
