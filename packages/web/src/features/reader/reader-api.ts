/**
 * The reader's calls of the sign-in and "My data" screens: asking for a code, signing in by
 * code or mailed link, the reader's bookings and applications, the export and deleting the
 * account. Who is signed in and signing out are ./reader-session.ts (the header's).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOT_CHECK_PARAM } from '@lesesaal/domain/bot-check/protocol';
import type { Language } from '@lesesaal/domain/config';
import { apiUrl, param } from '../../api/client';
import { useApi } from '../../api/api-context';
import {
  forgetReader,
  readerApplicationsQueryOptions,
  readerHint,
  readerKeys,
  useReader,
} from '../../components/reader-session';

/** Asks for a code (and a link) by mail, in `language`; `botCheckAnswer` as for a new cart. */
export function useRequestCode(botCheckAnswer: () => Promise<string | null>) {
  const api = useApi();
  return useMutation({
    mutationFn: async (input: { email: string; language: Language }) => {
      const answer = await botCheckAnswer();
      return api.POST('/api/reader/sign-in', {
        params: { query: { [BOT_CHECK_PARAM]: param(answer) } },
        body: input,
      });
    },
  });
}

/** Signs in by the mailed code (with its address) or by the mailed link's token. */
export function useVerify() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; code: string } | { token: string }) =>
      api.POST('/api/reader/sign-in/verify', { body: input }),
    onSuccess: async ({ reader }) => {
      readerHint.set(true);
      // a "who is signed in" read still under way (the header's, sent before the sign-in)
      // would answer "nobody" after this and overwrite the reader: it is cancelled first
      await client.cancelQueries({ queryKey: readerKeys.me });
      client.setQueryData(readerKeys.me, reader);
      // another reader's lists (a sign-in over a session) are not theirs
      client.removeQueries({ queryKey: readerKeys.bookings });
      client.removeQueries({ queryKey: readerKeys.applications });
    },
  });
}

/** The signed-in reader's bookings, upcoming first (the server's order). */
export function useReaderBookings(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: readerKeys.bookings,
    queryFn: () => api.GET('/api/reader/bookings'),
    enabled,
    // read again on every visit: a booking or a staff decision may have changed them
    staleTime: 0,
  });
}

/** The signed-in reader's user applications. */
export function useReaderApplications(enabled: boolean) {
  const api = useApi();
  return useQuery({ ...readerApplicationsQueryOptions(api), enabled, staleTime: 0 });
}

/** The export: a plain link, downloaded by the browser (the server names the file). */
export const readerExportUrl = (baseApiUrl: string) => apiUrl(baseApiUrl, 'reader/export');

/** Deletes the account (and signs out); answers what the law keeps, as keys. */
export function useDeleteAccount() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.DELETE('/api/reader'),
    onSuccess: () => forgetReader(client),
  });
}

export { useReader };
