import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LongText } from '../../../components/long-text';
import { ScrollRegion } from '../../../components/scroll-region';
import type { GroupRequestPage } from '../api';
import { useGroupTexts } from '../use-group-texts';
import { GroupStatusBadge } from './group-status-badge';

type Row = GroupRequestPage['content'][number];

/** One page of requests, by slot: the organiser is the row's header, the link opens it. */
export function GroupsTable({ rows, caption }: { rows: Row[]; caption: string }) {
  const { t } = useTranslation('admin-groups');
  const { whenText, seatsText, organiserText } = useGroupTexts();
  return (
    <ScrollRegion label={caption} minWidth={760}>
      <Table striped>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('columns.organiser')}</Table.Th>
            <Table.Th scope="col">{t('columns.when')}</Table.Th>
            <Table.Th scope="col">{t('columns.room')}</Table.Th>
            <Table.Th scope="col">{t('columns.seats')}</Table.Th>
            <Table.Th scope="col">{t('columns.participants')}</Table.Th>
            <Table.Th scope="col">{t('columns.status')}</Table.Th>
            <Table.Th scope="col">{t('columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Th scope="row" fw="normal">
                <LongText>{organiserText(row)}</LongText>
                {row.institution ? (
                  <Text size="sm" c="dimmed">
                    <LongText>{row.institution}</LongText>
                  </Text>
                ) : null}
              </Table.Th>
              <Table.Td>{whenText(row)}</Table.Td>
              <Table.Td>
                <LongText>{row.roomName}</LongText>
              </Table.Td>
              <Table.Td>{seatsText(row)}</Table.Td>
              <Table.Td>{row.participants ?? t('none')}</Table.Td>
              <Table.Td>
                <GroupStatusBadge status={row.status} />
              </Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/group-requests/${row.id}`}
                  aria-label={
                    row.organiserName
                      ? t('list.openOf', { name: row.organiserName })
                      : t('list.openOfErased', { id: row.id })
                  }
                >
                  {t('list.open')}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
