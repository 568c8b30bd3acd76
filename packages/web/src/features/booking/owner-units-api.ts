import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnitInput } from '@lesesaal/domain/record-orders/schema';
import { useApi } from '../../api/api-context';
import { bookingKeys } from './api';

// the owner's link orders records for a booked visit, or withdraws an ordered one,
// until the order deadline (the server checks it and the room's limits). Only the confirmation
// screen uses these, so they stay in its chunk, out of the first route's download.

/** Orders a record for the visit `ticketId`; answers all units of the visit. */
export function useAddOwnerUnit(ownerId: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { ticketId: number; unit: UnitInput }) =>
      api.POST('/api/owners/{ownerId}/tickets/{ticketId}/units', {
        params: { path: { ownerId, ticketId: String(input.ticketId) } },
        body: { units: [input.unit] },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: bookingKeys.ownerTickets(ownerId) }),
  });
}

/** Withdraws an ordered record (still ORDERED, visit not started). */
export function useRemoveOwnerUnit(ownerId: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { ticketId: number; unitId: number }) =>
      api.DELETE('/api/owners/{ownerId}/tickets/{ticketId}/units/{unitId}', {
        params: {
          path: { ownerId, ticketId: String(input.ticketId), unitId: String(input.unitId) },
        },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: bookingKeys.ownerTickets(ownerId) }),
  });
}
