import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LongText } from '../../../components/long-text';
import type { DailyReport } from '../api';

/** A booked seat of the day: slot, seat, name, accessibility, attendance and records. */
export function DailyReportRow({ line }: { line: DailyReport['content'][number] }) {
  const { t } = useTranslation('admin-reports');
  const yesNo = (value: boolean | null) =>
    value === null ? '' : value ? t('daily.yes') : t('daily.no');
  return (
    <Table.Tr>
      <Table.Td>
        {line.startTime}–{line.endTime}
      </Table.Td>
      <Table.Td>
        {/* the named seat; "no seat assigned" only in a room with named seats; else the number */}
        {line.seatLabel ?? (line.seatMissing ? t('daily.noSeat') : line.seatNumber)}
      </Table.Td>
      <Table.Td>
        <LongText>{line.lastName}</LongText>
      </Table.Td>
      <Table.Td>
        <LongText>{line.firstName}</LongText>
      </Table.Td>
      <Table.Td>{yesNo(line.accessibility)}</Table.Td>
      <Table.Td>
        {line.attendance === 'ARRIVED'
          ? t('daily.arrived')
          : line.attendance === 'NO_SHOW'
            ? t('daily.noShow')
            : ''}
      </Table.Td>
      <Table.Td>
        {/* the records ordered for the visit, by call number */}
        <LongText>{(line.units ?? []).join('; ')}</LongText>
      </Table.Td>
    </Table.Tr>
  );
}
