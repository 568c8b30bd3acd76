import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { ApiClient } from '../api/client';
import type { WebConfig } from '../config';

/** What a visitor screen's preparation (its code and first data, before it shows) may use. */
export interface ScreenPreparationContext {
  api: ApiClient;
  queryClient: QueryClient;
  config: WebConfig;
  params: Params;
  search: URLSearchParams;
}
