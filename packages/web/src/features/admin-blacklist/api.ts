import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BlacklistEntry,
  BlacklistEntryCreate,
  BlacklistEntryUpdate,
} from '@lesesaal/domain/blacklist/schema';
import type { ApiClient } from '../../api/client';
import { useApi } from '../../api/api-context';

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
      api.get<{ content: BlacklistEntry[]; totalCount: number }>('admin/blacklist', {
        query: { term: term || null, sort },
      }),
    placeholderData: keepPreviousData,
  });

export const blacklistEntryQuery = (api: ApiClient, email: string) =>
  queryOptions({
    queryKey: blacklistKeys.one(email),
    queryFn: () => api.get<BlacklistEntry>('admin/blacklist/{email}', { params: { email } }),
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
    api.post<BlacklistEntry>('admin/blacklist', { body: input, headers: { 'If-None-Match': '*' } }),
  );
}

/**
 * The edit screen: the same `POST` without the condition replaces expiry and note of the
 * address in one step ("remove, then add again", without losing the entry halfway).
 */
export function useUpdateBlacklistEntry(email: string) {
  const api = useApi();
  return useBlacklistMutation((input: BlacklistEntryUpdate) =>
    api.post<BlacklistEntry>('admin/blacklist', { body: { email, ...input } }),
  );
}

export function useDeleteBlacklistEntry() {
  const api = useApi();
  return useBlacklistMutation((email: string) =>
    api.del('admin/blacklist/{email}', { params: { email } }),
  );
}
