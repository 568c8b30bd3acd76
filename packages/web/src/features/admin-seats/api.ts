import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  EquipmentCreate,
  EquipmentUpdate,
  SeatBlockPayload,
  SeatPayload,
} from '@lesesaal/domain/seats/schema';
import type { ApiClient, ApiData } from '../../api/client';
import { useApi } from '../../api/api-context';
import { multipart, type ApiForm } from '../../api/multipart';

/** A room's seats with its settings, as the staff's call answers them. */
export type RoomSeats = ApiData<'/api/admin/rooms/{id}/seats', 'get'>;
/** One seat. */
export type AdminSeat = RoomSeats['seats'][number];
/** One entry of the equipment list. */
export type Equipment = ApiData<'/api/admin/seat-equipment', 'get'>[number];
/** A slot's seats and bookings without a seat. */
export type SlotSeats = ApiData<'/api/admin/rooms/{id}/timeslots/{timeSlotId}/seats', 'get'>;
/** A booking that lost its seat to a block. */
export type AffectedBooking = ApiData<
  '/api/admin/rooms/{id}/seats/{seatId}/blocks',
  'post'
>['affected'][number];

const roomPath = (id: number) => ({ path: { id: String(id) } });
const seatPath = (id: number, seatId: number) => ({
  path: { id: String(id), seatId: String(seatId) },
});

/** Query keys; every mutation invalidates everything under `admin-seats`. */
export const adminSeatKeys = {
  all: ['admin-seats'] as const,
  equipment: ['admin-seats', 'equipment'] as const,
  room: (id: number) => ['admin-seats', 'room', id] as const,
  roomName: (id: number) => ['admin-seats', 'room', id, 'name'] as const,
  slot: (id: number, slotId: number) => ['admin-seats', 'room', id, 'slot', slotId] as const,
};

export const equipmentQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: adminSeatKeys.equipment,
    queryFn: () => api.GET('/api/admin/seat-equipment', {}),
  });

export const roomSeatsQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: adminSeatKeys.room(id),
    queryFn: () => api.GET('/api/admin/rooms/{id}/seats', { params: roomPath(id) }),
  });

/** The room's name for the headings. */
export const roomNameQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: adminSeatKeys.roomName(id),
    queryFn: async () => (await api.GET('/api/admin/rooms/{id}', { params: roomPath(id) })).name,
  });

export const slotSeatsQuery = (api: ApiClient, id: number, slotId: number) =>
  queryOptions({
    queryKey: adminSeatKeys.slot(id, slotId),
    queryFn: () =>
      api.GET('/api/admin/rooms/{id}/timeslots/{timeSlotId}/seats', {
        params: { path: { id: String(id), timeSlotId: String(slotId) } },
      }),
  });

/**
 * A seat change, the seat lists read again after it. With a `queue`, the changes of that
 * queue reach the server one after another, in the order they were made (TanStack Query's
 * mutation scope): without it, two quick changes of the same thing travel side by side and
 * the server may store the older one last.
 */
function useSeatMutation<TIn, TOut>(fn: (input: TIn) => Promise<TOut>, queue?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    ...(queue === undefined ? {} : { scope: { id: queue } }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminSeatKeys.all }),
  });
}

export function useCreateEquipment() {
  const api = useApi();
  return useSeatMutation((body: EquipmentCreate) =>
    api.POST('/api/admin/seat-equipment', { body }),
  );
}

export function useUpdateEquipment() {
  const api = useApi();
  return useSeatMutation((input: { id: number; body: EquipmentUpdate }) =>
    api.PUT('/api/admin/seat-equipment/{equipmentId}', {
      params: { path: { equipmentId: String(input.id) } },
      body: input.body,
    }),
  );
}

export function useDeleteEquipment() {
  const api = useApi();
  return useSeatMutation((id: number) =>
    api.DELETE('/api/admin/seat-equipment/{equipmentId}', {
      params: { path: { equipmentId: String(id) } },
    }),
  );
}

/** Creates a seat (`seatId` null) or changes one. */
export function useSaveSeat(roomId: number) {
  const api = useApi();
  return useSeatMutation((input: { seatId: number | null; body: SeatPayload }) =>
    input.seatId === null
      ? api.POST('/api/admin/rooms/{id}/seats', { params: roomPath(roomId), body: input.body })
      : api.PUT('/api/admin/rooms/{id}/seats/{seatId}', {
          params: seatPath(roomId, input.seatId),
          body: input.body,
        }),
  );
}

export function useDeleteSeat(roomId: number) {
  const api = useApi();
  return useSeatMutation((seatId: number) =>
    api.DELETE('/api/admin/rooms/{id}/seats/{seatId}', { params: seatPath(roomId, seatId) }),
  );
}

export function usePlaceSeat(roomId: number) {
  const api = useApi();
  // the plan's "save positions" sends one request per changed seat: in order, one at a time
  return useSeatMutation(
    (input: { seatId: number; x: number | null; y: number | null }) =>
      api.PUT('/api/admin/rooms/{id}/seats/{seatId}/position', {
        params: seatPath(roomId, input.seatId),
        body: { x: input.x, y: input.y },
      }),
    `seat-positions:${roomId}`,
  );
}

export function useBlockSeat(roomId: number) {
  const api = useApi();
  return useSeatMutation((input: { seatId: number; body: SeatBlockPayload }) =>
    api.POST('/api/admin/rooms/{id}/seats/{seatId}/blocks', {
      params: seatPath(roomId, input.seatId),
      body: input.body,
    }),
  );
}

export function useUnblockSeat(roomId: number) {
  const api = useApi();
  return useSeatMutation((input: { seatId: number; blockId: number }) =>
    api.DELETE('/api/admin/rooms/{id}/seats/{seatId}/blocks/{blockId}', {
      params: {
        path: { id: String(roomId), seatId: String(input.seatId), blockId: String(input.blockId) },
      },
    }),
  );
}

export function useMoveBooking() {
  const api = useApi();
  return useSeatMutation((input: { ticketId: number; seatId: number }) =>
    api.PUT('/api/admin/seat-assignments/{ticketId}', {
      params: { path: { ticketId: String(input.ticketId) } },
      body: { seatId: input.seatId },
    }),
  );
}

export function useSaveHoldBack(roomId: number) {
  const api = useApi();
  return useSeatMutation((days: number) =>
    api.PUT('/api/admin/rooms/{id}/seat-settings', {
      params: roomPath(roomId),
      body: { accessibleHoldBackDays: days },
    }),
  );
}

export function useUploadPlan(roomId: number) {
  const api = useApi();
  return useSeatMutation((input: { file: File; alt: string }) =>
    api.PUT('/api/admin/rooms/{id}/seat-plan', {
      params: roomPath(roomId),
      body: multipart<ApiForm<'/api/admin/rooms/{id}/seat-plan', 'put'>>({
        alt: input.alt,
        image: input.file,
      }),
    }),
  );
}

export function useDeletePlan(roomId: number) {
  const api = useApi();
  return useSeatMutation(() =>
    api.DELETE('/api/admin/rooms/{id}/seat-plan', { params: roomPath(roomId) }),
  );
}
