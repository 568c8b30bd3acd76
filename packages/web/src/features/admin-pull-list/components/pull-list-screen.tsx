import { useEffect, useRef, useState } from 'react';
import { Button, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDisplayDate, isValidIsoDate } from '@lesesaal/domain/dates';
import {
  NOT_AVAILABLE_REASONS,
  type NotAvailableReason,
  type PullListItem,
  type StaffUnitState,
} from '@lesesaal/domain/record-orders/schema';
import { formatBookingNumber } from '@lesesaal/domain/tickets/booking-number';
import { useApi } from '../../../api/api-context';
import { useArchiveToday } from '../../../components/archive-today';
import { BackLinks } from '../../../components/back-links';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { LongText } from '../../../components/long-text';
import { PrintableReportTable } from '../../../components/printable-report-table';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useConfig } from '../../../config';
import { useErrorMessage } from '../../../i18n/error-message';
import {
  pullListExportUrl,
  pullListQuery,
  pullListRoomsQuery,
  useChangeUnitState,
  type PullListFilter,
} from '../api';

/** The next step of a unit's way: ordered → ready → issued → returned. */
const NEXT: Partial<Record<PullListItem['state'], StaffUnitState>> = {
  ORDERED: 'READY',
  READY: 'ISSUED',
  ISSUED: 'RETURNED',
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The desk's pull list: the units ordered for a day — all rooms or one, all pull
 * times or one — by pull time and call number (natural order, from the server), with title,
 * booking number, seat, visit time and state. Each unit moves on with one button (ready,
 * issued, returned); "not available" asks for the reason first. Printable and exportable.
 */
export function PullListScreen() {
  const { t, i18n } = useTranslation('admin-pull-list');
  const api = useApi();
  const config = useConfig();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const today = useArchiveToday();
  const [params, setParams] = useSearchParams();
  const wantedDate = params.get('date');
  const wantedRoom = Number(params.get('room'));
  const wantedTime = params.get('time');
  // the desk works on today's list only (the server answers 403 for another day)
  const desk = config.interface === 'desk';
  const filter: PullListFilter = {
    date: !desk && wantedDate && isValidIsoDate(wantedDate) ? wantedDate : today,
    roomId: Number.isSafeInteger(wantedRoom) && wantedRoom > 0 ? wantedRoom : null,
    pullTime: wantedTime && TIME.test(wantedTime) ? wantedTime : null,
  };
  const list = useQuery(pullListQuery(api, filter));
  const rooms = useQuery(pullListRoomsQuery(api));
  const change = useChangeUnitState();
  const errorMessage = useErrorMessage();
  const [announcement, setAnnouncement] = useState('');
  const [asking, setAsking] = useState<number | null>(null);
  useDocumentTitle(t('title'));

  const setParam = (key: 'date' | 'room' | 'time', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const stateText = (item: Pick<PullListItem, 'state' | 'reason' | 'pulled'>) =>
    item.state === 'NOT_AVAILABLE' && item.reason
      ? t('notAvailable', { reason: t(`reason.${item.reason}`) })
      : item.state === 'CANCELLED' && item.pulled
        ? t('cancelledPulled')
        : t(`state.${item.state}`);
  const apply = (item: PullListItem, state: StaffUnitState, reason?: NotAvailableReason) =>
    change.mutate(
      { unitId: item.unitId, state, reason },
      {
        onSuccess: (unit) => {
          setAsking(null);
          setAnnouncement(
            t('changed', {
              callNumber: item.callNumber,
              state: stateText({ ...unit, pulled: unit.pulled }),
            }),
          );
        },
        onError: (error) =>
          setAnnouncement(
            t('changeFailed', { callNumber: item.callNumber, error: errorMessage(error) }),
          ),
      },
    );

  const items = list.data?.items ?? [];
  const pullTimes = list.data?.pullTimes ?? [];
  const roomName = filter.roomId
    ? (rooms.data?.find((r) => r.id === filter.roomId)?.name ?? '')
    : t('allRooms');

  return (
    <Stack gap="md">
      <div className="lesesaal-no-print">
        <BackLinks
          label={t('nav.label')}
          links={
            desk
              ? [{ to: '/', label: t('nav.checkIn') }]
              : [
                  { to: '/today', label: t('nav.checkIn') },
                  { to: '/', label: t('nav.dashboard') },
                ]
          }
        />
      </div>
      <Title order={1}>{t('title')}</Title>
      <Group align="flex-end" gap="md" wrap="wrap" className="lesesaal-no-print">
        {!desk && (
          <TextInput
            type="date"
            label={t('date')}
            value={filter.date}
            maw={220}
            onChange={(e) => {
              const value = e.currentTarget.value;
              if (isValidIsoDate(value)) setParam('date', value === today ? null : value);
            }}
          />
        )}
        <NativeSelect
          label={t('room')}
          data={[
            { value: '', label: t('allRooms') },
            ...(rooms.data ?? []).map((r) => ({ value: String(r.id), label: r.name })),
          ]}
          value={filter.roomId ? String(filter.roomId) : ''}
          onChange={(e) => setParam('room', e.currentTarget.value || null)}
          maw={320}
        />
        <NativeSelect
          label={t('pullTime')}
          data={[
            { value: '', label: t('allPullTimes') },
            ...[...new Set([...pullTimes, ...(filter.pullTime ? [filter.pullTime] : [])])]
              .sort()
              .map((time) => ({ value: time, label: t('at', { time }) })),
          ]}
          value={filter.pullTime ?? ''}
          onChange={(e) => setParam('time', e.currentTarget.value || null)}
          maw={220}
        />
      </Group>
      <Text className="lesesaal-print-only" fw={700}>
        {t('printHeading', {
          date: formatDisplayDate(filter.date),
          room: roomName,
          time: filter.pullTime ? t('at', { time: filter.pullTime }) : t('allPullTimes'),
        })}
      </Text>
      <div role="status" aria-live="polite" aria-atomic="true" className="lesesaal-no-print">
        {announcement ? <Text fw={600}>{announcement}</Text> : null}
      </div>
      <LoadState status={loadStatusOf(list)} error={list.error}>
        {list.data && items.length === 0 ? (
          <Text role="status">{t('empty', { date: formatDisplayDate(filter.date) })}</Text>
        ) : list.data ? (
          <PrintableReportTable
            printLabel={t('print')}
            exportLinks={{
              label: t('export.label'),
              href: (format) => pullListExportUrl(config.baseApiUrl, filter, format, lang),
              texts: { csv: t('export.csv'), xlsx: t('export.xlsx') },
            }}
            minWidth={900}
            className="pull-list"
            caption={t('caption', { count: items.length, date: formatDisplayDate(filter.date) })}
            columns={[
              ...(
                ['pullTime', 'callNumber', 'title', 'booking', 'seat', 'visit', 'state'] as const
              ).map((key) => ({ key, header: t(`col.${key}`) })),
              { key: 'actions', header: t('col.actions'), noPrint: true },
            ]}
          >
            {items.map((item) => {
              const next = NEXT[item.state];
              const open = item.ticketStatus === 'BOOKED' && item.state !== 'CANCELLED';
              return (
                <Table.Tr key={item.unitId} data-state={item.state}>
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
                        <LongText>
                          {[item.lastName, item.firstName].filter(Boolean).join(', ')}
                        </LongText>
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    {item.seatNumber !== null
                      ? t('seat', { seat: item.seatNumber, room: item.roomName })
                      : item.roomName}
                  </Table.Td>
                  <Table.Td>
                    {item.startTime}–{item.endTime}
                  </Table.Td>
                  <Table.Td>{stateText(item)}</Table.Td>
                  <Table.Td className="lesesaal-no-print">
                    {open ? (
                      <UnitActions
                        item={item}
                        next={next}
                        asking={asking === item.unitId}
                        busy={change.isPending && change.variables?.unitId === item.unitId}
                        onAsk={(on) => setAsking(on ? item.unitId : null)}
                        onApply={(state, reason) => apply(item, state, reason)}
                      />
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </PrintableReportTable>
        ) : null}
      </LoadState>
    </Stack>
  );
}

/**
 * A unit's actions: the next step in one press; "not available" opens a reason choice with
 * its own confirm button; back to "ordered" undoes a mistake.
 */
function UnitActions({
  item,
  next,
  asking,
  busy,
  onAsk,
  onApply,
}: {
  item: PullListItem;
  next: StaffUnitState | undefined;
  asking: boolean;
  busy: boolean;
  onAsk: (on: boolean) => void;
  onApply: (state: StaffUnitState, reason?: NotAvailableReason) => void;
}) {
  const { t } = useTranslation('admin-pull-list');
  const [reason, setReason] = useState<NotAvailableReason | ''>('');
  const [missing, setMissing] = useState(false);
  const reasonRef = useRef<HTMLSelectElement>(null);
  // the reason choice appears where the button was: keyboard users continue there
  useEffect(() => {
    if (asking) reasonRef.current?.focus();
  }, [asking]);
  const unit = item.callNumber;
  const named = (state: StaffUnitState) =>
    t('actionFor', { action: t(`action.${state}`), callNumber: unit });
  if (asking) {
    return (
      <Group gap="xs" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('reasonLabel', { callNumber: unit })}
          data={[
            { value: '', label: t('chooseReason') },
            ...NOT_AVAILABLE_REASONS.map((r) => ({ value: r, label: t(`reason.${r}`) })),
          ]}
          value={reason}
          required
          error={missing && !reason ? t('reasonRequired') : undefined}
          onChange={(e) => {
            setReason(e.currentTarget.value as NotAvailableReason | '');
            setMissing(false);
          }}
          ref={reasonRef}
        />
        <Button
          color="red.9"
          loading={busy}
          onClick={() => {
            if (!reason) setMissing(true);
            else onApply('NOT_AVAILABLE', reason);
          }}
        >
          {t('confirmNotAvailable')}
        </Button>
        <Button variant="default" onClick={() => onAsk(false)}>
          {t('keep')}
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="xs" wrap="wrap">
      {next ? (
        <Button size="xs" loading={busy} aria-label={named(next)} onClick={() => onApply(next)}>
          {t(`action.${next}`)}
        </Button>
      ) : null}
      {item.state !== 'NOT_AVAILABLE' && item.state !== 'RETURNED' ? (
        <Button
          size="xs"
          variant="outline"
          color="red.9"
          aria-label={named('NOT_AVAILABLE')}
          onClick={() => onAsk(true)}
        >
          {t('action.NOT_AVAILABLE')}
        </Button>
      ) : null}
      {item.state === 'NOT_AVAILABLE' || item.state === 'READY' ? (
        <Button
          size="xs"
          variant="default"
          aria-label={named('ORDERED')}
          onClick={() => onApply('ORDERED')}
        >
          {t('action.ORDERED')}
        </Button>
      ) : null}
    </Group>
  );
}
