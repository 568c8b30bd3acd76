import { describe, expect, it } from 'vitest';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import { mailOutbox } from '../../db/schema/index';
import { XHR } from '../../test/app';
import { TEST_DRIVERS } from '../../test/databases';
import { bookingPayload } from '../../test/factories';
import { cartOfTwoDays, cartTestApp } from '../../test/cart-setup';

describe.each(TEST_DRIVERS)("owner's tickets on %s", (driver) => {
  const app = cartTestApp(driver);

  /** Books two slots (capacity 1 each) for one owner. */
  async function setup() {
    const started = await app.setup();
    const { api } = started;
    const { a, b, cart } = await cartOfTwoDays(started, 1);
    const booked = (await api.book(cart.transactionId, bookingPayload())).json<{
      tickets: Ticket[];
    }>().tickets;
    return { api, a, b, booked, ownerId: booked[0]!.ownerId! };
  }

  const get = (url: string) => app.t.app.inject({ method: 'GET', url });
  const del = (url: string) => app.t.app.inject({ method: 'DELETE', url, headers: XHR });

  it('lists and reads the tickets of an owner id with no-store and no-referrer; unknown ids are 404', async () => {
    const { booked, ownerId } = await setup();
    const list = await get(`/api/owners/${ownerId}/tickets`);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.headers['referrer-policy']).toBe('no-referrer');
    expect(list.json<Ticket[]>().map((x) => [x.id, x.status, x.cancelable])).toEqual(
      booked.map((x) => [x.id, 'BOOKED', true]),
    );

    const one = await get(`/api/owners/${ownerId}/tickets/${booked[1]!.id}`);
    expect(one.json<Ticket>()).toMatchObject({
      id: booked[1]!.id,
      date: '2030-03-07',
      lastName: 'Musterfrau',
    });

    const unknown = await get('/api/owners/AAAAAAAAAAAAAAAAAAAAAA/tickets');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found', payload: ['owner'] });
    expect(unknown.headers['cache-control']).toBe('no-store');
    expect((await get(`/api/owners/${ownerId}/tickets/999999`)).statusCode).toBe(404);
  });

  it("offers the booked visits as the mail's calendar file, in the language asked for; unknown ids and nothing booked are 404", async () => {
    const { booked, ownerId } = await setup();
    const file = await get(`/api/owners/${ownerId}/calendar.ics`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/calendar; charset=utf-8/);
    expect(file.headers['content-disposition']).toBe('attachment; filename="reservierung.ics"');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.headers['referrer-policy']).toBe('no-referrer');
    // one entry per visit, with the UIDs of the mail's file (importing both updates one entry)
    for (const ticket of booked) {
      expect(file.body).toContain(`UID:ticket-${ticket.id}@localhost`);
      expect(file.body).toContain(ticket.bookingNumber!);
    }
    const english = await get(`/api/owners/${ownerId}/calendar.ics?lang=en`);
    expect(english.headers['content-disposition']).toBe('attachment; filename="reservation.ics"');

    // a cancelled visit leaves the file; with none booked there is no file
    await del(`/api/owners/${ownerId}/tickets?ids=${booked[0]!.id}`);
    const after = (await get(`/api/owners/${ownerId}/calendar.ics`)).body;
    expect(after).not.toContain(`UID:ticket-${booked[0]!.id}@`);
    expect(after).toContain(`UID:ticket-${booked[1]!.id}@`);
    await del(`/api/owners/${ownerId}/tickets?ids=${booked[1]!.id}`);
    const none = await get(`/api/owners/${ownerId}/calendar.ics`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: 'not_found', payload: ['ticket'] });

    const unknown = await get('/api/owners/AAAAAAAAAAAAAAAAAAAAAA/calendar.ics');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found', payload: ['owner'] });
    expect((await get(`/api/owners/${ownerId}/calendar.ics?lang=fr`)).statusCode).toBe(400);
  });

  it('cancels the listed tickets, frees their seats and puts a cancellation mail in the outbox', async () => {
    const { api, a, booked, ownerId } = await setup();
    const res = await del(`/api/owners/${ownerId}/tickets?ids=${booked[0]!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Ticket[]>().map((x) => [x.id, x.status, x.cancelable])).toEqual([
      [booked[0]!.id, 'CANCELLED', false],
    ]);

    const list = (await get(`/api/owners/${ownerId}/tickets`)).json<Ticket[]>();
    expect(list.map((x) => x.status)).toEqual(['CANCELLED', 'BOOKED']);
    expect((await api.create(a.id)).statusCode).toBe(201);

    const mails = await app.t.database.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(mails.map((m) => m.kind)).toEqual(['BOOKING_CONFIRMATION', 'CANCELLATION_CONFIRMATION']);
    expect(mails[1]!.subject).toBe('Stornierung Ihrer Reservierung im Lesesaal');

    // repeated (the first answer lost): the same answer, nothing changed, no second mail
    const again = await del(`/api/owners/${ownerId}/tickets?ids=${booked[0]!.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    expect(await app.t.database.db.select().from(mailOutbox)).toHaveLength(2);
    expect(
      (await get(`/api/owners/${ownerId}/tickets`)).json<Ticket[]>().map((x) => x.status),
    ).toEqual(['CANCELLED', 'BOOKED']);

    // one cancelled and one booked is no repeat: all or none, the cancelled one refused
    const mixed = await del(`/api/owners/${ownerId}/tickets?ids=${booked[0]!.id},${booked[1]!.id}`);
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json()).toEqual({ error: 'conflict', payload: [String(booked[0]!.id)] });
    expect(await app.t.database.db.select().from(mailOutbox)).toHaveLength(2);
  });

  it("refuses other owners' ids (404) and tickets whose slot has started (409), cancelling none", async () => {
    const { booked, ownerId } = await setup();
    const foreign = await del(`/api/owners/someone-else/tickets?ids=${booked[0]!.id}`);
    expect(foreign.statusCode).toBe(404);

    // 2030-03-06 09:00 in Vienna = 08:00Z: the first slot has started, the second not
    app.t.clock.set('2030-03-06T08:00:00Z');
    const list = (await get(`/api/owners/${ownerId}/tickets`)).json<Ticket[]>();
    expect(list.map((x) => x.cancelable)).toEqual([false, true]);
    const res = await del(`/api/owners/${ownerId}/tickets?ids=${booked[0]!.id},${booked[1]!.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'conflict', payload: [String(booked[0]!.id)] });
    expect(
      (await get(`/api/owners/${ownerId}/tickets`)).json<Ticket[]>().map((x) => x.status),
    ).toEqual(['BOOKED', 'BOOKED']);

    const bad = await del(`/api/owners/${ownerId}/tickets?ids=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toBe('validation__error');
  });
});
