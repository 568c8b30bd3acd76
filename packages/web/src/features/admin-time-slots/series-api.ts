/**
 * The staff's series of one person's visits (docs/decisions/research-stays-web.md): the dry
 * run, which lists every day with whether it can be booked and why not, and the booking of
 * the days bookable then, as one stay.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiData, ApiInput } from '../../api/client';
import { useApi } from '../../api/api-context';
import {
  createKeyPerWrite,
  idempotentRetryDelay,
  retryIdempotentWrite,
} from '../../api/idempotent-retry';
import { adminSlotKeys } from './api';

/** What a series asks: the start time, a weekday from a day until a day, and the person. */
export type SeriesRequest = ApiInput<'/api/admin/rooms/{id}/series', 'post'>;
/** The answer of the dry run and of the booking: every day with its verdict. */
export type SeriesResult = ApiData<'/api/admin/rooms/{id}/series/preview', 'post'>;
/** One day of a series. */
export type SeriesDay = SeriesResult['days'][number];

/** The dry run: nothing is written. */
export function useSeriesPreview(roomId: number) {
  const api = useApi();
  return useMutation({
    mutationFn: (body: SeriesRequest) =>
      api.POST('/api/admin/rooms/{id}/series/preview', {
        params: { path: { id: String(roomId) } },
        body,
      }),
  });
}

/**
 * Books the series' days bookable now, as one stay; repeated safely after a lost answer (one
 * `Idempotency-Key` per series meant, as the staff booking).
 */
export function useBookSeries(roomId: number) {
  const api = useApi();
  const client = useQueryClient();
  const [keys] = useState(createKeyPerWrite);
  return useMutation({
    mutationFn: (body: SeriesRequest) =>
      api.POST('/api/admin/rooms/{id}/series', {
        params: { path: { id: String(roomId) }, header: { 'idempotency-key': keys.keyFor(body) } },
        body,
      }),
    retry: retryIdempotentWrite,
    retryDelay: idempotentRetryDelay,
    onSuccess: () => {
      keys.succeeded();
      return Promise.all([
        client.invalidateQueries({ queryKey: adminSlotKeys.all }),
        client.invalidateQueries({ queryKey: ['admin-rooms'] }),
        client.invalidateQueries({ queryKey: ['admin-reservations'] }),
      ]);
    },
  });
}
