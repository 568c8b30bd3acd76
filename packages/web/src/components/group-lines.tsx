import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBookingNumber } from '@lesesaal/domain/tickets/booking-number';
import { LongText } from './long-text';
import { ScrollRegion } from './scroll-region';

/** A confirmed group of the day, as the check-in and the daily report get it. */
interface GroupLine {
  id: number;
  startTime: string;
  endTime: string;
  roomName?: string;
  bookingNumber: string | null;
  organiserName: string | null;
  institution: string | null;
  seats: number;
  participants: number | null;
  wholeRoom: boolean;
  topic?: string | null;
  units?: string | null;
}

interface GroupLinesProps {
  groups: GroupLine[];
  title: string;
  caption: string;
  /** the heading's id (it names the section) */
  headingId: string;
  /** the caption's id: the scrolling region is then named by it, otherwise by its text */
  captionId?: string;
  minWidth: number;
  /** a column with the room (the groups of all rooms) */
  withRoom?: boolean;
  /** the columns with the topic and the records the group asked for */
  withRecords?: boolean;
}

/**
 * The day's confirmed groups, one line each with its seats and participants (a group's seats
 * are not among the visitors' seats): time, room, the group (organiser, institution), booking
 * number, and the topic and records where asked. Texts in `admin-groups` (`lines.*`), loaded
 * with the screen.
 */
export function GroupLines({
  groups,
  title,
  caption,
  headingId,
  captionId,
  minWidth,
  withRoom = false,
  withRecords = false,
}: GroupLinesProps) {
  const { t } = useTranslation('admin-groups');
  const seats = groups.reduce((sum, g) => sum + g.seats, 0);
  const columns = [
    'time',
    ...(withRoom ? (['room'] as const) : []),
    'group',
    'bookingNumber',
    'seats',
    'participants',
    ...(withRecords ? (['topic', 'units'] as const) : []),
  ] as const;
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        <Text>{t('lines.count', { count: groups.length, seats })}</Text>
        <ScrollRegion label={caption} labelledBy={captionId} minWidth={minWidth}>
          <Table striped>
            <Table.Caption id={captionId}>{caption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {columns.map((key) => (
                  <Table.Th key={key} scope="col">
                    {t(`lines.${key}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {groups.map((g) => (
                <GroupRow key={g.id} group={g} withRoom={withRoom} withRecords={withRecords} />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      </Stack>
    </section>
  );
}

function GroupRow({
  group: g,
  withRoom,
  withRecords,
}: {
  group: GroupLine;
  withRoom: boolean;
  withRecords: boolean;
}) {
  const { t } = useTranslation('admin-groups');
  return (
    <Table.Tr>
      <Table.Td>
        {g.startTime}–{g.endTime}
      </Table.Td>
      {withRoom ? (
        <Table.Td>
          <LongText>{g.roomName}</LongText>
        </Table.Td>
      ) : null}
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
      {withRecords ? (
        <>
          <Table.Td>
            <LongText>{g.topic ?? ''}</LongText>
          </Table.Td>
          <Table.Td>
            <LongText>{(g.units ?? '').split('\n').filter(Boolean).join('; ')}</LongText>
          </Table.Td>
        </>
      ) : null}
    </Table.Tr>
  );
}
