import { useTranslation } from 'react-i18next';
import { formatInstant, formatWeekdayDate } from '../../components/format-date';
import { useConfig } from '../../config';
import type { StaffGroupRequest } from './api';

type Seats = Pick<StaffGroupRequest, 'wholeRoom' | 'seats' | 'seatsRequested'>;

/**
 * A request's values in words: its slot ("Mo., 14. Dezember 2026, 09:00–12:00"), its seats
 * (asked for until confirmed, then held; the whole room), the organiser (or "erased" after
 * the erasure), a moment on the archive's wall clock.
 */
export function useGroupTexts() {
  const { t, i18n } = useTranslation('admin-groups');
  const { timeZone } = useConfig();
  const whenText = (g: Pick<StaffGroupRequest, 'date' | 'startTime' | 'endTime'>) =>
    t('when', {
      date: formatWeekdayDate(g.date, i18n.language),
      start: g.startTime,
      end: g.endTime,
    });
  const seatsText = (g: Seats) =>
    g.wholeRoom
      ? g.seats === null
        ? t('wholeRoom')
        : t('wholeRoomHeld', { count: g.seats })
      : t('seats', { count: g.seats ?? g.seatsRequested ?? 0 });
  const organiserText = (g: Pick<StaffGroupRequest, 'organiserName'>) =>
    g.organiserName ?? t('erased');
  const momentText = (instant: string | null) =>
    instant ? formatInstant(instant, i18n.language, timeZone, true) : t('none');
  return { whenText, seatsText, organiserText, momentText };
}
