import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import type { TimeSlot } from '@lesesaal/domain/time-slots/schema';
import { useApi } from '../../api/api-context';

/** Query keys of the staff's slot screens; mutations invalidate everything under `admin-slots`. */
export const adminSlotKeys = {
  all: ['admin-slots'] as const,
  month: (roomId: number, from: string, until: string) => ['admin-slots', roomId, from, until] as const,
  one: (roomId: number, id: number) => ['admin-slots', roomId, 'slot', id] as const,
  tickets: (id: number) => ['admin-slots', 'tickets', id] as const,
  overbooked: ['admin-slots', 'overbooked'] as const,
};

export function useRoomSlots(roomId: number, from: string, until: string) {
  const api = useApi();
  return useQuery({
    queryKey: adminSlotKeys.month(roomId, from, until),
    queryFn: async () => (await api.get<{ content: TimeSlot[] }>('admin/rooms/{id}/timeslots', { params: { id: roomId }, query: { fromDate: from, untilDate: until } })).content,
  });
}

export function useSlot(roomId: number, id: number) {
  const api = useApi();
  return useQuery({
    queryKey: adminSlotKeys.one(roomId, id),
    queryFn: () => api.get<TimeSlot>('admin/rooms/{id}/timeslots/{timeSlotId}', { params: { id: roomId, timeSlotId: id } }),
  });
}

export function useSlotTickets(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: adminSlotKeys.tickets(id),
    queryFn: async () => (await api.get<{ content: Ticket[] }>('admin/tickets', { query: { timeSlotId: id, status: 'BOOKED', limit: 999 } })).content,
  });
}

export function useOverbooked() {
  const api = useApi();
  return useQuery({
    queryKey: adminSlotKeys.overbooked,
    queryFn: async () => (await api.get<{ content: TimeSlot[] }>('admin/rooms/timeslots', { query: { status: 'OVERBOOKED', sort: 'date:ASC,startTime:ASC', limit: 999 } })).content,
  });
}

function useInvalidating<TIn, TOut>(fn: (input: TIn) => Promise<TOut>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: adminSlotKeys.all }), client.invalidateQueries({ queryKey: ['admin-overbooked-count'] })]),
  });
}

export interface SlotSeriesInput {
  startTime: string;
  endTime: string;
  startDate: string;
  repeatUntil: string | null;
  daysOfWeek: string[];
  includeHolidays: boolean;
  capacity: number;
}

export function useCreateSlots(roomId: number) {
  const api = useApi();
  return useInvalidating((input: SlotSeriesInput) =>
    api.post<{ createdTimeSlots: TimeSlot[] | number }>('admin/rooms/{id}/timeslots', { params: { id: roomId }, body: input }),
  );
}

export function useUpdateSlot(roomId: number, id: number) {
  const api = useApi();
  return useInvalidating((input: { startTime: string; endTime: string; capacity: number }) =>
    api.put<TimeSlot>('admin/rooms/{id}/timeslots/{timeSlotId}', { params: { id: roomId, timeSlotId: id }, body: input }),
  );
}

export function useDeleteSlot(roomId: number, id: number) {
  const api = useApi();
  return useInvalidating(() => api.del('admin/rooms/{id}/timeslots/{timeSlotId}', { params: { id: roomId, timeSlotId: id } }));
}

export function useSetCapacity(roomId: number) {
  const api = useApi();
  return useInvalidating((input: { fromDate: string; untilDate: string; capacity: number }) =>
    api.post<{ updated: number }>('admin/rooms/{id}/timeslots/capacity', { params: { id: roomId }, body: input }),
  );
}

export function useStaffBooking(roomId: number, id: number) {
  const api = useApi();
  return useInvalidating((input: Record<string, unknown>) =>
    api.post<Ticket & { overbooked: boolean }>('admin/rooms/{id}/timeslots/{timeSlotId}/tickets', { params: { id: roomId, timeSlotId: id }, body: input }),
  );
}
