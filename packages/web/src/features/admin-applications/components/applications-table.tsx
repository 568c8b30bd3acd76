import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApplicationStateBadge } from '../../../components/application-state-badge';
import { LongText } from '../../../components/long-text';
import { StaffListTable } from '../../../components/staff-list-table';
import type { ApplicationPage } from '../api';
import { useApplicationTexts } from '../use-application-texts';

type Row = ApplicationPage['content'][number];

const COLUMNS = [
  'name',
  'email',
  'topic',
  'purpose',
  'submittedAt',
  'state',
  'validUntil',
  'actions',
] as const;

/** One page of applications: the name is the row's header, the link opens the detail. */
export function ApplicationsTable({ rows, caption }: { rows: Row[]; caption: string }) {
  const { t } = useTranslation('admin-applications');
  const { purposeText, dayText, momentText } = useApplicationTexts();
  return (
    <StaffListTable
      rows={rows}
      caption={caption}
      minWidth={720}
      columns={COLUMNS.map((key) => t(`columns.${key}`))}
      header={(row) => <LongText>{row.name}</LongText>}
      cells={(row) => (
        <>
          <Table.Td>
            <LongText>{row.email}</LongText>
          </Table.Td>
          <Table.Td>
            <LongText>{row.topic}</LongText>
          </Table.Td>
          <Table.Td>{purposeText(row.purpose)}</Table.Td>
          <Table.Td>{momentText(row.submittedAt, false)}</Table.Td>
          <Table.Td>
            <ApplicationStateBadge state={row.state} />
          </Table.Td>
          <Table.Td>{row.validUntil ? dayText(row.validUntil) : ''}</Table.Td>
        </>
      )}
      open={{
        text: t('list.open'),
        to: (row) => `/applications/${row.id}`,
        label: (row) => t('list.openOf', { name: row.name }),
      }}
    />
  );
}
