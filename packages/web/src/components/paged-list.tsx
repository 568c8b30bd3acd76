import { Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListPager, type ListPagerText } from './list-pager';
import { LoadState, loadStatusOf } from './load-state';

/** The texts the list asks its screen for (`caption` and `page` with their numbers). */
export type PagedListText = 'empty' | 'caption' | ListPagerText;

interface PagedListProps<Row> {
  list: UseQueryResult<{ content: Row[]; totalCount: number }, Error>;
  /** the page shown (from 1) and the count of pages */
  page: number;
  pages: number;
  onPage: (page: number) => void;
  text: (key: PagedListText, values: { count: number; page: number; pages: number }) => string;
  /** the page's rows as a table with the caption */
  table: (rows: Row[], caption: string) => ReactNode;
}

/**
 * A page of a staff list: loading and failure through `LoadState`, a status text when it is
 * empty, else the screen's table (its caption with the count and page) and the pager.
 */
export function PagedList<Row>({ list, page, pages, onPage, text, table }: PagedListProps<Row>) {
  const say = (key: PagedListText) => text(key, { count: list.data?.totalCount ?? 0, page, pages });
  return (
    <LoadState status={loadStatusOf(list)} error={list.error}>
      {list.data && list.data.content.length === 0 ? (
        <Text role="status">{say('empty')}</Text>
      ) : list.data ? (
        <Stack gap="sm">
          {table(list.data.content, say('caption'))}
          <ListPager
            page={page}
            pages={pages}
            text={say}
            onPrevious={() => onPage(Math.max(1, page - 1))}
            onNext={() => onPage(page + 1)}
          />
        </Stack>
      ) : null}
    </LoadState>
  );
}
