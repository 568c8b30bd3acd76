import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Room } from '@lesesaal/domain/rooms/schema';
import type { ApiClient } from '../../api/client';
import { useApi } from '../../api/api-context';

/** Query keys of the staff's room screens; mutations invalidate by the same keys. */
export const adminRoomKeys = {
  all: ['admin-rooms'] as const,
  one: (id: number) => ['admin-rooms', id] as const,
  ticketCount: (id: number) => ['admin-rooms', id, 'ticket-count'] as const,
};

export interface RoomInput {
  name: string;
  description: string;
  capacity: number;
  openStart: { type: 'DAY' | 'WORKING_DAY'; value: number };
  openEnd: { type: 'DAY' | 'WORKING_DAY'; value: number };
}

export const adminRoomsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: adminRoomKeys.all, queryFn: async () => (await api.get<{ content: Room[] }>('admin/rooms')).content });

export const adminRoomQuery = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: adminRoomKeys.one(id), queryFn: () => api.get<Room>('admin/rooms/{id}', { params: { id } }) });

export const roomTicketCountQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: adminRoomKeys.ticketCount(id),
    queryFn: async () => (await api.get<{ count: number }>('admin/rooms/{id}/tickets/count', { params: { id } })).count,
  });

function useInvalidateRooms() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: adminRoomKeys.all });
}

export function useSaveRoom() {
  const api = useApi();
  const invalidate = useInvalidateRooms();
  return useMutation({
    mutationFn: (input: RoomInput & { id?: number; version?: number }) =>
      input.id === undefined
        ? api.post<Room>('admin/rooms', { body: input })
        : api.put<Room>('admin/rooms/{id}', { params: { id: input.id }, body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteRoom() {
  const api = useApi();
  const invalidate = useInvalidateRooms();
  return useMutation({ mutationFn: (id: number) => api.del('admin/rooms/{id}', { params: { id } }), onSuccess: invalidate });
}

export function useMoveRoom() {
  const api = useApi();
  const invalidate = useInvalidateRooms();
  return useMutation({
    mutationFn: (input: { id: number; order: number }) => api.put<Room[]>('admin/rooms/{id}/order/{order}', { params: input }),
    onSuccess: invalidate,
  });
}

export function useUploadImage(id: number) {
  const api = useApi();
  const invalidate = useInvalidateRooms();
  return useMutation({
    mutationFn: (input: { file: File; alt: string }) => {
      const form = new FormData();
      form.append('alt', input.alt);
      form.append('image', input.file);
      return api.put<Room>('admin/rooms/{id}/image', { params: { id }, body: form });
    },
    onSuccess: invalidate,
  });
}

export function useDeleteImage(id: number) {
  const api = useApi();
  const invalidate = useInvalidateRooms();
  return useMutation({ mutationFn: () => api.del('admin/rooms/{id}/image', { params: { id } }), onSuccess: invalidate });
}
