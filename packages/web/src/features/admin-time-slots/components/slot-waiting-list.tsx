import { Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../api/api-context';
import { formatInstant } from '../../../components/format-date';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { LongText } from '../../../components/long-text';
import { useConfig } from '../../../config';
import { slotWaitingListQuery, type StaffWaitingListEntry } from '../api';
import { ScrollRegion } from '../../../components/scroll-region';

/**
 * The slot's waiting list in line order: e-mail, when joined, state (with when an
 * offer runs out). E-mail addresses are gone the day after the slot (erasure).
 */
export function SlotWaitingList({ roomId, slotId }: { roomId: number; slotId: number }) {
  const { t, i18n } = useTranslation('admin-time-slots');
  const { timeZone } = useConfig();
  const list = useQuery(slotWaitingListQuery(useApi(), roomId, slotId));
  const entries = list.data ?? [];
  const when = (iso: string) => formatInstant(iso, i18n.language, timeZone);
  const state = (entry: StaffWaitingListEntry) =>
    entry.status === 'OFFERED' && entry.offerExpiresAt
      ? t('waitingList.offeredUntil', { until: when(entry.offerExpiresAt) })
      : t(`waitingList.status.${entry.status}`);
  return (
    <section aria-labelledby="slot-waiting-list">
      <Stack gap="sm">
        <Title order={2} size="h3" id="slot-waiting-list">
          {t('waitingList.title')}
        </Title>
        <LoadState status={loadStatusOf(list)} error={list.error}>
          {entries.length === 0 ? (
            <Text>{t('waitingList.empty')}</Text>
          ) : (
            <ScrollRegion labelledBy="slot-waiting-list-caption" minWidth={560}>
              <Table striped>
                <caption id="slot-waiting-list-caption" style={{ textAlign: 'left' }}>
                  {t('waitingList.caption', {
                    count: entries.filter((e) => e.status === 'WAITING').length,
                  })}
                </caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('waitingList.position')}</Table.Th>
                    <Table.Th scope="col">{t('waitingList.email')}</Table.Th>
                    <Table.Th scope="col">{t('waitingList.joinedAt')}</Table.Th>
                    <Table.Th scope="col">{t('waitingList.state')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {entries.map((entry, i) => (
                    <Table.Tr key={entry.id}>
                      <Table.Td>{i + 1}</Table.Td>
                      <Table.Td>
                        <LongText>{entry.email ?? t('waitingList.erased')}</LongText>
                      </Table.Td>
                      <Table.Td>{when(entry.createdAt)}</Table.Td>
                      <Table.Td>{state(entry)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollRegion>
          )}
        </LoadState>
      </Stack>
    </section>
  );
}
