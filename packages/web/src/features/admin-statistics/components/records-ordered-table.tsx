import { Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  recordsOrderedByRoom,
  unitsInYear,
  type RecordsOrderedRow,
} from '@lesesaal/domain/record-orders/statistics';
import { useApi } from '../../../api/api-context';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { recordStatisticsQuery, type RecordStatistics } from '../api';
import { RoomFiguresTable } from './room-figures-table';

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/**
 * the record units ordered with visits in the year summary's year, per reading
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
  const cells = (r: Pick<RecordsOrderedRow, 'units' | 'cancelled'>) =>
    [...r.units, unitsInYear(r), r.cancelled].map((n) => number.format(n));
  return (
    <RoomFiguresTable
      caption={t('year.records.caption', { year: stats.year })}
      roomHeader={t('year.room')}
      headers={[
        ...MONTHS.map((m) => monthName.format(new Date(Date.UTC(stats.year, m - 1, 1)))),
        t('year.total'),
        t('year.records.cancelled'),
      ]}
      rows={[
        ...rows.map((r) => ({ key: r.roomId, name: r.roomName, cells: cells(r) })),
        { key: 'total', name: t('year.total'), cells: cells(total), total: true },
      ]}
      notes={t('year.records.notes')}
      minWidth={900}
    />
  );
}
