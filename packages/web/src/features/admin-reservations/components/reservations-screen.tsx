import {
  Anchor,
  Button,
  Group,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDisplayDate, isValidIsoDate } from '@lesesaal/domain/dates';
import { SEARCH_TERM_MAX } from '@lesesaal/domain/limits';
import { pageNumber } from '@lesesaal/domain/paging';
import { truncateRoomName } from '@lesesaal/domain/rooms/rules';
import {
  RESERVATION_SORT_COLUMNS,
  type ReservationSortColumn,
  type Ticket,
} from '@lesesaal/domain/tickets/schema';
import { useApi } from '../../../api/api-context';
import { useArchiveToday } from '../../../components/archive-today';
import { BackLinks } from '../../../components/back-links';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { nextSort, SortableHeader } from '../../../components/sortable-header';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useConfig } from '../../../config';
import { reservationsExportUrl, reservationsQuery, type ReservationSearch } from '../api';
import { ExportLinks } from '../../../components/export-links';
import { LongText } from '../../../components/long-text';

/** The list state from the address bar, with the spec's defaults (booked, from today, by name). */
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

const personName = (ticket: Ticket) =>
  [ticket.lastName, ticket.firstName].filter(Boolean).join(', ');

/**
 * Spec §2 admin `/reservations`: tabs Booked / Cancelled with counts, search by dates and
 * term (reset only when something differs from the defaults), sortable columns, paging,
 * print; the edit link only for admins on booked tickets.
 */
export function ReservationsScreen() {
  const { t, i18n } = useTranslation('admin-reservations');
  const api = useApi();
  const { pagingSize, interface: mode, baseApiUrl } = useConfig();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
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
  useDocumentTitle(t('list.title'));

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
  const showActions = search.type === 'BOOKED' && mode === 'admin';
  const header = (column: ReservationSortColumn) => {
    const current = {
      field: search.sortColumn,
      order: search.sortOrder === 'desc' ? ('DESC' as const) : ('ASC' as const),
    };
    return (
      <SortableHeader
        order={search.sortColumn === column ? current.order : null}
        onSort={() => {
          const next = nextSort(current, column);
          go({
            ...search,
            sortColumn: next.field,
            sortOrder: next.order === 'DESC' ? 'desc' : 'asc',
            offset: 0,
          });
        }}
      >
        {t(`columns.${column}`)}
      </SortableHeader>
    );
  };
  const total = list.data?.totalCount ?? 0;
  const page = pageNumber(search.offset, pagingSize);
  const pages = Math.max(1, Math.ceil(total / pagingSize));

  return (
    <Stack gap="md">
      <div className="lesesaal-no-print">
        <BackLinks label={t('nav.label')} links={[{ to: '/', label: t('nav.dashboard') }]} />
      </div>
      <Title order={1}>{t('list.title')}</Title>
      <form role="search" onSubmit={submit} className="lesesaal-no-print">
        <Group align="flex-end">
          <TextInput
            type="date"
            label={t('list.from')}
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('list.until')}
            value={draft.until}
            onChange={(e) => setDraft({ ...draft, until: e.currentTarget.value })}
          />
          <TextInput
            type="search"
            label={t('list.term')}
            value={draft.term}
            maxLength={SEARCH_TERM_MAX}
            onChange={(e) => setDraft({ ...draft, term: e.currentTarget.value })}
          />
          <Button type="submit">{t('list.search')}</Button>
          {canReset ? (
            <Button variant="default" onClick={reset}>
              {t('list.reset')}
            </Button>
          ) : null}
          <Button variant="outline" onClick={() => window.print()}>
            {t('list.print')}
          </Button>
          <ExportLinks
            label={t('export.label')}
            href={(format) => reservationsExportUrl(baseApiUrl, search, format, lang)}
            texts={{ csv: t('export.csv'), xlsx: t('export.xlsx') }}
          />
        </Group>
      </form>
      <Tabs
        value={search.type}
        onChange={(value) =>
          go({ ...search, type: value === 'CANCELLED' ? 'CANCELLED' : 'BOOKED', offset: 0 })
        }
        keepMounted={false}
      >
        <Tabs.List className="lesesaal-no-print">
          {(['BOOKED', 'CANCELLED'] as const).map((type) => (
            <Tabs.Tab key={type} value={type}>
              {t(`tabs.${type}`, { count: count(type) ?? 0 })}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={search.type} pt="md">
          <LoadState status={loadStatusOf(list)} error={list.error}>
            {list.data && list.data.content.length === 0 ? (
              <Text role="status">{t('list.empty')}</Text>
            ) : list.data ? (
              <Stack gap="sm">
                <Table.ScrollContainer minWidth={720}>
                  <Table striped>
                    <Table.Caption>
                      {t(`list.caption.${search.type}`, { count: total, page, pages })}
                    </Table.Caption>
                    <Table.Thead>
                      <Table.Tr>
                        {header('room')}
                        {header('name')}
                        {header('institution')}
                        {header('email')}
                        {header('date')}
                        {showActions ? (
                          <Table.Th scope="col">{t('columns.actions')}</Table.Th>
                        ) : null}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {list.data.content.map((ticket) => {
                        const short = truncateRoomName(ticket.roomName);
                        const when = `${formatDisplayDate(ticket.date)}, ${ticket.startTime}–${ticket.endTime}`;
                        return (
                          <Table.Tr key={ticket.id}>
                            <Table.Td title={ticket.roomName}>
                              {short === ticket.roomName ? (
                                ticket.roomName
                              ) : (
                                <>
                                  <span aria-hidden="true">{short}</span>
                                  <VisuallyHidden>{ticket.roomName}</VisuallyHidden>
                                </>
                              )}
                            </Table.Td>
                            <Table.Th scope="row" fw="normal">
                              <LongText>{personName(ticket)}</LongText>
                            </Table.Th>
                            <Table.Td>
                              <LongText>{ticket.organisation}</LongText>
                            </Table.Td>
                            <Table.Td>
                              <LongText>{ticket.email}</LongText>
                            </Table.Td>
                            <Table.Td>{when}</Table.Td>
                            {showActions ? (
                              <Table.Td>
                                <Anchor
                                  component={Link}
                                  to={`/reservations/${ticket.id}`}
                                  aria-label={t('list.editOf', { name: personName(ticket), when })}
                                >
                                  <span aria-hidden="true">✎ </span>
                                  {t('list.edit')}
                                </Anchor>
                              </Table.Td>
                            ) : null}
                          </Table.Tr>
                        );
                      })}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
                {pages > 1 ? (
                  <Group component="nav" aria-label={t('list.pages')} className="lesesaal-no-print">
                    <Button
                      variant="default"
                      disabled={page <= 1}
                      onClick={() =>
                        go({ ...search, offset: Math.max(0, search.offset - pagingSize) })
                      }
                    >
                      {t('list.previous')}
                    </Button>
                    <Text>{t('list.page', { page, pages })}</Text>
                    <Button
                      variant="default"
                      disabled={page >= pages}
                      onClick={() => go({ ...search, offset: search.offset + pagingSize })}
                    >
                      {t('list.next')}
                    </Button>
                  </Group>
                ) : null}
              </Stack>
            ) : null}
          </LoadState>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
