import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';

/**
 * The visitor's seat need in a room with named seats ("I need: microfilm reader, accessible
 * seat"): the calendar asks which slots have such a seat free (`seatMatch`) and the hold
 * carries it, so the seat chosen fits.
 */
export interface SeatNeed {
  /** equipment keys of the installation's list */
  equipment: string[];
  /** the visitor needs an accessible seat */
  accessible: boolean;
}

export const NO_SEAT_NEED: SeatNeed = { equipment: [], accessible: false };

/** True when the visitor asked for anything. */
export const hasSeatNeed = (need: SeatNeed): boolean =>
  need.equipment.length > 0 || need.accessible;

/** The calendar's query parameters of a need (none without one). */
export function seatNeedQuery(need: SeatNeed): {
  seatEquipment?: string;
  accessibleSeat?: 'true';
} {
  return {
    ...(need.equipment.length > 0 ? { seatEquipment: [...need.equipment].sort().join(',') } : {}),
    ...(need.accessible ? { accessibleSeat: 'true' as const } : {}),
  };
}

/** The installation's equipment list, as visitors read it (rarely changes). */
export const seatEquipmentQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['seat-equipment'] as const,
    staleTime: 10 * 60_000,
    queryFn: () => api.GET('/api/seat-equipment'),
  });
