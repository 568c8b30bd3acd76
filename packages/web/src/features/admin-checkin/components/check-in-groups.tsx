import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { matchesCheckInTerm } from '@lesesaal/domain/check-in/rules';
import { formatBookingNumber } from '@lesesaal/domain/tickets/booking-number';
import { formatWeekdayDate } from '../../../components/format-date';
import { LongText } from '../../../components/long-text';
import { ScrollRegion } from '../../../components/scroll-region';
import type { CheckInDay } from '../api';

export type CheckInGroupLine = NonNullable<CheckInDay['groups']>[number];

/** The groups the search term finds: by booking number, or the organiser's name or institution. */
export const groupsMatching = (groups: readonly CheckInGroupLine[], term: string) =>
  groups.filter((g) =>
    matchesCheckInTerm(
      { bookingNumber: g.bookingNumber, firstName: g.organiserName, lastName: g.institution },
      term,
    ),
  );

interface CheckInGroupsProps {
  groups: CheckInGroupLine[];
  allRooms: boolean;
  shownDate: string;
}

/**
 * The day's confirmed groups, one line each with its seats and participants (a group's seats
 * are not in the visitors' list): time, room, the group (organiser, institution), booking
 * number. Texts in `admin-groups` (`lines.*`), loaded with the screen.
 */
export function CheckInGroups({ groups, allRooms, shownDate }: CheckInGroupsProps) {
  const { t, i18n } = useTranslation('admin-groups');
  const caption = t('lines.checkInCaption', { date: formatWeekdayDate(shownDate, i18n.language) });
  const seats = groups.reduce((sum, g) => sum + g.seats, 0);
  return (
    <section aria-labelledby="check-in-groups">
      <Stack gap="xs">
        <Title order={2} size="h3" id="check-in-groups">
          {t('lines.checkInTitle')}
        </Title>
        <Text>{t('lines.count', { count: groups.length, seats })}</Text>
        <ScrollRegion label={caption} minWidth={640}>
          <Table striped>
            <Table.Caption>{caption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('lines.time')}</Table.Th>
                {allRooms ? <Table.Th scope="col">{t('lines.room')}</Table.Th> : null}
                <Table.Th scope="col">{t('lines.group')}</Table.Th>
                <Table.Th scope="col">{t('lines.bookingNumber')}</Table.Th>
                <Table.Th scope="col">{t('lines.seats')}</Table.Th>
                <Table.Th scope="col">{t('lines.participants')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {groups.map((g) => (
                <GroupLine key={g.id} group={g} allRooms={allRooms} />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      </Stack>
    </section>
  );
}

function GroupLine({ group: g, allRooms }: { group: CheckInGroupLine; allRooms: boolean }) {
  const { t } = useTranslation('admin-groups');
  return (
    <Table.Tr>
      <Table.Td>
        {g.startTime}–{g.endTime}
      </Table.Td>
      {allRooms ? (
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
    </Table.Tr>
  );
}
