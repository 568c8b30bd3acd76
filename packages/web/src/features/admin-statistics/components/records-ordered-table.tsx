import { Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RecordStatistics } from '@lesesaal/domain/record-orders/schema';
import {
  recordsOrderedByRoom,
  unitsInYear,
  type RecordsOrderedRow,
} from '@lesesaal/domain/record-orders/statistics';
import { useApi } from '../../../api/api-context';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { recordStatisticsQuery } from '../api';

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/**
 * Issue 16: the record units ordered with visits in the year summary's year, per reading
 * room and month of the visit, with the units of cancelled visits apart (not in the total).
 */
export function RecordsOrderedSection({ year }: { year: number }) {
  const { t } = useTranslation('admin-statistics');
  const api = useApi();
  const records = useQuery(recordStatisticsQuery(api, year));
  return (
    <section aria-labelledby="year-records-title">
      <Title order={2} size="h3" id="year-records-title" mb="xs">
        {t('year.records.title')}
      </Title>
      <LoadState status={loadStatusOf(records)} error={records.error}>
        {records.data ? <RecordsTable stats={records.data} /> : null}
      </LoadState>
    </section>
  );
}

function RecordsTable({ stats }: { stats: RecordStatistics }) {
  const { t, i18n } = useTranslation('admin-statistics');
  const { rows, total } = recordsOrderedByRoom(stats);
  if (rows.length === 0) return <Text>{t('year.records.empty', { year: stats.year })}</Text>;
  const number = new Intl.NumberFormat(i18n.language);
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'short', timeZone: 'UTC' });
  const totals: RecordsOrderedRow = { roomId: 0, roomName: t('year.total'), ...total };
  const lines = [...rows.map((r) => ({ r, total: false })), { r: totals, total: true }];
  return (
    <Stack gap="xs" aria-live="polite">
      <Table.ScrollContainer minWidth={900}>
        <Table striped withTableBorder>
          <Table.Caption>{t('year.records.caption', { year: stats.year })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('year.room')}</Table.Th>
              {MONTHS.map((m) => (
                <Table.Th key={m} scope="col" ta="right">
                  {monthName.format(new Date(Date.UTC(stats.year, m - 1, 1)))}
                </Table.Th>
              ))}
              <Table.Th scope="col" ta="right">
                {t('year.total')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('year.records.cancelled')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map(({ r, total }) => (
              <Table.Tr key={total ? 'total' : r.roomId} fw={total ? 700 : undefined}>
                <Table.Th scope="row" fw={total ? 700 : 'normal'}>
                  {r.roomName}
                </Table.Th>
                {r.units.map((n, i) => (
                  <Table.Td key={i} ta="right">
                    {number.format(n)}
                  </Table.Td>
                ))}
                <Table.Td ta="right">{number.format(unitsInYear(r))}</Table.Td>
                <Table.Td ta="right">{number.format(r.cancelled)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm">{t('year.records.notes')}</Text>
    </Stack>
  );
}
