import { Stack, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { pageNumber } from '@lesesaal/domain/paging';
import { useConfig } from '../config';
import { ColumnHeaders } from './column-headers';
import { ListPager, type ListPagerText } from './list-pager';
import { LoadState, loadStatusOf } from './load-state';
import { ScrollRegion } from './scroll-region';

/** The page's first entry from `?offset=` in the address, and `go` to another one. */
export function useOffsetParam() {
  const [params, setParams] = useSearchParams();
  const rawOffset = Number(params.get('offset'));
  const offset = Number.isInteger(rawOffset) && rawOffset > 0 ? rawOffset : 0;
  const go = (next: number) =>
    setParams(next > 0 ? { offset: String(next) } : {}, { preventScrollReset: true });
  return { offset, go };
}

/** The texts the table asks its screen for (`caption` and `page` with their numbers). */
export type PagedLogText = 'empty' | 'caption' | ListPagerText;

/**
 * A log's page as a table, newest first: loading and failure through `LoadState`, a text
 * when it is empty, a caption with the count and page (naming the sideways scrolling
 * region too), one row per entry, and the `ListPager` ("previous"/"next", a labelled `nav`)
 * when there is more than one page. The screen passes its query (from `offset` of
 * `useOffsetParam` and the configured paging size), its texts, the translated column headers
 * and a row per entry.
 */
export function PagedLogTable<Entry extends { id: string | number }>({
  log,
  offset,
  go,
  text,
  columns,
  minWidth,
  row,
}: {
  log: UseQueryResult<{ content: Entry[]; totalCount: number }, Error>;
  offset: number;
  go: (offset: number) => void;
  text: (key: PagedLogText, values: { count: number; page: number; pages: number }) => string;
  columns: string[];
  minWidth: number;
  row: (entry: Entry) => ReactNode;
}) {
  const { pagingSize } = useConfig();
  const captionId = useId();
  const total = log.data?.totalCount ?? 0;
  const page = pageNumber(offset, pagingSize);
  const pages = Math.max(1, Math.ceil(total / pagingSize));
  const say = (key: PagedLogText) => text(key, { count: total, page, pages });

  return (
    <LoadState status={loadStatusOf(log)} error={log.error}>
      {log.data && log.data.content.length === 0 ? (
        <Text>{say('empty')}</Text>
      ) : log.data ? (
        <Stack gap="sm">
          <ScrollRegion labelledBy={captionId} minWidth={minWidth}>
            <Table striped>
              <Table.Caption id={captionId}>{say('caption')}</Table.Caption>
              <ColumnHeaders columns={columns} />
              <Table.Tbody>
                {log.data.content.map((entry) => (
                  <Fragment key={entry.id}>{row(entry)}</Fragment>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
          <ListPager
            page={page}
            pages={pages}
            text={say}
            onPrevious={() => go(Math.max(0, offset - pagingSize))}
            onNext={() => go(offset + pagingSize)}
          />
        </Stack>
      ) : null}
    </LoadState>
  );
}
