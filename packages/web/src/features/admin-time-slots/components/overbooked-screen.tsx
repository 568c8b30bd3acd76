import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useOverbooked } from '../api';
import { displayDate } from './format';

/** Spec §2 admin `/overbooked`: overbooked slots from today, or the empty message. */
export function OverbookedScreen() {
  const { t } = useTranslation('admin-time-slots');
  const slots = useOverbooked();
  useDocumentTitle(t('overbooked.title'));
  const list = slots.data ?? [];
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/">{t('overbooked.back')}</Anchor>
      <Title order={1}>{t('overbooked.title')}</Title>
      <LoadState status={loadStatusOf(slots)} error={slots.error}>
        {list.length === 0 ? (
          <Text>{t('overbooked.empty')}</Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('overbooked.slot')}</Table.Th>
                <Table.Th scope="col">{t('overbooked.room')}</Table.Th>
                <Table.Th scope="col">{t('overbooked.tickets')}</Table.Th>
                <Table.Th scope="col">{t('overbooked.capacity')}</Table.Th>
                <Table.Th scope="col"><span className="visually-hidden">{t('overbooked.edit')}</span></Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((slot) => {
                const label = `${displayDate(slot.date)} ${slot.startTime}–${slot.endTime}`;
                return (
                  <Table.Tr key={slot.id}>
                    <Table.Td>{label}</Table.Td>
                    <Table.Td>{slot.roomName}</Table.Td>
                    <Table.Td>{slot.ticketCount}</Table.Td>
                    <Table.Td>{slot.capacity}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`/room/${slot.roomId}/time-slot-edit/${slot.id}`}>{t('overbooked.editSlot', { slot: label })}</Anchor>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </LoadState>
    </Stack>
  );
}
