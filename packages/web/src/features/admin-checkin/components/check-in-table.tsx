import { Badge, Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBookingNumber } from '@lesesaal/domain/tickets/booking-number';
import { ApplicationStateBadge } from '../../../components/application-state-badge';
import { formatWeekdayDate } from '../../../components/format-date';
import { LongText } from '../../../components/long-text';
import type { CheckInLine } from '../api';
import { useLineFormat } from '../use-line-format';
import { ScrollRegion } from '../../../components/scroll-region';
import { StayNote } from './stay-note';

interface CheckInTableProps {
  lines: CheckInLine[];
  /** All rooms shown: the table has a room column. */
  allRooms: boolean;
  shownDate: string;
  markingId: number | null;
  onMark: (line: CheckInLine) => void;
}

/** The day's bookings, one row per visitor with the arrival button. */
export function CheckInTable({ lines, allRooms, shownDate, markingId, onMark }: CheckInTableProps) {
  const { t, i18n } = useTranslation('admin-checkin');
  return (
    <ScrollRegion
      label={t('caption', { date: formatWeekdayDate(shownDate, i18n.language) })}
      minWidth={640}
    >
      <Table striped>
        <Table.Caption>
          {t('caption', { date: formatWeekdayDate(shownDate, i18n.language) })}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('columns.time')}</Table.Th>
            {allRooms ? <Table.Th scope="col">{t('columns.room')}</Table.Th> : null}
            <Table.Th scope="col">{t('columns.seat')}</Table.Th>
            <Table.Th scope="col">{t('columns.name')}</Table.Th>
            <Table.Th scope="col">{t('columns.bookingNumber')}</Table.Th>
            <Table.Th scope="col">{t('columns.state')}</Table.Th>
            <Table.Th scope="col">{t('columns.action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <CheckInRow
              key={line.id}
              line={line}
              allRooms={allRooms}
              marking={markingId === line.id}
              onMark={onMark}
            />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

interface CheckInRowProps {
  line: CheckInLine;
  allRooms: boolean;
  marking: boolean;
  onMark: (line: CheckInLine) => void;
}

function CheckInRow({ line, allRooms, marking, onMark }: CheckInRowProps) {
  const { t } = useTranslation('admin-checkin');
  const { nameOf, seatOf, timeOf } = useLineFormat();
  return (
    <Table.Tr>
      <Table.Td>
        {line.startTime}–{line.endTime}
      </Table.Td>
      {allRooms ? (
        <Table.Td>
          <LongText>{line.roomName}</LongText>
        </Table.Td>
      ) : null}
      <Table.Td>{seatOf(line)}</Table.Td>
      <Table.Td>
        <LongText>{nameOf(line)}</LongText>
        {line.accessibility ? <Text size="sm">{t('accessibility')}</Text> : null}
        <ApplicationStateBadge state={line.applicationState} labelled />
        <StayNote line={line} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {line.bookingNumber ? formatBookingNumber(line.bookingNumber) : ''}
      </Table.Td>
      <Table.Td>
        <LineState line={line} at={line.checkedInAt ? timeOf(line.checkedInAt) : ''} />
      </Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant={line.checkedInAt ? 'outline' : 'filled'}
          aria-label={
            line.checkedInAt
              ? t('undoFor', { name: nameOf(line) })
              : t('markFor', { name: nameOf(line) })
          }
          loading={marking}
          onClick={() => onMark(line)}
        >
          {line.checkedInAt ? t('undo') : t('mark')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** Arrived (with the time), no-show, seat given back, or expected. */
function LineState({ line, at }: { line: CheckInLine; at: string }) {
  const { t } = useTranslation('admin-checkin');
  if (line.checkedInAt)
    return (
      <Badge color="teal.9" variant="filled" tt="none">
        {t('state.arrived', { at })}
      </Badge>
    );
  if (line.noShow)
    return (
      <Badge color="red.9" variant="filled" tt="none">
        {t('state.noShow')}
      </Badge>
    );
  if (line.seatReleased) return <Text size="sm">{t('state.released')}</Text>;
  return <Text size="sm">{t('state.expected')}</Text>;
}
