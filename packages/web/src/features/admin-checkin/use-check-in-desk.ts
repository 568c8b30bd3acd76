import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidIsoDate } from '@lesesaal/domain/dates';
import { ApiError } from '../../api/client';
import { formatWeekdayDate } from '../../components/format-date';
import { useConfig } from '../../config';
import { useErrorMessage } from '../../i18n/error-message';
import { useMarkArrived, useScan, type CheckInFilter, type CheckInLine } from './api';
import { useLineFormat } from './use-line-format';

/** What the live region says after a scan or a click (`seq` re-announces an equal text). */
export interface Announcement {
  tone: 'success' | 'failure';
  text: string;
  seq: number;
}

/**
 * The desk's actions: the search field (also the barcode scanner's target), the scan on
 * Enter, the arrival button, and what the live region announces after each.
 */
export function useCheckInDesk({ date, roomId, shownDate }: CheckInFilter & { shownDate: string }) {
  const { t, i18n } = useTranslation('admin-checkin');
  const config = useConfig();
  const mark = useMarkArrived();
  const scan = useScan();
  const errorMessage = useErrorMessage();
  const { nameOf, timeOf } = useLineFormat();
  const [term, setTerm] = useState('');
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  // The desk's only screen: ready for the first scan at once.
  useEffect(() => {
    if (config.interface === 'desk') searchRef.current?.focus();
  }, [config.interface]);

  const announce = (tone: Announcement['tone'], text: string) =>
    setAnnouncement((a) => ({ tone, text, seq: (a?.seq ?? 0) + 1 }));

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
      // a booking of the day shown, refused as another day: the shown day is a later one
      if (reason === 'other_day' && detail === shownDate)
        return t('scan.laterDay', { date: formatWeekdayDate(detail, i18n.language) });
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
            seat: line.seatLabel ?? line.seatNumber,
            time: `${line.startTime}–${line.endTime}`,
            room: line.roomName,
            at: line.checkedInAt ? timeOf(line.checkedInAt) : '',
          };
          // a room with named seats may have booked the visitor without one: said in words
          const key = line.alreadyCheckedIn
            ? line.seatMissing
              ? 'scan.alreadyNoSeat'
              : 'scan.already'
            : line.seatMissing
              ? 'scan.arrivedNoSeat'
              : 'scan.arrived';
          announce('success', t(key, values));
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

  /** The line whose button is waiting for the server, if any. */
  const markingId = mark.isPending ? (mark.variables?.id ?? null) : null;

  return {
    term,
    setTerm,
    searchRef,
    announcement,
    scanning: scan.isPending,
    onScan,
    onMark,
    markingId,
  };
}
