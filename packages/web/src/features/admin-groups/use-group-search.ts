import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useApi } from '../../api/api-context';
import { useConfig } from '../../config';
import { GROUP_STATUSES, groupRequestsQuery, type GroupSearch, type GroupStatus } from './api';

/** The list state from the address bar; defaults: the new requests, page one. */
export function groupSearchOf(params: URLSearchParams): GroupSearch {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status:
      status === 'all'
        ? null
        : (GROUP_STATUSES as readonly string[]).includes(status ?? '')
          ? (status as GroupStatus)
          : 'REQUESTED',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function paramsOf(search: GroupSearch): Record<string, string> {
  return {
    status: search.status ?? 'all',
    ...(search.page > 1 ? { page: String(search.page) } : {}),
  };
}

/**
 * The group request list's state, kept in the address bar: the status filter (a draft until
 * "Show"), the page read, and the way to another page.
 */
export function useGroupSearch() {
  const api = useApi();
  const { pagingSize } = useConfig();
  const [params, setParams] = useSearchParams();
  const search = groupSearchOf(params);
  const list = useQuery(groupRequestsQuery(api, search, pagingSize));
  const [draft, setDraft] = useState<string>(search.status ?? 'all');
  const go = (next: GroupSearch) => setParams(paramsOf(next));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ status: draft === 'all' ? null : (draft as GroupStatus), page: 1 });
  };
  const total = list.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / pagingSize));
  return { search, go, list, total, pages, draft, setDraft, submit };
}
