import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NotAvailableReason, StaffUnitState } from '@lesesaal/domain/record-orders/schema';
import { formatBookingNumber } from '@lesesaal/domain/tickets/booking-number';
import { ApplicationStateBadge } from '../../../components/application-state-badge';
import { LongText } from '../../../components/long-text';
import type { PullListItem } from '../api';
import { useStateText } from '../use-unit-changes';
import { StayMark } from './stay-mark';
import { UnitActions } from './unit-actions';

/** The next step of a unit's way: ordered → ready → issued → returned. */
const NEXT: Partial<Record<PullListItem['state'], StaffUnitState>> = {
  ORDERED: 'READY',
  READY: 'ISSUED',
  ISSUED: 'RETURNED',
};

interface PullListRowProps {
  item: PullListItem;
  asking: boolean;
  busy: boolean;
  onAsk: (on: boolean) => void;
  onApply: (state: StaffUnitState, reason?: NotAvailableReason) => void;
}

/** One ordered unit: pull time, call number, title, booking, seat, visit, state, actions. */
export function PullListRow({ item, asking, busy, onAsk, onApply }: PullListRowProps) {
  const { t } = useTranslation('admin-pull-list');
  const stateText = useStateText();
  const next = NEXT[item.state];
  const open = item.ticketStatus === 'BOOKED' && item.state !== 'CANCELLED';
  return (
    <Table.Tr data-state={item.state}>
      <Table.Td>{item.pullTime}</Table.Td>
      <Table.Th scope="row">
        <LongText>{item.callNumber}</LongText>
      </Table.Th>
      <Table.Td>
        <LongText>{item.title ?? ''}</LongText>
        {item.note ? (
          <Text size="sm">
            <LongText>{t('note', { note: item.note })}</LongText>
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        {item.bookingNumber ? formatBookingNumber(item.bookingNumber) : '–'}
        {item.lastName ? (
          <Text size="sm">
            <LongText>{[item.lastName, item.firstName].filter(Boolean).join(', ')}</LongText>
          </Text>
        ) : null}
        <ApplicationStateBadge state={item.applicationState} labelled />
      </Table.Td>
      <Table.Td>
        {item.seatMissing
          ? t('noSeat', { room: item.roomName })
          : item.seatNumber !== null
            ? t('seat', { seat: item.seatLabel ?? item.seatNumber, room: item.roomName })
            : item.roomName}
      </Table.Td>
      <Table.Td>
        {item.startTime}–{item.endTime}
      </Table.Td>
      <Table.Td>
        {stateText(item)}
        <StayMark item={item} />
      </Table.Td>
      <Table.Td className="lesesaal-no-print">
        {open ? (
          <UnitActions
            item={item}
            next={next}
            asking={asking}
            busy={busy}
            onAsk={onAsk}
            onApply={onApply}
          />
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}
