import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LongText } from '../../../components/long-text';
import { StaffListTable } from '../../../components/staff-list-table';
import type { GroupRequestPage } from '../api';
import { useGroupTexts } from '../use-group-texts';
import { GroupStatusBadge } from './group-status-badge';

type Row = GroupRequestPage['content'][number];

const COLUMNS = [
  'organiser',
  'when',
  'room',
  'seats',
  'participants',
  'status',
  'actions',
] as const;

/** One page of requests, by slot: the organiser is the row's header, the link opens it. */
export function GroupsTable({ rows, caption }: { rows: Row[]; caption: string }) {
  const { t } = useTranslation('admin-groups');
  const { whenText, seatsText, organiserText } = useGroupTexts();
  return (
    <StaffListTable
      rows={rows}
      caption={caption}
      minWidth={760}
      columns={COLUMNS.map((key) => t(`columns.${key}`))}
      header={(row) => (
        <>
          <LongText>{organiserText(row)}</LongText>
          {row.institution ? (
            <Text size="sm" c="dimmed">
              <LongText>{row.institution}</LongText>
            </Text>
          ) : null}
        </>
      )}
      cells={(row) => (
        <>
          <Table.Td>{whenText(row)}</Table.Td>
          <Table.Td>
            <LongText>{row.roomName}</LongText>
          </Table.Td>
          <Table.Td>{seatsText(row)}</Table.Td>
          <Table.Td>{row.participants ?? t('none')}</Table.Td>
          <Table.Td>
            <GroupStatusBadge status={row.status} />
          </Table.Td>
        </>
      )}
      open={{
        text: t('list.open'),
        to: (row) => `/group-requests/${row.id}`,
        label: (row) =>
          row.organiserName
            ? t('list.openOf', { name: row.organiserName })
            : t('list.openOfErased', { id: row.id }),
      }}
    />
  );
}
