import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isValidIsoDate } from '@lesesaal/domain/dates';
import { useApi } from '../../api/api-context';
import { useArchiveToday } from '../../components/archive-today';
import { formatWeekdayDate } from '../../components/format-date';
import { useDocumentTitle } from '../../components/use-document-title';
import { useConfig } from '../../config';
import { checkInDayQuery } from './api';

/**
 * Which day and room the check-in screen shows (`?date=`, ADMIN only; `?room=`), the day's
 * list, and the screen's title (also the document title).
 */
export function useCheckInDay() {
  const { t, i18n } = useTranslation('admin-checkin');
  const api = useApi();
  const isAdmin = useConfig().interface === 'admin';
  const today = useArchiveToday();
  const [params, setParams] = useSearchParams();
  const wantedDate = params.get('date');
  const date = isAdmin && wantedDate && isValidIsoDate(wantedDate) ? wantedDate : null;
  const wantedRoom = Number(params.get('room'));
  const roomId = Number.isSafeInteger(wantedRoom) && wantedRoom > 0 ? wantedRoom : null;
  const day = useQuery(checkInDayQuery(api, { date, roomId }));

  const shownDate = day.data?.date ?? date ?? today;
  // both dates are the archive's (TIME_ZONE), never the browser's or UTC: at 00:20 in Vienna
  // the archive's today is already the day a browser on UTC still calls tomorrow
  const isToday = shownDate === today;
  /** ADMIN looking ahead: arrivals of that day can be noted only on it */
  const isLaterDay = shownDate > today;
  const title = isToday
    ? t('title')
    : t('titleOtherDay', { date: formatWeekdayDate(shownDate, i18n.language) });
  useDocumentTitle(title);

  const setParam = (key: 'date' | 'room', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  return { isAdmin, today, date, roomId, day, shownDate, isToday, isLaterDay, title, setParam };
}
