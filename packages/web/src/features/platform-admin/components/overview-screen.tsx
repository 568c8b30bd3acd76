import { Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../api/api-context';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { LongText } from '../../../components/long-text';
import { useDocumentTitle } from '../../../components/use-document-title';
import { overviewQuery, type ArchiveCounts } from '../api';
import { ScrollRegion } from './scroll-region';
import { useArchiveLabels } from './archive-labels';

const COUNTS = [
  'rooms',
  'timeSlots',
  'ticketsBookedThisMonth',
  'ticketsBookedThisYear',
  'staffAccounts',
] as const satisfies readonly (keyof ArchiveCounts)[];

/** Platform screen `/overview`: counts per archive (rooms, slots, bookings, staff), no personal data. */
export function OverviewScreen() {
  const { t, i18n } = useTranslation('platform');
  const api = useApi();
  const overview = useQuery(overviewQuery(api));
  const labels = useArchiveLabels();
  useDocumentTitle(t('overview.title'));
  const number = new Intl.NumberFormat(i18n.language);

  return (
    <Stack gap="md">
      <Title order={1}>{t('overview.title')}</Title>
      <Text>{t('overview.intro')}</Text>
      <LoadState status={loadStatusOf(overview)} error={overview.error}>
        {overview.data ? (
          <ScrollRegion labelledBy="overview-caption">
            <Table striped miw={760}>
              <Table.Caption id="overview-caption">
                {t('overview.caption', { count: overview.data.length })}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('fields.name')}</Table.Th>
                  <Table.Th scope="col">{t('fields.state')}</Table.Th>
                  {COUNTS.map((count) => (
                    <Table.Th key={count} scope="col" ta="right">
                      {t(`overview.columns.${count}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {overview.data.map((row) => (
                  <Table.Tr key={row.archiveId}>
                    <Table.Th scope="row" fw="normal">
                      <LongText>{row.name}</LongText>
                    </Table.Th>
                    <Table.Td>{labels.state(row)}</Table.Td>
                    {COUNTS.map((count) => (
                      <Table.Td key={count} ta="right">
                        {number.format(row[count])}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        ) : null}
      </LoadState>
    </Stack>
  );
}
