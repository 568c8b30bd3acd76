/**
 * An archive's own settings (`/api/platform/archives/{id}/settings`): read with the
 * installation's values, changed key by key (null: the installation's value again).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import type { ApiClient, ApiData, ApiError, ApiInput } from '../../api/client';
import { platformKeys } from './api';

export type SettingsAnswer = ApiData<'/api/platform/archives/{id}/settings', 'get'>;
export type SettingsInput = ApiInput<'/api/platform/archives/{id}/settings', 'patch'>;
export type InstallationSettings = SettingsAnswer['installation'];

export const settingsKey = (id: number) => [...platformKeys.all, 'settings', id] as const;

export const archiveSettingsQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: settingsKey(id),
    queryFn: ({ signal }) =>
      api.GET('/api/platform/archives/{id}/settings', {
        params: { path: { id: String(id) } },
        signal,
      }),
  });

/** Sends the changed keys; the answer (the new settings) replaces what was read. */
export function useSaveSettings(id: number) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation<SettingsAnswer, ApiError, SettingsInput>({
    mutationFn: (body) =>
      api.PATCH('/api/platform/archives/{id}/settings', {
        params: { path: { id: String(id) } },
        body,
      }),
    onSuccess: (saved) => {
      client.setQueryData(settingsKey(id), saved);
    },
  });
}
