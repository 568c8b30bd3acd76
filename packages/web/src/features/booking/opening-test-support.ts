// Shared by the fair opening's tests: an opening and a place as the API answers them. The
// clock of these tests: Monday 27 April 2026, Vienna in summer time (UTC+2); the room's new
// day, Thursday 30 April, is released at 9:00 (07:00 UTC), its waiting room opens at 8:30.
import type { Opening, Place } from '@lesesaal/domain/opening/schema';

export const DAY = '2026-04-30';
export const RELEASE_AT = '2026-04-27T07:00:00.000Z';

export const opening = (extra: Partial<Opening> = {}): Opening => ({
  day: DAY,
  releaseAt: RELEASE_AT,
  waitingRoomOpensAt: '2026-04-27T06:30:00.000Z',
  state: 'waiting-room',
  queued: 12,
  admitPerMinute: 20,
  turnMinutes: 10,
  ...extra,
});

export const place = (extra: Partial<Place> = {}): Place => ({
  state: 'waiting',
  day: DAY,
  releaseAt: RELEASE_AT,
  position: null,
  ahead: null,
  admitAt: null,
  turnEndsAt: null,
  retryAfterSeconds: 5,
  ...extra,
});
