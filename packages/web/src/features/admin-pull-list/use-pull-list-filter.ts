import { useSearchParams } from 'react-router';
import { isValidIsoDate } from '@lesesaal/domain/dates';
import { useArchiveToday } from '../../components/archive-today';
import { useConfig } from '../../config';
import type { PullListFilter } from './api';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The pull list's day, room and pull time from the address (`?date=`, `?room=`, `?time=`);
 * anything invalid falls back to today, all rooms, all pull times.
 */
export function usePullListFilter() {
  const config = useConfig();
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

  const setParam = (key: 'date' | 'room' | 'time', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  return { filter, setParam, desk, today };
}
