import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Ticket } from './api-types';
import { useApi } from '../../api/api-context';
import { roomsQueryOptions, useTransactionId, whileCartHeld } from './api';
import { roomSlotsQueryOptions } from './cart-api';
import { recordsVisit, type RecordsVisit } from './records';
import { takesStayRecords } from './stay-groups';

/**
 * The cart's visits with what their rooms and slots say about records: the room
 * list (settings) and each visit's day from the calendar call (orderable, deadline). Of a
 * research stay only the first day is such a visit.
 */
export function useRecordsVisits(tickets: readonly Ticket[]): {
  visits: RecordsVisit[];
  loading: boolean;
} {
  const api = useApi();
  const client = useQueryClient();
  const transactionId = useTransactionId();
  const rooms = useQuery(roomsQueryOptions(api));
  const days = [...new Set(tickets.map((t) => `${t.roomId}|${t.date}`))];
  const slots = useQueries({
    queries: days.map((day) => {
      const [roomId, date] = day.split('|') as [string, string];
      return {
        ...roomSlotsQueryOptions(api, Number(roomId), date, date, transactionId),
        ...whileCartHeld(client, transactionId),
      };
    }),
  });
  const roomList = Array.isArray(rooms.data) ? rooms.data : [];
  const slotList = slots.flatMap((q) => (Array.isArray(q.data) ? q.data : []));
  // a research stay's records go with its first day only
  const visits = tickets
    .filter((ticket) => takesStayRecords(ticket, tickets))
    .map((ticket) =>
      recordsVisit(
        ticket,
        roomList.find((room) => room.id === ticket.roomId),
        slotList.find((slot) => slot.id === ticket.timeSlotId),
      ),
    );
  return { visits, loading: rooms.isPending || slots.some((q) => q.isPending) };
}
