import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { matchesCheckInTerm } from '@lesesaal/domain/check-in/rules';
import type { CheckInLine } from '@lesesaal/domain/check-in/schema';
import { isValidIsoDate, nowTimeIn } from '@lesesaal/domain/dates';
import { formatBookingNumber } from '@lesesaal/domain/tickets/booking-number';
import { useApi } from '../../../api/api-context';
import { ApiError } from '../../../api/client';
import { useArchiveToday } from '../../../components/archive-today';
import { formatWeekdayDate } from '../../../components/format-date';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { LongText } from '../../../components/long-text';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useConfig } from '../../../config';
import { useErrorMessage } from '../../../i18n/error-message';
import { checkInDayQuery, useMarkArrived, useScan } from '../api';

/** What the live region says after a scan or a click (`seq` re-announces an equal text). */
interface Announcement {
  tone: 'success' | 'failure';
  text: string;
  seq: number;
}

/**
 * The desk's screen "today": the day's bookings of all rooms or one, searchable
 * by name or booking number, with one button per visitor to mark the arrival or undo it.
 * A USB barcode scanner types the booking number into the search field and presses Enter:
 * the one booking found is marked arrived, the result is announced (aria-live) and the field
 * is ready for the next scan. ADMIN may open another day (`?date=`); DESK sees today only.
 */
export function CheckInScreen() {
  const { t, i18n } = useTranslation('admin-checkin');
  const api = useApi();
  const config = useConfig();
  const isAdmin = config.interface === 'admin';
  const today = useArchiveToday();
  const [params, setParams] = useSearchParams();
  const wantedDate = params.get('date');
  const date = isAdmin && wantedDate && isValidIsoDate(wantedDate) ? wantedDate : null;
  const wantedRoom = Number(params.get('room'));
  const roomId = Number.isSafeInteger(wantedRoom) && wantedRoom > 0 ? wantedRoom : null;
  const day = useQuery(checkInDayQuery(api, { date, roomId }));
  const mark = useMarkArrived();
  const scan = useScan();
  const errorMessage = useErrorMessage();
  const [term, setTerm] = useState('');
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const shownDate = day.data?.date ?? date ?? today;
  const isToday = shownDate === today;
  const title = isToday
    ? t('title')
    : t('titleOtherDay', { date: formatWeekdayDate(shownDate, i18n.language) });
  useDocumentTitle(title);

  // The desk's only screen: ready for the first scan at once.
  useEffect(() => {
    if (config.interface === 'desk') searchRef.current?.focus();
  }, [config.interface]);

  const announce = (tone: Announcement['tone'], text: string) =>
    setAnnouncement((a) => ({ tone, text, seq: (a?.seq ?? 0) + 1 }));

  const nameOf = (line: Pick<CheckInLine, 'title' | 'firstName' | 'lastName'>) =>
    [line.title, line.firstName, line.lastName].filter(Boolean).join(' ') || t('nameErased');
  const timeOf = (iso: string) => nowTimeIn(config.timeZone, new Date(iso));

  function scanRefusal(error: unknown, scanned: string): string {
    if (error instanceof ApiError && error.status === 404) return t('scan.none', { term: scanned });
    const payload =
      error instanceof ApiError && Array.isArray((error.body as { payload?: unknown })?.payload)
        ? ((error.body as { payload: string[] }).payload as string[])
        : [];
    if (error instanceof ApiError && error.status === 409) {
      const [reason, detail = ''] = payload;
      if (reason === 'ambiguous') return t('scan.ambiguous', { count: Number(detail) });
      if (reason === 'cancelled') return t('scan.cancelled');
      if (reason === 'other_day' && isValidIsoDate(detail))
        return t('scan.otherDay', { date: formatWeekdayDate(detail, i18n.language) });
      if (reason === 'other_room') return t('scan.otherRoom', { room: detail });
    }
    return errorMessage(error);
  }

  function onScan(event: FormEvent) {
    event.preventDefault();
    const scanned = term.trim();
    if (scanned === '' || scan.isPending) return;
    scan.mutate(
      { term: scanned, ...(date ? { date } : {}), ...(roomId ? { roomId } : {}) },
      {
        onSuccess: (line) => {
          const values = {
            name: nameOf(line),
            seat: line.seatNumber,
            time: `${line.startTime}–${line.endTime}`,
            room: line.roomName,
            at: line.checkedInAt ? timeOf(line.checkedInAt) : '',
          };
          announce(
            'success',
            line.alreadyCheckedIn ? t('scan.already', values) : t('scan.arrived', values),
          );
          setTerm('');
          searchRef.current?.focus();
        },
        onError: (error) => {
          announce('failure', scanRefusal(error, scanned));
          // the next scan replaces the text
          requestAnimationFrame(() => searchRef.current?.select());
        },
      },
    );
  }

  function onMark(line: CheckInLine) {
    const arrived = line.checkedInAt === null;
    mark.mutate(
      { id: line.id, arrived },
      {
        onSuccess: (changed) =>
          announce(
            'success',
            arrived
              ? t('marked', { name: nameOf(changed), at: timeOf(changed.checkedInAt ?? '') })
              : t('unmarked', { name: nameOf(changed) }),
          ),
        onError: (error) => announce('failure', errorMessage(error)),
      },
    );
  }

  const setParam = (key: 'date' | 'room', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  const lines = day.data?.content ?? [];
  const shown = lines.filter((l) => matchesCheckInTerm(l, term));
  const arrivedCount = lines.filter((l) => l.checkedInAt !== null).length;
  const allRooms = (day.data?.roomId ?? null) === null;

  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      {isToday ? <Text>{formatWeekdayDate(shownDate, i18n.language)}</Text> : null}
      {/* the records ordered for the day */}
      <Anchor component={Link} to="/pull-list">
        {t('pullListLink')}
      </Anchor>
      <Group align="flex-end" gap="md" wrap="wrap">
        <Select
          label={t('room')}
          data={[
            { value: '', label: t('allRooms') },
            ...(day.data?.rooms ?? []).map((r) => ({ value: String(r.id), label: r.name })),
          ]}
          value={roomId ? String(roomId) : ''}
          onChange={(value) => setParam('room', value || null)}
          allowDeselect={false}
          maw={320}
        />
        {isAdmin ? (
          <TextInput
            type="date"
            label={t('date')}
            value={shownDate}
            maw={220}
            onChange={(e) => {
              const value = e.currentTarget.value;
              if (isValidIsoDate(value)) setParam('date', value === today ? null : value);
            }}
          />
        ) : null}
      </Group>
      <form onSubmit={onScan} role="search" aria-label={t('search.region')}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            ref={searchRef}
            label={t('search.label')}
            description={t('search.hint')}
            value={term}
            onChange={(e) => setTerm(e.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            miw={280}
            style={{ flexGrow: 1, maxWidth: 480 }}
          />
          <Button type="submit" loading={scan.isPending}>
            {t('search.submit')}
          </Button>
        </Group>
      </form>
      <div role="status" aria-live="polite" aria-atomic="true">
        {announcement ? (
          <Text
            key={announcement.seq}
            fw={700}
            c={announcement.tone === 'success' ? 'teal.9' : 'red.9'}
            className="lesesaal-check-in-announcement"
          >
            {announcement.text}
          </Text>
        ) : null}
      </div>
      <LoadState status={loadStatusOf(day)} error={day.error}>
        {lines.length === 0 ? (
          <Text>{t('empty')}</Text>
        ) : (
          <Stack gap="sm">
            <Text>{t('summary', { arrived: arrivedCount, count: lines.length })}</Text>
            {shown.length === 0 ? (
              <Text>{t('noMatch')}</Text>
            ) : (
              <Table.ScrollContainer minWidth={640}>
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
                    {shown.map((line) => (
                      <Table.Tr key={line.id}>
                        <Table.Td>
                          {line.startTime}–{line.endTime}
                        </Table.Td>
                        {allRooms ? (
                          <Table.Td>
                            <LongText>{line.roomName}</LongText>
                          </Table.Td>
                        ) : null}
                        <Table.Td>{line.seatNumber}</Table.Td>
                        <Table.Td>
                          <LongText>{nameOf(line)}</LongText>
                          {line.accessibility ? <Text size="sm">{t('accessibility')}</Text> : null}
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          {line.bookingNumber ? formatBookingNumber(line.bookingNumber) : ''}
                        </Table.Td>
                        <Table.Td>
                          <LineState
                            line={line}
                            at={line.checkedInAt ? timeOf(line.checkedInAt) : ''}
                          />
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
                            loading={mark.isPending && mark.variables?.id === line.id}
                            onClick={() => onMark(line)}
                          >
                            {line.checkedInAt ? t('undo') : t('mark')}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        )}
      </LoadState>
    </Stack>
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
