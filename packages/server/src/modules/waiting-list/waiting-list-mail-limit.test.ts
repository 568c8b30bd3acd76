import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import type { TimeSlot } from '@lesesaal/domain/time-slots/schema';
import { mailOutbox, waitingListEntries } from '../../db/schema/index';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { cartApi } from '../../test/cart-api';
import { TEST_DRIVERS } from '../../test/databases';
import { bookingPayload, insertRoom, insertTimeSlot } from '../../test/factories';

/**
 * Anyone can put any address on a waiting list: the list's mails (join confirmation and
 * offers) stay within MAIL_LIMIT_PER_RECIPIENT, an address in any case is one address, and
 * one address stands in WAITLIST_MAX_ENTRIES_PER_EMAIL lines at most.
 * The test clock stands at 2030-03-04 10:00 in Vienna; 2030-03-06 is bookable.
 */
describe.each(TEST_DRIVERS)('waiting list mails and entries per address on %s', (driver) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  const join = (timeSlotId: number, email: string, ip = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/waiting-list',
      headers: XHR,
      remoteAddress: ip,
      payload: { timeSlotId, email, language: 'de' },
    });
  const leave = (token: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/waiting-list/${token}`, headers: XHR });
  const cancel = (owner: Ticket) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/owners/${owner.ownerId}/tickets?ids=${owner.id}`,
      headers: XHR,
    });
  const entriesOf = (slotId: number) =>
    t.database.db
      .select()
      .from(waitingListEntries)
      .where(eq(waitingListEntries.timeSlotId, slotId))
      .orderBy(asc(waitingListEntries.id));
  /** The outbox's mails to `address` in any case, oldest first. */
  const mailsTo = async (address: string) =>
    (await t.database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id))).filter(
      (m) => m.toAddress.toLowerCase() === address.toLowerCase(),
    );

  /** `count` slots of one seat each on 2030-03-06, each booked by its own owner. */
  async function fullSlots(count: number, env: Record<string, string>) {
    t = await createTestApp(driver, { env });
    const db = t.database.db;
    const room = await insertRoom(db);
    const api = cartApi(t.app);
    const slots = [];
    const owners: Ticket[] = [];
    for (let i = 0; i < count; i++) {
      const hour = String(8 + i).padStart(2, '0');
      const slot = await insertTimeSlot(db, {
        roomId: room.id,
        date: '2030-03-06',
        startTime: `${hour}:00`,
        endTime: `${hour}:30`,
        capacity: 1,
      });
      const cart = await api.cartWith(slot.id);
      const res = await api.book(
        cart.transactionId,
        bookingPayload({ email: `owner${i}@example.org` }),
      );
      owners.push(res.json<{ tickets: Ticket[] }>().tickets[0]!);
      slots.push(slot);
    }
    return { room, slots, owners };
  }

  async function ticketCount(roomId: number, slotId: number): Promise<number> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/rooms/${roomId}/booking?fromDate=2030-03-01&untilDate=2030-03-31`,
    });
    return res.json<TimeSlot[]>().find((s) => s.id === slotId)!.ticketCount;
  }

  it('sends an address no more mails an hour than the limit, offers included: an entry past it keeps its place and the seat goes to the next', async () => {
    const { room, slots, owners } = await fullSlots(4, {
      MAIL_LIMIT_PER_RECIPIENT: '3',
      WAITLIST_MAX_ENTRIES_PER_EMAIL: '10',
    });
    // one address in four spellings: one recipient
    const spellings = [
      'victim@example.org',
      'Victim@example.org',
      'VICTIM@example.org',
      'victim@EXAMPLE.org',
    ];
    for (const [i, email] of spellings.entries())
      expect((await join(slots[i]!.id, email)).statusCode).toBe(201);
    expect((await join(slots[0]!.id, 'ben@example.org')).statusCode).toBe(201);
    expect((await mailsTo('victim@example.org')).map((m) => m.kind)).toEqual([
      'WAITING_LIST_JOINED',
      'WAITING_LIST_JOINED',
      'WAITING_LIST_JOINED',
    ]);

    // slot 1 frees: the victim is first in line but past its hour's mails → Ben is offered
    expect((await cancel(owners[0]!)).statusCode).toBe(200);
    const [victim, ben] = await entriesOf(slots[0]!.id);
    expect([victim!.status, ben!.status]).toEqual(['WAITING', 'OFFERED']);
    expect((await mailsTo('ben@example.org')).map((m) => m.kind)).toEqual([
      'WAITING_LIST_JOINED',
      'WAITING_LIST_OFFER',
    ]);
    // slot 3 frees with only the victim in line: no offer, the seat is free for anyone
    expect((await cancel(owners[2]!)).statusCode).toBe(200);
    expect((await entriesOf(slots[2]!.id)).map((e) => e.status)).toEqual(['WAITING']);
    expect(await ticketCount(room.id, slots[2]!.id)).toBe(0);
    expect(await mailsTo('victim@example.org')).toHaveLength(3);

    // an hour later Ben declines: the seat goes to the victim, still first in line
    t.clock.advanceMinutes(61);
    expect((await leave(ben!.token)).statusCode).toBe(204);
    expect((await entriesOf(slots[0]!.id)).map((e) => e.status)).toEqual(['OFFERED', 'LEFT']);
    const victimMails = await mailsTo('victim@example.org');
    expect(victimMails.map((m) => [m.kind, m.toAddress])).toEqual([
      ['WAITING_LIST_JOINED', 'victim@example.org'],
      ['WAITING_LIST_JOINED', 'Victim@example.org'],
      ['WAITING_LIST_JOINED', 'VICTIM@example.org'],
      ['WAITING_LIST_OFFER', 'victim@example.org'],
    ]);
  });

  it('counts one address in any case as one entry of a slot: twice (a companion), not a third time', async () => {
    const { slots } = await fullSlots(1, {});
    expect((await join(slots[0]!.id, 'anna@example.org')).statusCode).toBe(201);
    expect((await join(slots[0]!.id, 'ANNA@Example.ORG', '10.0.0.2')).statusCode).toBe(201);
    const third = await join(slots[0]!.id, ' Anna@example.org ', '10.0.0.3');
    expect([third.statusCode, third.json()]).toEqual([
      409,
      { error: 'waiting_list__limit_reached' },
    ]);
    expect(await entriesOf(slots[0]!.id)).toHaveLength(2);
  });

  it('caps the open entries of one address (any case) across slots; a closed entry frees its place', async () => {
    const { slots } = await fullSlots(3, { WAITLIST_MAX_ENTRIES_PER_EMAIL: '2' });
    expect((await join(slots[0]!.id, 'anna@example.org')).statusCode).toBe(201);
    expect((await join(slots[1]!.id, 'ANNA@example.org')).statusCode).toBe(201);
    const third = await join(slots[2]!.id, 'Anna@Example.org', '10.0.0.7');
    expect([third.statusCode, third.json()]).toEqual([
      409,
      { error: 'waiting_list__max_entries_reached', payload: ['2'] },
    ]);
    expect(await entriesOf(slots[2]!.id)).toEqual([]);
    // another address is not affected
    expect((await join(slots[2]!.id, 'ben@example.org')).statusCode).toBe(201);

    const [first] = await entriesOf(slots[0]!.id);
    expect((await leave(first!.token)).statusCode).toBe(204);
    expect((await join(slots[2]!.id, 'anna@example.org')).statusCode).toBe(201);
  });

  it('keeps the cap when one address joins several slots at once', async () => {
    const { slots } = await fullSlots(4, { WAITLIST_MAX_ENTRIES_PER_EMAIL: '2' });
    const answers = await Promise.all(
      slots.map((slot, i) => join(slot.id, i % 2 ? 'ANNA@example.org' : 'anna@example.org')),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409]);
    const open = await t.database.db.select().from(waitingListEntries);
    expect(open).toHaveLength(2);
  });
});
