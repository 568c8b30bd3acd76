import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, ApiData, ApiInput } from '../../api/client';
import { useApi } from '../../api/api-context';

/** One blocked address as the server answers it. */
export type BlacklistEntry = ApiData<'/api/admin/blacklist/{email}', 'get'>;
type BlacklistEntryCreate = ApiInput<'/api/admin/blacklist', 'post'>;
/** What the edit screen changes: expiry and note (the address is the entry's). */
type BlacklistEntryUpdate = Omit<BlacklistEntryCreate, 'email'>;

/** Query keys of the blacklist screens; mutations invalidate everything under `admin-blacklist`. */
export const blacklistKeys = {
  all: ['admin-blacklist'] as const,
  list: (term: string, sort: string) => ['admin-blacklist', 'list', term, sort] as const,
  one: (email: string) => ['admin-blacklist', 'entry', email] as const,
};

/** The entries matching `term` (e-mail or note), sorted (`email:ASC`); one page of maxBlackListEntries. */
export const blacklistQuery = (api: ApiClient, term: string, sort: string) =>
  queryOptions({
    queryKey: blacklistKeys.list(term, sort),
    queryFn: () =>
      api.GET('/api/admin/blacklist', { params: { query: { term: term || undefined, sort } } }),
    placeholderData: keepPreviousData,
  });

export const blacklistEntryQuery = (api: ApiClient, email: string) =>
  queryOptions({
    queryKey: blacklistKeys.one(email),
    queryFn: () => api.GET('/api/admin/blacklist/{email}', { params: { path: { email } } }),
  });

function useBlacklistMutation<TIn, TOut>(fn: (input: TIn) => Promise<TOut>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: blacklistKeys.all }),
  });
}

/**
 * The add screen: `POST` with `If-None-Match: *`, so an address that is blocked already is
 * refused (`blacklist__email_already_exists`) instead of silently replaced.
 */
export function useAddBlacklistEntry() {
  const api = useApi();
  return useBlacklistMutation((input: BlacklistEntryCreate) =>
    api.POST('/api/admin/blacklist', { params: { header: { 'if-none-match': '*' } }, body: input }),
  );
}

/**
 * The edit screen: the same `POST` without the condition replaces expiry and note of the
 * address in one step ("remove, then add again", without losing the entry halfway).
 */
export function useUpdateBlacklistEntry(email: string) {
  const api = useApi();
  return useBlacklistMutation((input: BlacklistEntryUpdate) =>
    api.POST('/api/admin/blacklist', { body: { email, ...input } }),
  );
}

export function useDeleteBlacklistEntry() {
  const api = useApi();
  return useBlacklistMutation((email: string) =>
    api.DELETE('/api/admin/blacklist/{email}', { params: { path: { email } } }),
  );
}
