/**
 * The room calendar's first render, when a page opens on it: the room and the slots of the
 * month it opens on, into the query cache. Loaded by routes-user.tsx on demand, next to the
 * calendar's own chunk, so that the visitor's first route does not carry the month and date
 * arithmetic.
 */
import { monthRange } from '@lesesaal/domain/dates';
import { archiveToday } from '../components/archive-today';
import { roomQueryOptions, roomSlotsQueryOptions } from '../features/booking/cart-api';
import { calendarMonth } from '../features/booking/calendar-month';
import { cartStorage } from '../features/booking/storage';
import type { ScreenPreparationContext } from './screen-preparation';

export function roomCalendarData({
  api,
  queryClient,
  config,
  params,
  search,
}: ScreenPreparationContext): Promise<unknown> {
  const roomId = Number(params.id);
  if (!Number.isInteger(roomId)) return Promise.resolve();
  const today = archiveToday(config.timeZone);
  const slotsOf = (nextFreeDate?: string | null) => {
    const range = monthRange(calendarMonth(search.get('month'), today, nextFreeDate));
    return queryClient.prefetchQuery(
      roomSlotsQueryOptions(api, roomId, range.from, range.until, cartStorage.transactionId()),
    );
  };
  // with ?month the slots need not wait for the room; without, the room's next free day
  // chooses the month (calendar-month.ts)
  if (search.get('month')) {
    return Promise.all([queryClient.prefetchQuery(roomQueryOptions(api, roomId)), slotsOf()]);
  }
  return queryClient
    .fetchQuery(roomQueryOptions(api, roomId))
    .then((room) => slotsOf(room.nextFreeDate))
    .catch(() => undefined); // the screen shows the room's error itself
}
