import { Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '@lesesaal/domain/dates';
import { formatBookingNumber } from '@lesesaal/domain/tickets/booking-number';
import { LongText } from '../../../components/long-text';
import { ScrollRegion } from '../../../components/scroll-region';
import type { DailyReport } from '../api';

type GroupLine = NonNullable<DailyReport['groups']>[number];

/**
 * The day's confirmed groups of the room, one line each with its seats and participants (a
 * group's seats are not among the booked seats above), the topic and the records it asked
 * for; printed with the report. Texts in `admin-groups` (`lines.*`), loaded with the screen.
 */
export function DailyReportGroups({
  groups,
  roomName,
  date,
}: {
  groups: GroupLine[];
  roomName: string;
  date: string;
}) {
  const { t } = useTranslation('admin-groups');
  const captionId = useId();
  const seats = groups.reduce((sum, g) => sum + g.seats, 0);
  return (
    <section aria-labelledby={`${captionId}-title`}>
      <Stack gap="xs">
        <Title order={2} size="h3" id={`${captionId}-title`}>
          {t('lines.reportTitle')}
        </Title>
        <Text>{t('lines.count', { count: groups.length, seats })}</Text>
        <ScrollRegion labelledBy={captionId} minWidth={720}>
          <Table striped>
            <Table.Caption id={captionId}>
              {t('lines.reportCaption', { name: roomName, date: formatDisplayDate(date) })}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {(
                  [
                    'time',
                    'group',
                    'bookingNumber',
                    'seats',
                    'participants',
                    'topic',
                    'units',
                  ] as const
                ).map((key) => (
                  <Table.Th key={key} scope="col">
                    {t(`lines.${key}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {groups.map((g) => (
                <GroupRow key={g.id} group={g} />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      </Stack>
    </section>
  );
}

function GroupRow({ group: g }: { group: GroupLine }) {
  const { t } = useTranslation('admin-groups');
  return (
    <Table.Tr>
      <Table.Td>
        {g.startTime}–{g.endTime}
      </Table.Td>
      <Table.Th scope="row" fw="normal">
        <LongText>
          {g.organiserName ? t('lines.groupOf', { name: g.organiserName }) : t('lines.groupErased')}
        </LongText>
        {g.institution ? (
          <Text size="sm">
            <LongText>{g.institution}</LongText>
          </Text>
        ) : null}
      </Table.Th>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {g.bookingNumber ? formatBookingNumber(g.bookingNumber) : ''}
      </Table.Td>
      <Table.Td>
        {g.wholeRoom ? t('wholeRoomHeld', { count: g.seats }) : t('seats', { count: g.seats })}
      </Table.Td>
      <Table.Td>{g.participants ?? t('none')}</Table.Td>
      <Table.Td>
        <LongText>{g.topic ?? ''}</LongText>
      </Table.Td>
      <Table.Td>
        <LongText>{(g.units ?? '').split('\n').filter(Boolean).join('; ')}</LongText>
      </Table.Td>
    </Table.Tr>
  );
}
