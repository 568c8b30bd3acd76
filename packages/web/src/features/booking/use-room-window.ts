import { useTranslation } from 'react-i18next';
import { addDays, type IsoDate } from '@lesesaal/domain/dates';
import {
  openingWindow,
  releaseOfDay,
  type OpeningWindow,
  type RoomWindowBounds,
} from '@lesesaal/domain/time-slots/rules';
import { useConfig } from '../../config';
import { releaseParts } from './release-text';
import { useNow } from './use-now';

/**
 * A room's opening window as the visitor's screen sees it now, and — for a room whose new
 * days open at a release time — the first day not open yet with the text saying when it opens
 * ("buchbar ab Mo., 1. Dezember, 9:00 Uhr"). The window's end moves at the release time, so
 * the screen reads the clock every minute. Holidays are not known here; they only move the
 * window's edges later (see `visitorSlotState`).
 */
export function useRoomWindow(
  room: RoomWindowBounds | undefined,
  today: IsoDate,
): { window: OpeningWindow; release: { day: IsoDate; text: string } | null } {
  const { t, i18n } = useTranslation('booking');
  const { timeZone } = useConfig();
  const now = useNow(60_000);
  if (!room) return { window: { from: today, until: today }, release: null };
  const seen = { now, timeZone };
  const window = openingWindow(room, seen, new Set());
  const day = addDays(window.until, 1);
  const opens = room.releaseTime != null ? releaseOfDay(day, room, seen, new Set()) : null;
  return {
    window,
    release: opens
      ? { day, text: t('calendar.releaseAt', releaseParts(opens, i18n.language)) }
      : null,
  };
}
