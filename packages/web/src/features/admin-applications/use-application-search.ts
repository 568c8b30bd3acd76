import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useApi } from '../../api/api-context';
import { useConfig } from '../../config';
import {
  APPLICATION_STATES,
  applicationsQuery,
  type ApplicationSearch,
  type ApplicationState,
} from './api';

/** The list state from the address bar; defaults: the new applications, no term, page one. */
export function applicationSearchOf(params: URLSearchParams): ApplicationSearch {
  const state = params.get('state');
  const page = Number(params.get('page'));
  return {
    state:
      state === 'all'
        ? null
        : (APPLICATION_STATES as readonly string[]).includes(state ?? '')
          ? (state as ApplicationState)
          : 'submitted',
    term: params.get('q')?.trim() || null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function paramsOf(search: ApplicationSearch): Record<string, string> {
  return {
    state: search.state ?? 'all',
    ...(search.term ? { q: search.term } : {}),
    ...(search.page > 1 ? { page: String(search.page) } : {}),
  };
}

/**
 * The application list's state, kept in the address bar: the search (`go` moves to another),
 * the search form's draft with submit and reset, and the page read.
 */
export function useApplicationSearch() {
  const api = useApi();
  const { pagingSize } = useConfig();
  const [params, setParams] = useSearchParams();
  const search = applicationSearchOf(params);
  const list = useQuery(applicationsQuery(api, search, pagingSize));
  const [draft, setDraft] = useState({ state: search.state ?? 'all', term: search.term ?? '' });

  const go = (next: ApplicationSearch) => setParams(paramsOf(next));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({
      state: draft.state === 'all' ? null : (draft.state as ApplicationState),
      term: draft.term.trim() || null,
      page: 1,
    });
  };
  const reset = () => {
    setDraft({ state: 'submitted', term: '' });
    go({ state: 'submitted', term: null, page: 1 });
  };
  const canReset = search.state !== 'submitted' || search.term !== null;
  const total = list.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / pagingSize));

  return { search, go, list, total, pages, draft, setDraft, submit, reset, canReset };
}
