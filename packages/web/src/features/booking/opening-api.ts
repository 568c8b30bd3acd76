/**
 * The calls of a room's fair opening (docs/decisions/release-time.md): the room's opening,
 * joining its waiting room and asking where one's place stands. The pass of a place is kept
 * by ./opening-pass.ts and sent as `X-Queue-Pass`.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { BOT_CHECK_PARAM } from '@lesesaal/domain/bot-check/protocol';
import type { IsoDate } from '@lesesaal/domain/dates';
import type { Opening, Place } from '@lesesaal/domain/opening/schema';
import { ApiError, param, type ApiClient } from '../../api/client';
import { useApi } from '../../api/api-context';
import { QUEUE_PASS } from './opening-pass';

export const openingKeys = {
  opening: (roomId: number) => ['opening', roomId] as const,
  place: (roomId: number, pass: string | null) => ['opening', roomId, 'place', pass] as const,
};

/** A hold refused because the slot's day is in a fair opening and it is not the visitor's turn. */
export const isNotYourTurn = (error: unknown) =>
  error instanceof ApiError && error.code === 'opening_not_your_turn';

/** Asking again after a failed read: 2, 4, 8 … seconds, at most a minute. */
export const backoffMs = (failures: number) => Math.min(60_000, 1000 * 2 ** failures);

/** Between reads of an opening: until its next change of state, at least 5 s, at most 5 min. */
export function openingRefetchMs(
  opening: Opening | null | undefined,
  now = Date.now(),
): number | false {
  if (!opening || opening.state === 'over') return false;
  const next =
    opening.state === 'upcoming'
      ? opening.waitingRoomOpensAt
      : opening.state === 'waiting-room'
        ? opening.releaseAt
        : null;
  const until = next ? new Date(next).getTime() - now : 30_000;
  return Math.min(300_000, Math.max(5_000, until));
}

export const roomOpeningQueryOptions = (api: ApiClient, roomId: number) =>
  queryOptions({
    queryKey: openingKeys.opening(roomId),
    queryFn: async (): Promise<Opening | null> =>
      (await api.GET('/api/rooms/{id}/opening', { params: { path: { id: String(roomId) } } }))
        .opening,
  });

/** The room's current or next opening (null: none); read again when its state is due to change. */
export function useRoomOpening(roomId: number, enabled = true) {
  const api = useApi();
  return useQuery({
    ...roomOpeningQueryOptions(api, roomId),
    enabled: enabled && Number.isInteger(roomId),
    refetchInterval: (query) => openingRefetchMs(query.state.data),
  });
}

/**
 * Where the place of `pass` stands, asked again after the server's `retryAfterSeconds` (also
 * while the tab is in the background, so that its title can say when it is one's turn), after
 * a failure with a growing pause. Null when the server does not know the pass (404
 * `opening_pass_unknown`): `onUnknown` forgets it.
 */
export function usePlace(roomId: number, pass: string | null, onUnknown: () => void) {
  const api = useApi();
  const failures = useRef(0);
  return useQuery({
    queryKey: openingKeys.place(roomId, pass),
    enabled: pass !== null,
    retry: false,
    refetchIntervalInBackground: true,
    refetchInterval: (query) => {
      if (failures.current > 0) return backoffMs(failures.current);
      const place = query.state.data;
      if (!place || place.state === 'expired') return false;
      return place.retryAfterSeconds * 1000;
    },
    queryFn: async (): Promise<Place | null> => {
      try {
        const { place } = await api.GET('/api/rooms/{id}/opening/queue', {
          params: { path: { id: String(roomId) } },
          headers: { [QUEUE_PASS]: pass ?? '' },
        });
        failures.current = 0;
        return place;
      } catch (err) {
        if (err instanceof ApiError && err.status === 404 && err.code === 'opening_pass_unknown') {
          failures.current = 0;
          onUnknown();
          return null;
        }
        failures.current += 1;
        throw err;
      }
    },
  });
}

/**
 * Joins the room's waiting room with the bot check's answer (as a new cart does); the answer's
 * pass is stored for the place's day and its place shown at once.
 */
export function useJoinQueue(
  roomId: number,
  botCheckAnswer: () => Promise<string | null>,
  store: (day: IsoDate, pass: string) => void,
) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const answer = await botCheckAnswer();
      return api.POST('/api/rooms/{id}/opening/queue', {
        params: {
          path: { id: String(roomId) },
          query: { [BOT_CHECK_PARAM]: param(answer) },
        },
      });
    },
    onSuccess: ({ pass, place }) => {
      store(place.day, pass);
      client.setQueryData(openingKeys.place(roomId, pass), place);
    },
    // a closed waiting room (409 opening_closed) or a new count: read the opening again
    onSettled: () =>
      client.invalidateQueries({ queryKey: openingKeys.opening(roomId), exact: true }),
  });
}
