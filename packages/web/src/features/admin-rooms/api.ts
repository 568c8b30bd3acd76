import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRoom, RoomCreate } from '@lesesaal/domain/rooms/schema';
import type { ApiClient } from '../../api/client';
import { useApi } from '../../api/api-context';

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
        await api.get<{ content: AdminRoom[]; totalCount: number }>('admin/rooms', {
          query: { limit, offset: 0, sort: 'sortOrder:ASC' },
        })
      ).content,
  });

export const adminRoomQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: adminRoomKeys.one(id),
    queryFn: () => api.get<AdminRoom>('admin/rooms/{id}', { params: { id } }),
  });

/** Active (booked, today or later) tickets of a room: deletion is offered only at 0. */
export const roomTicketCountQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: adminRoomKeys.ticketCount(id),
    queryFn: async () =>
      (await api.get<{ count: number }>('admin/rooms/{id}/tickets/count', { params: { id } }))
        .count,
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
  return useRoomMutation((input: RoomCreate) =>
    api.post<AdminRoom>('admin/rooms', { body: input }),
  );
}

/** Saves with the version last read; a stale version answers 409 `conflict`. */
export function useUpdateRoom(id: number) {
  const api = useApi();
  return useRoomMutation((input: RoomCreate & { version: number }) =>
    api.put<AdminRoom>('admin/rooms/{id}', { params: { id }, body: { ...input, id } }),
  );
}

export function useDeleteRoom() {
  const api = useApi();
  return useRoomMutation((id: number) => api.del('admin/rooms/{id}', { params: { id } }));
}

/** Moves a room to a 0-based position; the server renumbers the others. */
export function useMoveRoom() {
  const api = useApi();
  return useRoomMutation((input: { id: number; order: number }) =>
    api.put<AdminRoom[]>('admin/rooms/{id}/order/{order}', { params: input }),
  );
}

export function useUploadImage(id: number) {
  const api = useApi();
  return useRoomMutation((input: { file: File; alt: string }) => {
    const form = new FormData();
    form.append('alt', input.alt);
    form.append('image', input.file);
    return api.put<AdminRoom>('admin/rooms/{id}/image', { params: { id }, body: form });
  });
}

export function useDeleteImage(id: number) {
  const api = useApi();
  return useRoomMutation(() => api.del('admin/rooms/{id}/image', { params: { id } }));
}
