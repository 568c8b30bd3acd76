import { describe, expect, it } from 'vitest';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import { mailOutbox, tickets } from '../../db/schema/index';
import { TEST_DRIVERS } from '../../test/databases';
import { bookingPayload } from '../../test/factories';
import { cartOfTwoDays, cartTestApp } from '../../test/cart-setup';

describe.each(TEST_DRIVERS)('booking a cart again (a retry) on %s', (driver) => {
  const app = cartTestApp(driver);

  async function setup() {
    const started = await app.setup();
    return { api: started.api, cart: (await cartOfTwoDays(started)).cart };
  }

  const ticketRows = () => app.t.database.db.select().from(tickets).orderBy(tickets.id);
  const outbox = () => app.t.database.db.select().from(mailOutbox);

  it('answers the same tickets and booking numbers again, writing nothing and mailing once', async () => {
    const { api, cart } = await setup();
    const payload = bookingPayload({
      email: 'Erika@Example.org',
      records: [],
    });
    const first = await api.book(cart.transactionId, payload);
    expect(first.statusCode).toBe(200);
    const rowsAfterFirst = await ticketRows();

    const again = await api.book(cart.transactionId, payload);
    expect(again.statusCode).toBe(200);
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.json()).toEqual(first.json());
    const booked = again.json<{ tickets: Ticket[] }>().tickets;
    expect(booked).toHaveLength(2);
    expect(booked.every((x) => x.status === 'BOOKED' && x.bookingNumber)).toBe(true);

    // the same address in another case and spacing is the same person
    const spaced = await api.book(
      cart.transactionId,
      bookingPayload({ email: ' erika@EXAMPLE.org ' }),
    );
    expect(spaced.json()).toEqual(first.json());

    expect(await ticketRows()).toEqual(rowsAfterFirst);
    expect((await outbox()).map((m) => m.kind)).toEqual(['BOOKING_CONFIRMATION']);
  });

  it('answers another e-mail address exactly like an unknown cart, revealing nothing', async () => {
    const { api, cart } = await setup();
    expect((await api.book(cart.transactionId, bookingPayload())).statusCode).toBe(200);

    const other = await api.book(
      cart.transactionId,
      bookingPayload({ email: 'someone@example.org' }),
    );
    const unknown = await api.book('AAAAAAAAAAAAAAAAAAAAAA', bookingPayload());
    expect(unknown.statusCode).toBe(404);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(unknown.json());
    expect(other.headers['cache-control']).toBe(unknown.headers['cache-control']);
    expect(await outbox()).toHaveLength(1);
  });

  it('answers a repeat only within 24 hours of the booking; later, like an unknown cart', async () => {
    const { api, cart } = await setup();
    expect((await api.book(cart.transactionId, bookingPayload())).statusCode).toBe(200);
    app.t.clock.advanceMinutes(23 * 60);
    expect((await api.book(cart.transactionId, bookingPayload())).statusCode).toBe(200);
    app.t.clock.advanceMinutes(2 * 60);
    const late = await api.book(cart.transactionId, bookingPayload());
    expect(late.statusCode).toBe(404);
    expect(late.json()).toEqual({ error: 'not_found', payload: ['transaction'] });
  });

  it('books one set of tickets for two identical requests at once', async () => {
    const { api, cart } = await setup();
    const payload = bookingPayload();
    const [one, two] = await Promise.all([
      api.book(cart.transactionId, payload),
      api.book(cart.transactionId, payload),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(two.json()).toEqual(one.json());
    const rows = await ticketRows();
    expect(rows.map((r) => r.status)).toEqual(['BOOKED', 'BOOKED']);
    expect(new Set(rows.map((r) => r.bookingNumber)).size).toBe(2);
    expect(await outbox()).toHaveLength(1);
  });
});
