import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoomCreate } from '@lesesaal/domain/rooms/schema';
import type { ApiClient, ApiData } from '../../api/client';
import { useApi } from '../../api/api-context';
import { multipart, type ApiForm } from '../../api/multipart';

/** One room as the staff's room calls answer it. */
export type AdminRoom = ApiData<'/api/admin/rooms/{id}', 'get'>;

const idPath = (id: number) => ({ path: { id: String(id) } });

/** Query keys of the staff's room screens; mutations invalidate everything under `admin-rooms`. */
export const adminRoomKeys = {
  all: ['admin-rooms'] as const,
  list: (limit: number) => ['admin-rooms', 'list', limit] as const,
  one: (id: number) => ['admin-rooms', 'room', id] as const,
  ticketCount: (id: number) => ['admin-rooms', 'room', id, 'ticket-count'] as const,
};

/** Every room in display order (size maxRooms, page 0). */
export const adminRoomsQuery = (api: ApiClient, limit: number) =>
  queryOptions({
    queryKey: adminRoomKeys.list(limit),
    queryFn: async () =>
      (
        await api.GET('/api/admin/rooms', {
          params: { query: { limit: String(limit), offset: '0', sort: 'sortOrder:ASC' } },
        })
      ).content,
  });

export const adminRoomQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: adminRoomKeys.one(id),
    queryFn: () => api.GET('/api/admin/rooms/{id}', { params: idPath(id) }),
  });

/** Active (booked, today or later) tickets of a room: deletion is offered only at 0. */
export const roomTicketCountQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: adminRoomKeys.ticketCount(id),
    queryFn: async () =>
      (await api.GET('/api/admin/rooms/{id}/tickets/count', { params: idPath(id) })).count,
  });

function useRoomMutation<TIn, TOut>(fn: (input: TIn) => Promise<TOut>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: adminRoomKeys.all }),
  });
}

export function useCreateRoom() {
  const api = useApi();
  return useRoomMutation((input: RoomCreate) => api.POST('/api/admin/rooms', { body: input }));
}

/** Saves with the version last read; a stale version answers 409 `conflict`. */
export function useUpdateRoom(id: number) {
  const api = useApi();
  return useRoomMutation((input: RoomCreate & { version: number }) =>
    api.PUT('/api/admin/rooms/{id}', { params: idPath(id), body: { ...input, id } }),
  );
}

export function useDeleteRoom() {
  const api = useApi();
  return useRoomMutation((id: number) =>
    api.DELETE('/api/admin/rooms/{id}', { params: idPath(id) }),
  );
}

/** Moves a room to a 0-based position; the server renumbers the others. */
export function useMoveRoom() {
  const api = useApi();
  return useRoomMutation((input: { id: number; order: number }) =>
    api.PUT('/api/admin/rooms/{id}/order/{order}', {
      params: { path: { id: String(input.id), order: String(input.order) } },
    }),
  );
}

export function useUploadImage(id: number) {
  const api = useApi();
  return useRoomMutation((input: { file: File; alt: string }) =>
    api.PUT('/api/admin/rooms/{id}/image', {
      params: idPath(id),
      body: multipart<ApiForm<'/api/admin/rooms/{id}/image', 'put'>>({
        alt: input.alt,
        image: input.file,
      }),
    }),
  );
}

export function useDeleteImage(id: number) {
  const api = useApi();
  return useRoomMutation(() => api.DELETE('/api/admin/rooms/{id}/image', { params: idPath(id) }));
}
