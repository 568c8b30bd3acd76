import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { isValidIsoDate } from '@lesesaal/domain/dates';
import {
  RESERVATION_SORT_COLUMNS,
  type ReservationSortColumn,
} from '@lesesaal/domain/tickets/schema';
import { useApi } from '../../api/api-context';
import { useArchiveToday } from '../../components/archive-today';
import { useConfig } from '../../config';
import { reservationsQuery, type ReservationSearch } from './api';

/** The list state from the address bar, with the defaults: booked, from today, by name. */
export function searchOf(params: URLSearchParams, today: string): ReservationSearch {
  const date = (value: string | null) => (value && isValidIsoDate(value) ? value : null);
  const column = params.get('sortColumn');
  const offset = Number(params.get('offset'));
  return {
    type: params.get('searchType')?.toUpperCase() === 'CANCELLED' ? 'CANCELLED' : 'BOOKED',
    from: date(params.get('searchFrom')) ?? today,
    until: date(params.get('searchUntil')),
    term: params.get('searchTerm')?.trim() || null,
    sortColumn: (RESERVATION_SORT_COLUMNS as readonly string[]).includes(column ?? '')
      ? (column as ReservationSortColumn)
      : 'name',
    sortOrder: params.get('sortOrder') === 'desc' ? 'desc' : 'asc',
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
  };
}

function paramsOf(search: ReservationSearch): Record<string, string> {
  return {
    searchType: search.type,
    searchFrom: search.from,
    ...(search.until ? { searchUntil: search.until } : {}),
    ...(search.term ? { searchTerm: search.term } : {}),
    sortColumn: search.sortColumn,
    sortOrder: search.sortOrder,
    ...(search.offset > 0 ? { offset: String(search.offset) } : {}),
  };
}

/**
 * The reservation list's state, kept in the address bar: the search (`go` moves to another),
 * the search form's draft with submit and reset, the tab's page and the other tab's count.
 */
export function useReservationSearch() {
  const api = useApi();
  const { pagingSize } = useConfig();
  const today = useArchiveToday();
  const [params, setParams] = useSearchParams();
  const search = searchOf(params, today);
  const other: ReservationSearch = {
    ...search,
    type: search.type === 'BOOKED' ? 'CANCELLED' : 'BOOKED',
    offset: 0,
  };
  const list = useQuery(reservationsQuery(api, search, pagingSize));
  const otherCount = useQuery(reservationsQuery(api, other, 1));
  const [draft, setDraft] = useState({
    from: search.from,
    until: search.until ?? '',
    term: search.term ?? '',
  });

  const go = (next: ReservationSearch) => setParams(paramsOf(next));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({
      ...search,
      from: isValidIsoDate(draft.from) ? draft.from : today,
      until: isValidIsoDate(draft.until) ? draft.until : null,
      term: draft.term.trim() || null,
      offset: 0,
    });
  };
  const reset = () => {
    setDraft({ from: today, until: '', term: '' });
    go({ ...search, from: today, until: null, term: null, offset: 0 });
  };
  const canReset = search.from !== today || search.until !== null || search.term !== null;
  const count = (type: ReservationSearch['type']) =>
    type === search.type ? list.data?.totalCount : otherCount.data?.totalCount;

  return { search, go, list, count, draft, setDraft, submit, reset, canReset };
}
