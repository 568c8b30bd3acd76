import { Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BLACKLIST_SORT_FIELDS } from '@lesesaal/domain/blacklist/schema';
import { SEARCH_TERM_MAX } from '@lesesaal/domain/limits';
import { parseSort } from '@lesesaal/domain/paging';
import { useApi } from '../../../api/api-context';
import { BackLinks } from '../../../components/back-links';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { nextSort, SortableHeader } from '../../../components/sortable-header';
import { useDocumentTitle } from '../../../components/use-document-title';
import { blacklistQuery } from '../api';
import { BlacklistRow } from './blacklist-row';
import { ScrollRegion } from '../../../components/scroll-region';

type SortField = (typeof BLACKLIST_SORT_FIELDS)[number];

/** `?sort=email:ASC` of the address bar, or the default (e-mail ascending). */
function sortFromQuery(value: string | null): { field: SortField; order: 'ASC' | 'DESC' } {
  const [first] = parseSort(value, BLACKLIST_SORT_FIELDS) ?? [];
  return first ? { field: first.field, order: first.direction } : { field: 'email', order: 'ASC' };
}

/**
 * The admin's blacklist (`/blacklist`): search (Enter or the button; the term lives in the query), a
 * reset button only while a term is set, the add link, and the sortable table with an edit
 * link per entry that passes `fromSearch=y`.
 */
export function BlacklistScreen() {
  const { t } = useTranslation('admin-blacklist');
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const term = params.get('term')?.trim() ?? '';
  const sort = sortFromQuery(params.get('sort'));
  const [draft, setDraft] = useState(term);
  const entries = useQuery(blacklistQuery(api, term, `${sort.field}:${sort.order}`));
  useDocumentTitle(t('list.title'));

  const update = (next: { term?: string; sort?: { field: SortField; order: 'ASC' | 'DESC' } }) => {
    const out = new URLSearchParams(params);
    if (next.term !== undefined) {
      if (next.term) out.set('term', next.term);
      else out.delete('term');
    }
    if (next.sort) out.set('sort', `${next.sort.field}:${next.sort.order}`);
    setParams(out);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ term: draft.trim() });
  };
  const reset = () => {
    setDraft('');
    update({ term: '' });
  };
  const header = (field: SortField) => (
    <SortableHeader
      order={sort.field === field ? sort.order : null}
      onSort={() => update({ sort: nextSort(sort, field) })}
    >
      {t(`fields.${field}`)}
    </SortableHeader>
  );

  return (
    <Stack gap="md">
      <BackLinks label={t('nav.label')} links={[{ to: '/', label: t('nav.dashboard') }]} />
      <Title order={1}>{t('list.title')}</Title>
      <form role="search" onSubmit={search}>
        <Group align="flex-end">
          <TextInput
            type="search"
            label={t('list.search')}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            maxLength={SEARCH_TERM_MAX}
          />
          <Button type="submit">{t('list.searchButton')}</Button>
          {term ? (
            <Button variant="default" onClick={reset}>
              {t('list.reset')}
            </Button>
          ) : null}
        </Group>
      </form>
      <div>
        <Button component={Link} to="/blacklist-add" variant="outline">
          {t('list.add')}
        </Button>
      </div>
      <LoadState status={loadStatusOf(entries)} error={entries.error}>
        {entries.data && entries.data.content.length === 0 ? (
          <Text role="status">{term ? t('list.noMatch', { term }) : t('list.empty')}</Text>
        ) : entries.data ? (
          <ScrollRegion
            label={t('list.caption', { count: entries.data.totalCount })}
            minWidth={560}
          >
            <Table striped>
              <Table.Caption>{t('list.caption', { count: entries.data.totalCount })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {header('email')}
                  {header('expiredAt')}
                  {header('description')}
                  <Table.Th scope="col">{t('list.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.data.content.map((entry) => (
                  <BlacklistRow key={entry.email} entry={entry} />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        ) : null}
      </LoadState>
    </Stack>
  );
}
