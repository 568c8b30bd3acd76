import { createContext, use } from 'react';
import type { ApiClient } from './client';

/** The API client of the running app (created from the config in app/providers.tsx). */
export const ApiContext = createContext<ApiClient | null>(null);

export function useApi(): ApiClient {
  const api = use(ApiContext);
  if (!api) throw new Error('useApi() needs <AppProviders> (ApiContext) above it');
  return api;
}
