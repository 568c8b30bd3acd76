import { asc } from 'drizzle-orm';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import type { TimeSlot } from '@lesesaal/domain/time-slots/schema';
import { mailOutbox, waitingListEntries } from '../db/schema/index';
import { createWaitingListService } from '../modules/waiting-list';
import { createTestApp, XHR, type TestApp } from './app';
import { cartApi } from './cart-api';
import type { TestDriver } from './databases';
import { bookingPayload, insertRoom, insertTimeSlot } from './factories';

/**
 * The waiting list's tests' app and calls (waiting-list.test.ts, waiting-list-offers.test.ts):
 * `h.t` is the test app of the running test (set by `fullSlot` or the test itself).
 */
export function waitingListHarness(driver: TestDriver) {
  const h = { t: undefined as unknown as TestApp };
  const join = (timeSlotId: number, email: string, opts: { ip?: string; language?: string } = {}) =>
    h.t.app.inject({
      method: 'POST',
      url: '/api/waiting-list',
      headers: XHR,
      remoteAddress: opts.ip ?? '127.0.0.1',
      payload: { timeSlotId, email, language: opts.language ?? 'de' },
    });
  const entryOf = (token: string) =>
    h.t.app.inject({ method: 'GET', url: `/api/waiting-list/${token}` });
  const leave = (token: string) =>
    h.t.app.inject({ method: 'DELETE', url: `/api/waiting-list/${token}`, headers: XHR });

  const entries = () =>
    h.t.database.db.select().from(waitingListEntries).orderBy(asc(waitingListEntries.id));
  const mailsOf = async (kind: string) =>
    (await h.t.database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id))).filter(
      (m) => m.kind === kind,
    );
  /** The entry's token as the offer mail's link carries it. */
  const tokenInMail = (text: string) => /\/waitlist\/([A-Za-z0-9_-]+)\?lang=/.exec(text)![1]!;
  const expireJob = () =>
    createWaitingListService({
      db: h.t.database.db,
      clock: h.t.clock,
      config: h.t.config,
      verifyBotCheck: async () => true,
    }).expireRunOutOffers();

  /** A slot of capacity `seats`, fully booked by one owner per seat. */
  async function fullSlot(seats = 1, env: Record<string, string> = {}) {
    h.t = await createTestApp(driver, { env });
    const db = h.t.database.db;
    const room = await insertRoom(db);
    const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06', capacity: seats });
    const api = cartApi(h.t.app);
    const owners: Ticket[] = [];
    for (let i = 0; i < seats; i++) {
      const cart = await api.cartWith(slot.id);
      const res = await api.book(
        cart.transactionId,
        bookingPayload({ email: `owner${i}@example.org` }),
      );
      owners.push(res.json<{ tickets: Ticket[] }>().tickets[0]!);
    }
    return { db, room, slot, api, owners };
  }

  async function calendarCount(roomId: number, slotId: number): Promise<number> {
    const res = await h.t.app.inject({
      method: 'GET',
      url: `/api/rooms/${roomId}/booking?fromDate=2030-03-01&untilDate=2030-03-31`,
    });
    const slots = res.json<TimeSlot[] | { content: TimeSlot[] }>();
    const list = Array.isArray(slots) ? slots : slots.content;
    return list.find((s) => s.id === slotId)!.ticketCount;
  }

  return {
    h,
    join,
    entryOf,
    leave,
    entries,
    mailsOf,
    tokenInMail,
    expireJob,
    fullSlot,
    calendarCount,
  };
}
