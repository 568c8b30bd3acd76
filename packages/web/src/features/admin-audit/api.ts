import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';

/** Query keys of the audit log screen. */
export const auditKeys = {
  all: ['admin-audit'] as const,
  page: (offset: number, limit: number) => ['admin-audit', 'page', offset, limit] as const,
};

/** One page of the staff audit log, newest first (`GET /admin/audit-log`). */
export const auditLogQuery = (api: ApiClient, offset: number, limit: number) =>
  queryOptions({
    queryKey: auditKeys.page(offset, limit),
    queryFn: () =>
      api.GET('/api/admin/audit-log', {
        params: { query: { limit: String(limit), offset: String(offset) } },
      }),
    placeholderData: keepPreviousData,
  });
