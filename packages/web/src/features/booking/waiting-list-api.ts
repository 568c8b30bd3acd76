import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOT_CHECK_PARAM } from '@lesesaal/domain/bot-check/protocol';
import { param, type ApiInput } from '../../api/client';
import { useApi } from '../../api/api-context';
import { setTransactionId } from './api';
import { cartStorage } from './storage';

/**
 * The waiting list of full slots: join from the calendar, the e-mailed link's
 * entry (read, leave) and taking an offered seat into the booking flow.
 */
export const waitingListKeys = {
  entry: (token: string) => ['waiting-list', token] as const,
};

/** Joins a slot's list; `botCheckAnswer` as for a new cart (components/bot-check/use-bot-check.ts). */
export function useJoinWaitingList(botCheckAnswer?: () => Promise<string | null>) {
  const api = useApi();
  return useMutation({
    mutationFn: async (input: ApiInput<'/api/waiting-list', 'post'>) => {
      const answer = botCheckAnswer ? await botCheckAnswer() : null;
      return api.POST('/api/waiting-list', {
        params: { query: { [BOT_CHECK_PARAM]: param(answer) } },
        body: input,
      });
    },
  });
}

/** The entry of an e-mailed link (reading changes nothing). */
export function useWaitingListEntry(token: string) {
  const api = useApi();
  return useQuery({
    queryKey: waitingListKeys.entry(token),
    queryFn: () => api.GET('/api/waiting-list/{token}', { params: { path: { token } } }),
    retry: false,
  });
}

export function useLeaveWaitingList(token: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.DELETE('/api/waiting-list/{token}', { params: { path: { token } } }),
    onSettled: () => client.invalidateQueries({ queryKey: waitingListKeys.entry(token) }),
  });
}

/**
 * Puts the offered seat's cart into the booking flow: it becomes the visitor's cart (the
 * personal data form and the summary book it as any cart), marked as an offer (it holds that
 * one seat only, so the cart screen offers no further slots).
 */
export function takeOffer(transactionId: string): void {
  cartStorage.setOffer(transactionId);
  setTransactionId(transactionId);
}
