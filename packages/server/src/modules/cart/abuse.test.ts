import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Ticket, Transaction } from '@lesesaal/domain/tickets/schema';
import { mailOutbox, tickets, transactions } from '../../db/schema/index';
import { XHR } from '../../test/app';
import { PREFERRED_ENGINE, TEST_DRIVERS, type TestDriver } from '../../test/databases';
import { bookingPayload, insertTimeSlot } from '../../test/factories';
import { cartTestApp } from '../../test/cart-setup';

/**
 * Abuse and hostile input: one client address may neither hoard the seats nor
 * flood a stranger's mailbox, and names carry neither line breaks nor links. Production
 * defaults unless a test says otherwise.
 */

const HOARDER = '198.51.100.66';
const VISITOR = '203.0.113.7';

/** Which tests a describe block below registers (see there for why). */
type Part = 'seats' | 'limits';

/** A test that is not of the part being registered: nothing. */
const noTest = (() => undefined) as unknown as typeof it;

function abuseTests(driver: TestDriver, part: Part) {
  /** Registers a test only in the describe block of part `p`. */
  const inPart = (p: Part) => (p === part ? it : noTest);
  const app = cartTestApp(driver);

  const setup = (env: Record<string, string> = {}) => app.setup({ BOT_PROTECTION: 'off', ...env });

  /** Visitor calls from one client address. */
  function client(remoteAddress: string) {
    const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      app.t.app.inject({ method, url, headers: XHR, remoteAddress, payload });
    return {
      create: (timeSlotId: number) => call('POST', '/api/transactions', { timeSlotId }),
      add: (id: string, timeSlotId: number) =>
        call('POST', `/api/transactions/${id}/tickets`, { timeSlotId }),
      touch: (id: string) => call('PUT', `/api/transactions/${id}/touch`),
      book: (id: string, payload: Record<string, unknown>) =>
        call('PUT', `/api/transactions/${id}/booking`, payload),
      cancel: (ownerId: string, ids: number[]) =>
        call('DELETE', `/api/owners/${ownerId}/tickets?ids=${ids.join(',')}`),
    };
  }

  const newTickets = () =>
    app.t.database.db.select().from(tickets).where(eq(tickets.status, 'NEW')).orderBy(tickets.id);
  const outboxTo = (address: string) =>
    app.t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

  function expectTooManyRequests(res: { statusCode: number; headers: object; json(): unknown }) {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: 'too_many_requests' });
    const retryAfter = (res.headers as Record<string, string | undefined>)['retry-after'];
    expect(retryAfter).toMatch(/^[1-9][0-9]*$/);
    return Number(retryAfter);
  }

  inPart('seats')(
    'stops a hoarding address at VISITOR_MAX_HELD_SEATS (20) seats with 429 and Retry-After, while another address still holds and books a seat',
    async () => {
      const { db, room } = await setup();
      // five slots of 10 seats: 50 seats the hoarder would like to take
      const slots = [];
      for (let hour = 9; hour < 14; hour++) {
        slots.push(
          await insertTimeSlot(db, {
            roomId: room.id,
            date: '2030-03-06',
            startTime: `${String(hour).padStart(2, '0')}:00`,
            endTime: `${String(hour + 1).padStart(2, '0')}:00`,
            capacity: 10,
          }),
        );
      }
      const hoarder = client(HOARDER);

      // Full carts of five seats, one after the other, until the server says stop.
      let held = 0;
      let refused: Awaited<ReturnType<typeof hoarder.create>> | undefined;
      const carts: string[] = [];
      for (let attempt = 0; attempt < 10 && !refused; attempt++) {
        const created = await hoarder.create(slots[0]!.id);
        if (created.statusCode !== 201) {
          refused = created;
          break;
        }
        held++;
        const cart = created.json<Transaction>();
        carts.push(cart.transactionId);
        for (const slot of slots.slice(1)) {
          const added = await hoarder.add(cart.transactionId, slot.id);
          if (added.statusCode !== 201) {
            refused = added;
            break;
          }
          held++;
        }
      }
      expect(held).toBe(20);
      const retryAfter = expectTooManyRequests(refused!);
      // the first held cart's hold runs out within HOLD_MINUTES
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);

      // Neither a new cart nor another ticket in a cart of the hoarder: nothing written.
      expectTooManyRequests(await hoarder.create(slots[4]!.id));
      expect(await newTickets()).toHaveLength(20);
      expect(await db.select().from(transactions)).toHaveLength(carts.length);
      // Touching keeps the held seats, it takes no new one: still allowed.
      expect((await hoarder.touch(carts[0]!)).statusCode).toBe(200);

      // Every slot still has free seats, and another address takes and books one.
      const visitor = client(VISITOR);
      const own = await visitor.create(slots[0]!.id);
      expect(own.statusCode).toBe(201);
      const booked = await visitor.book(own.json<Transaction>().transactionId, bookingPayload());
      expect(booked.statusCode).toBe(200);
      expect(booked.json<{ tickets: Ticket[] }>().tickets[0]!.status).toBe('BOOKED');
      expect(await outboxTo('erika@example.org')).toHaveLength(1);

      // Seats held "at once": once the hoarder's holds run out, the address may hold again.
      app.t.clock.advanceMinutes(16);
      expect((await hoarder.create(slots[4]!.id)).statusCode).toBe(201);
    },
  );

  inPart('seats')(
    'keeps the cap under 30 simultaneous carts from one address: exactly 20 seats taken',
    async () => {
      const { db, room } = await setup();
      const slot = await insertTimeSlot(db, {
        roomId: room.id,
        date: '2030-03-06',
        capacity: 40,
      });
      const hoarder = client(HOARDER);
      const responses = await Promise.all(
        Array.from({ length: 30 }, () => hoarder.create(slot.id)),
      );
      expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(20);
      const refused = responses.filter((r) => r.statusCode !== 201);
      expect(refused).toHaveLength(10);
      for (const res of refused) expectTooManyRequests(res);
      expect(await newTickets()).toHaveLength(20);
    },
  );

  inPart('limits')(
    'refuses touches beyond VISITOR_LIMIT_TOUCHES per address and window with 429 and Retry-After; another address and the next window may touch',
    async () => {
      const { db, room } = await setup({
        VISITOR_LIMIT_TOUCHES: '3',
        VISITOR_LIMIT_WINDOW_MINUTES: '10',
      });
      const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06' });
      const hoarder = client(HOARDER);
      const cart = (await hoarder.create(slot.id)).json<Transaction>();

      for (let i = 0; i < 3; i++)
        expect((await hoarder.touch(cart.transactionId)).statusCode).toBe(200);
      const retryAfter = expectTooManyRequests(await hoarder.touch(cart.transactionId));
      expect(retryAfter).toBeLessThanOrEqual(10 * 60);
      // refused touches changed nothing: still 7 of MAX_TOUCHES (10) left
      const other = await client(VISITOR).touch(cart.transactionId);
      expect(other.statusCode).toBe(200);
      expect(other.json<Transaction>().remainingTouches).toBe(6);

      app.t.clock.advanceMinutes(10);
      expect((await hoarder.touch(cart.transactionId)).statusCode).toBe(200);
    },
  );

  inPart('limits')(
    'limits carts, added tickets, bookings and cancellations per address and window, counting refused requests too',
    async () => {
      const { db, room } = await setup({
        VISITOR_LIMIT_CARTS: '2',
        VISITOR_LIMIT_TICKETS: '2',
        VISITOR_LIMIT_BOOKINGS: '2',
        VISITOR_LIMIT_CANCELLATIONS: '2',
      });
      const slots = [];
      for (const date of ['2030-03-06', '2030-03-07', '2030-03-08', '2030-03-09']) {
        slots.push(await insertTimeSlot(db, { roomId: room.id, date }));
      }
      const hoarder = client(HOARDER);

      const first = (await hoarder.create(slots[0]!.id)).json<Transaction>();
      expect((await hoarder.create(slots[1]!.id)).statusCode).toBe(201);
      expectTooManyRequests(await hoarder.create(slots[2]!.id));

      expect((await hoarder.add(first.transactionId, slots[1]!.id)).statusCode).toBe(201);
      expect((await hoarder.add(first.transactionId, slots[2]!.id)).statusCode).toBe(201);
      expectTooManyRequests(await hoarder.add(first.transactionId, slots[3]!.id));

      // two invalid bookings use up the window: the valid third is refused, nothing booked
      expect((await hoarder.book(first.transactionId, {})).statusCode).toBe(400);
      expect((await hoarder.book(first.transactionId, {})).statusCode).toBe(400);
      expectTooManyRequests(await hoarder.book(first.transactionId, bookingPayload()));
      expect(await newTickets()).toHaveLength(4);

      expect((await hoarder.cancel('nobody-at-all', [1])).statusCode).toBe(404);
      expect((await hoarder.cancel('nobody-at-all', [1])).statusCode).toBe(404);
      expectTooManyRequests(await hoarder.cancel('nobody-at-all', [1]));

      // another address is not affected by the hoarder's counts
      const visitor = client(VISITOR);
      const own = await visitor.create(slots[3]!.id);
      expect(own.statusCode).toBe(201);
      const booked = await visitor.book(own.json<Transaction>().transactionId, bookingPayload());
      expect(booked.statusCode).toBe(200);
      const ownerId = booked.json<{ tickets: Ticket[] }>().tickets[0]!.ownerId!;
      const ticketId = booked.json<{ tickets: Ticket[] }>().tickets[0]!.id;
      expect((await visitor.cancel(ownerId, [ticketId])).statusCode).toBe(200);
    },
  );

  inPart('limits')(
    'stops a mail flood to one address at MAIL_LIMIT_PER_RECIPIENT (5) per hour: the bookings stand, no further mail is queued',
    async () => {
      const { db, room } = await setup();
      const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06' });
      const nextDay = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-07' });
      const attacker = client(HOARDER);
      const victim = 'victim@example.org';

      // book and cancel again and again: each round would send two mails to the victim
      const outcomes: number[] = [];
      for (let round = 0; round < 5; round++) {
        const cart = (await attacker.create(slot.id)).json<Transaction>();
        const booked = await attacker.book(cart.transactionId, bookingPayload({ email: victim }));
        outcomes.push(booked.statusCode);
        const ticket = booked.json<{ tickets: Ticket[] }>().tickets[0]!;
        outcomes.push((await attacker.cancel(ticket.ownerId!, [ticket.id])).statusCode);
      }
      expect(outcomes.every((status) => status === 200)).toBe(true);
      const mails = await outboxTo(victim);
      expect(mails).toHaveLength(5);
      expect(mails.map((m) => m.kind).sort()).toEqual([
        'BOOKING_CONFIRMATION',
        'BOOKING_CONFIRMATION',
        'BOOKING_CONFIRMATION',
        'CANCELLATION_CONFIRMATION',
        'CANCELLATION_CONFIRMATION',
      ]);
      // the sixth booking is the visitor's all the same
      const cart = (await attacker.create(slot.id)).json<Transaction>();
      const sixth = await attacker.book(cart.transactionId, bookingPayload({ email: victim }));
      expect(sixth.statusCode).toBe(200);
      expect(sixth.json<{ tickets: Ticket[] }>().tickets[0]!.status).toBe('BOOKED');
      expect(await outboxTo(victim)).toHaveLength(5);

      // other recipients are not affected, and the victim gets mail again the next hour
      const other = (await attacker.create(slot.id)).json<Transaction>();
      expect((await attacker.book(other.transactionId, bookingPayload())).statusCode).toBe(200);
      expect(await outboxTo('erika@example.org')).toHaveLength(1);
      app.t.clock.advanceMinutes(61);
      const later = (await attacker.create(nextDay.id)).json<Transaction>();
      expect(
        (await attacker.book(later.transactionId, bookingPayload({ email: victim }))).statusCode,
      ).toBe(200);
      expect(await outboxTo(victim)).toHaveLength(6);
    },
  );

  inPart('limits')(
    'refuses line breaks, control characters, bidi overrides and links in names with 400 naming the field, changing nothing',
    async () => {
      const { db, room } = await setup();
      const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06' });
      const visitor = client(VISITOR);
      const cart = (await visitor.create(slot.id)).json<Transaction>();

      const cases: Array<[Record<string, unknown>, string]> = [
        [{ firstName: 'Visit http://evil.example to keep your seat' }, 'body.firstName'],
        [{ firstName: 'Erika\r\nBcc: victim@example.org' }, 'body.firstName'],
        [{ lastName: 'Muster\nfrau' }, 'body.lastName'],
        [{ lastName: 'Muster\tfrau' }, 'body.lastName'],
        [{ organisation: 'WWW.evil.example' }, 'body.organisation'],
        // a bare domain, which mail clients link as well
        [{ lastName: 'secure-bank.example/verify' }, 'body.lastName'],
        [{ organisation: 'Bitte bestätigen: konto-sicher.at' }, 'body.organisation'],
        [{ organisation: 'Uni\u0085Wien' }, 'body.organisation'],
        [{ title: 'Dr.\u202E' }, 'body.title'],
        [{ title: 'Dr.\u2066' }, 'body.title'],
      ];
      for (const [override, field] of cases) {
        const res = await visitor.book(cart.transactionId, bookingPayload(override));
        expect(res.statusCode, JSON.stringify(override)).toBe(400);
        expect(res.json()).toEqual({ error: 'validation__error', payload: [field] });
      }

      expect((await newTickets()).map((row) => row.firstName)).toEqual([null]);
      expect(await db.select().from(mailOutbox)).toHaveLength(0);
      const open = await app.t.app.inject({
        method: 'GET',
        url: `/api/transactions/${cart.transactionId}`,
      });
      expect(open.statusCode).toBe(200);
    },
  );
}

/**
 * Both engines: the cap on the seats one address holds — counted from the tickets in the
 * database, and kept under 30 simultaneous carts, where pooling and locking decide.
 */
describe.each(TEST_DRIVERS)('abuse limits of the visitor calls, the held seats, on %s', (driver) =>
  abuseTests(driver, 'seats'),
);

/**
 * On one engine (PREFERRED_ENGINE): the per-address and per-window limits of calls made one
 * after another (counters whose SQL both engines run alike; parallel hits on them run on both
 * engines in auth/service.db.test.ts), the mail limit per recipient, and the validation of
 * names (400 before any SQL).
 */
describe.each(PREFERRED_ENGINE)(
  'abuse limits of the visitor calls, per window and input, on %s',
  (driver) => abuseTests(driver, 'limits'),
);
