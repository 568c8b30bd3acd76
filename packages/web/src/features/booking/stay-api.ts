/**
 * The research stay's calls (docs/decisions/research-stays-web.md): the preview of the days
 * chosen (free, full or not bookable now, nothing held) and holding them all in one step, in a
 * new cart or the visitor's open one. Only the stay picker imports this module, so it stays in
 * the room calendar's chunk.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOT_CHECK_PARAM } from '@lesesaal/domain/bot-check/protocol';
import { ApiError, param, requireValue, type ApiData } from '../../api/client';
import { useApi } from '../../api/api-context';
import { bookingKeys, setTransactionId } from './api';
import type { Transaction } from './api-types';
import { cartStorage } from './storage';

/** The preview of a stay's days as the server answers it. */
export type StayPreview = ApiData<'/api/rooms/{id}/stay-days', 'get'>;
/** One day of the preview. */
export type StayPreviewDay = StayPreview['days'][number];

/**
 * The server's word on the chosen slots (one a day). Asked only for two days or more (a stay
 * has at least two); the previous answer stays on screen while a changed choice is asked.
 */
export function useStayPreview(roomId: number, slotIds: readonly number[]) {
  const api = useApi();
  const ids = slotIds.join(',');
  return useQuery({
    queryKey: ['slots', 'stay-days', roomId, ids] as const,
    enabled: slotIds.length >= 2,
    placeholderData: keepPreviousData,
    queryFn: () =>
      api.GET('/api/rooms/{id}/stay-days', {
        params: { path: { id: String(roomId) }, query: { timeSlotIds: ids } },
      }),
  });
}

/**
 * Holds the stay's days, all or none: added to the open cart, or a new cart (with the bot
 * check's answer) when there is none or it ran out. The calendars and the cart are read again
 * afterwards, on success and on failure.
 */
export function useHoldStay(botCheckAnswer?: () => Promise<string | null>) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (timeSlotIds: number[]): Promise<Transaction> => {
      const current = cartStorage.transactionId();
      if (current) {
        try {
          return await api.POST('/api/transactions/{id}/stays', {
            params: { path: { id: current } },
            body: { timeSlotIds },
          });
        } catch (err) {
          if (!(err instanceof ApiError && err.status === 404)) throw err;
          setTransactionId(null); // the old cart ran out: start a new one
        }
      }
      const answer = botCheckAnswer ? await botCheckAnswer() : null;
      return api.POST('/api/transactions/stays', {
        params: { query: { [BOT_CHECK_PARAM]: param(answer) } },
        body: { timeSlotIds },
      });
    },
    onSuccess: (cart) => {
      setTransactionId(cart.transactionId);
      client.setQueryData(bookingKeys.cart(cart.transactionId), cart);
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['slots'] }),
        client.invalidateQueries({ queryKey: ['cart'] }),
      ]),
  });
}

/** The slots a refusal `stay__days_unavailable` names (no longer free), else none. */
export function unavailableSlots(error: unknown): number[] {
  if (!(error instanceof ApiError) || error.code !== 'stay__days_unavailable') return [];
  const payload = (error.body as { payload?: unknown } | null)?.payload;
  return Array.isArray(payload) ? payload.map(Number).filter(Number.isInteger) : [];
}

/** Removes a stay from the cart: each of its days (the server has no call for all at once). */
export function useRemoveStay() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ticketIds: readonly number[]) => {
      const id = requireValue(cartStorage.transactionId(), 'id');
      for (const ticketId of ticketIds)
        await api.DELETE('/api/transactions/{id}/tickets/{ticketId}', {
          params: { path: { id, ticketId: String(ticketId) } },
        });
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['cart'] }),
        client.invalidateQueries({ queryKey: ['slots'] }),
      ]),
  });
}
