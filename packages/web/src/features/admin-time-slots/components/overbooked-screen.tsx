import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDisplayDate } from '@lesesaal/domain/dates';
import { useApi } from '../../../api/api-context';
import { BackLinks } from '../../../components/back-links';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { overbookedQuery } from '../api';
import { useArchiveToday } from '../../../components/archive-today';
import { LongText } from '../../../components/long-text';
import { ScrollRegion } from '../../../components/scroll-region';

/**
 * Spec §2 admin `/overbooked`: slots from today with more tickets than seats, and slots on a
 * holiday that still have tickets (the day is closed for visitors, the reservations stand:
 * staff decide), or the empty message.
 */
export function OverbookedScreen() {
  const { t } = useTranslation('admin-time-slots');
  const api = useApi();
  const today = useArchiveToday();
  const slots = useQuery(overbookedQuery(api, today));
  useDocumentTitle(t('overbooked.title'));
  const list = slots.data ?? [];
  return (
    <Stack gap="md">
      <BackLinks label={t('nav.label')} links={[{ to: '/', label: t('nav.dashboard') }]} />
      <Title order={1}>{t('overbooked.title')}</Title>
      <LoadState
        status={loadStatusOf(slots)}
        error={slots.error}
        back={{ to: '/', label: t('nav.dashboard') }}
      >
        {list.length === 0 ? (
          <Text>{t('overbooked.empty')}</Text>
        ) : (
          <ScrollRegion label={t('overbooked.caption')} minWidth={640}>
            <Table striped>
              <caption style={{ textAlign: 'left' }}>{t('overbooked.caption')}</caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('overbooked.slot')}</Table.Th>
                  <Table.Th scope="col">{t('overbooked.room')}</Table.Th>
                  <Table.Th scope="col">{t('overbooked.tickets')}</Table.Th>
                  <Table.Th scope="col">{t('overbooked.capacity')}</Table.Th>
                  <Table.Th scope="col">{t('overbooked.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((slot) => {
                  const time = `${formatDisplayDate(slot.date)}, ${slot.startTime}–${slot.endTime}`;
                  return (
                    <Table.Tr key={slot.id}>
                      <Table.Th scope="row" fw={400}>
                        {time}
                        {slot.holiday ? (
                          <Text size="sm" fw={700}>
                            {t('overbooked.holiday', { name: slot.holiday })}
                          </Text>
                        ) : null}
                      </Table.Th>
                      <Table.Td>
                        <LongText>{slot.roomName}</LongText>
                      </Table.Td>
                      <Table.Td>{slot.ticketCount}</Table.Td>
                      <Table.Td>{slot.capacity}</Table.Td>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={`/room/${slot.roomId}/time-slot-edit/${slot.id}`}
                          aria-label={t('overbooked.editSlot', { slot: time, room: slot.roomName })}
                        >
                          {t('overbooked.edit')}
                        </Anchor>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        )}
      </LoadState>
    </Stack>
  );
}
