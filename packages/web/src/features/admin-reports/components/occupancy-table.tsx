import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '@lesesaal/domain/dates';
import { occupancyPercent } from '@lesesaal/domain/reports/rules';
import type { ReportType } from '@lesesaal/domain/reports/schema';
import type { ReportItem } from '../api';
import { ScrollRegion } from '../../../components/scroll-region';

interface OccupancyTableProps {
  items: ReportItem[];
  /** Booked seats have a no-show column; cancelled ones do not. */
  type: ReportType;
  caption: string;
}

/** The slots of the range with count, capacity, percentage and (booked) no-shows. */
export function OccupancyTable({ items, type, caption }: OccupancyTableProps) {
  const { t } = useTranslation('admin-reports');
  return (
    <ScrollRegion label={caption} minWidth={520}>
      <Table striped>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('occupancy.slot')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('occupancy.count')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('occupancy.capacity')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('occupancy.percent')}
            </Table.Th>
            {type === 'BOOKED' ? (
              <Table.Th scope="col" ta="right">
                {t('occupancy.noShows')}
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const percent = occupancyPercent(item.count, item.capacity);
            return (
              <Table.Tr key={`${item.date} ${item.startTime}`}>
                <Table.Th scope="row" fw="normal">
                  {formatDisplayDate(item.date)}, {item.startTime}–{item.endTime}
                </Table.Th>
                <Table.Td ta="right">{item.count}</Table.Td>
                <Table.Td ta="right">{item.capacity ?? ''}</Table.Td>
                <Table.Td ta="right">{percent === null ? '' : `${percent} %`}</Table.Td>
                {type === 'BOOKED' ? <Table.Td ta="right">{item.noShows ?? ''}</Table.Td> : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
