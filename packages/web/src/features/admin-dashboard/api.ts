import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';

/**
 * Query keys of the dashboard. The overbooked count lives under `admin-slots`, the prefix
 * the time-slot screens invalidate after every change, so the tile stays current without
 * either feature importing the other.
 */
export const dashboardKeys = {
  overbookedCount: (today: string) => ['admin-slots', 'overbooked', 'count', today] as const,
};

/** How many slots from today on hold more active tickets than seats. */
export const overbookedCountQuery = (api: ApiClient, today: string) =>
  queryOptions({
    queryKey: dashboardKeys.overbookedCount(today),
    queryFn: async () =>
      (
        await api.GET('/api/admin/rooms/timeslots', {
          params: { query: { status: 'OVERBOOKED', fromDate: today, limit: '1' } },
        })
      ).totalCount,
  });
