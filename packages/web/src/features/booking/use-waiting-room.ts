import { useQuery } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import type { IsoDate } from '@lesesaal/domain/dates';
import type { Place } from '@lesesaal/domain/opening/schema';
import { useApi } from '../../api/api-context';
import { useArchiveToday } from '../../components/archive-today';
import { useBotCheck } from '../../components/bot-check/use-bot-check';
import { useConfig } from '../../config';
import { roomQueryOptions } from './cart-api';
import { useJoinQueue, usePlace, useRoomOpening } from './opening-api';
import { readQueuePass, writeQueuePass } from './opening-pass';

/** Lower bounds of the brackets of people ahead that an announcement names. */
const AHEAD_BRACKETS = [0, 1, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10_000];

/** The bracket of `ahead` people: its lower bound. */
export function aheadBracket(ahead: number): number {
  return AHEAD_BRACKETS.findLast((bound) => ahead >= bound) ?? 0;
}

/**
 * What a change of the place is worth announcing for: its state, whether the order is drawn,
 * and the bracket of people ahead — not every number (they change every few seconds).
 */
export function announcementKey(place: Place | null | undefined): string | null {
  if (!place) return null;
  if (place.state !== 'waiting') return place.state;
  if (place.position === null || place.ahead === null) return 'waiting:before-draw';
  return `waiting:${aheadBracket(place.ahead)}`;
}

/**
 * The text of the polite live region: empty on arrival (the screen says it all), then
 * `text()` whenever `key` changes — so a screen reader hears a change of state or of the
 * bracket of people ahead once, not every new number.
 */
export function useAnnouncement(key: string | null, text: () => string): string {
  const last = useRef<string | null>(null);
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (key === null || key === last.current) return;
    const first = last.current === null;
    last.current = key;
    if (!first) setSaid(text());
  }, [key, text]);
  return said;
}

/**
 * The waiting room of room `roomId`: the room, its opening, the visitor's place (from the pass
 * kept in this browser) and joining with the bot check.
 */
export function useWaitingRoom(roomId: number) {
  const api = useApi();
  const { baseApiUrl } = useConfig();
  const today = useArchiveToday();
  const room = useQuery({ ...roomQueryOptions(api, roomId), enabled: Number.isInteger(roomId) });
  const opening = useRoomOpening(roomId);
  const day: IsoDate | undefined = opening.data?.day;
  // the pass is read from storage on every render; a change of it renders again
  const [, passChanged] = useReducer((n: number) => n + 1, 0);
  const pass = day ? readQueuePass(baseApiUrl, roomId, day) : null;
  const store = (forDay: IsoDate, value: string | null) => {
    writeQueuePass(baseApiUrl, roomId, forDay, value, today);
    passChanged();
  };
  const [lost, setLost] = useState(false);
  const place = usePlace(roomId, pass, () => {
    if (day) store(day, null);
    setLost(true);
  });
  const botCheck = useBotCheck();
  const join = useJoinQueue(roomId, botCheck.answer, (forDay, value) => {
    store(forDay, value);
    setLost(false);
  });
  return { room, opening, pass, place, join, botCheck, lost };
}
