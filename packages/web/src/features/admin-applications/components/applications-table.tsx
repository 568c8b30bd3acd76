import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApplicationStateBadge } from '../../../components/application-state-badge';
import { LongText } from '../../../components/long-text';
import { ScrollRegion } from '../../../components/scroll-region';
import type { ApplicationPage } from '../api';
import { useApplicationTexts } from '../use-application-texts';

type Row = ApplicationPage['content'][number];

/** One page of applications: the name is the row's header, the link opens the detail. */
export function ApplicationsTable({ rows, caption }: { rows: Row[]; caption: string }) {
  const { t } = useTranslation('admin-applications');
  const { purposeText, dayText, momentText } = useApplicationTexts();
  return (
    <ScrollRegion label={caption} minWidth={720}>
      <Table striped>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('columns.name')}</Table.Th>
            <Table.Th scope="col">{t('columns.email')}</Table.Th>
            <Table.Th scope="col">{t('columns.topic')}</Table.Th>
            <Table.Th scope="col">{t('columns.purpose')}</Table.Th>
            <Table.Th scope="col">{t('columns.submittedAt')}</Table.Th>
            <Table.Th scope="col">{t('columns.state')}</Table.Th>
            <Table.Th scope="col">{t('columns.validUntil')}</Table.Th>
            <Table.Th scope="col">{t('columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Th scope="row" fw="normal">
                <LongText>{row.name}</LongText>
              </Table.Th>
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
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/applications/${row.id}`}
                  aria-label={t('list.openOf', { name: row.name })}
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
