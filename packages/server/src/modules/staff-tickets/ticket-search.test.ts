import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';
import { insertRoom, insertTimeSlot } from '../../test/factories';
import { insertTicket } from '../../test/room-factories';

// the staff search runs on one trigram-indexed expression over the person fields
// (migration 0007); what it finds must be what the six per-field filters found before.
describe.each(TEST_DRIVERS)('staff search term over the indexed fields on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  const id: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await signIn(t.app, t.database.db, 'ADMIN');
    const db = t.database.db;
    const lesesaal = await insertRoom(db, { name: 'Lesesaal Nord' });
    const karten = await insertRoom(db, { name: 'Kartensaal' });
    const inLesesaal = await insertTimeSlot(db, { roomId: lesesaal.id, date: '2030-03-06' });
    const inKarten = await insertTimeSlot(db, { roomId: karten.id, date: '2030-03-06' });
    const booked = { status: 'BOOKED' as const, timeSlotId: inLesesaal.id };
    id.huber = (
      await insertTicket(db, {
        ...booked,
        lastName: 'Huber',
        firstName: 'Anna',
        email: 'a.h@example.org',
        organisation: null,
      })
    ).id;
    id.mueller = (
      await insertTicket(db, {
        ...booked,
        lastName: 'MÜLLER',
        firstName: 'Jakob',
        email: 'jm@example.org',
        organisation: 'Stadtarchiv_Graz',
      })
    ).id;
    id.karten = (
      await insertTicket(db, {
        status: 'BOOKED',
        timeSlotId: inKarten.id,
        lastName: 'Wagner',
        firstName: 'Emma',
        email: 'emma.wagner@example.org',
        bookingNumber: 'KMNP2345',
      })
    ).id;
    const magazin = await insertRoom(db, { name: 'Magazin' });
    const inMagazin = await insertTimeSlot(db, { roomId: magazin.id, date: '2030-03-06' });
    for (const [key, lastName, firstName] of [
      ['pichler', 'Pichler', 'Lena'],
      ['oeztuerk', 'Öztürk', 'Ömer'],
    ] as const) {
      id[key] = (
        await insertTicket(db, {
          status: 'BOOKED',
          timeSlotId: inMagazin.id,
          lastName,
          firstName,
          email: `${key}@example.net`,
        })
      ).id;
    }
    // not BOOKED: never in the default list, whatever matches
    await insertTicket(db, { ...booked, status: 'CANCELLED', lastName: 'Huber' });
  });
  afterAll(async () => t.close());

  const ids = async (term: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/tickets?searchTerm=${encodeURIComponent(term)}&sort=id:ASC`,
      headers: { ...XHR, cookie: admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ content: Ticket[]; totalCount: number }>();
    expect(body.totalCount, term).toBe(body.content.length);
    return body.content.map((x) => x.id);
  };

  it('finds a part of each field, in any case, umlauts too', async () => {
    expect(await ids('hub')).toEqual([id.huber]);
    expect(await ids('ANNA')).toEqual([id.huber]);
    expect(await ids('müller')).toEqual([id.mueller]);
    expect(await ids('archiv')).toEqual([id.mueller]);
    expect(await ids('a.h@')).toEqual([id.huber]);
    expect(await ids('nord')).toEqual([id.huber, id.mueller]);
    expect(await ids('kartensaal')).toEqual([id.karten]);
    expect(await ids('kmnp-23')).toEqual([id.karten]);
    expect(await ids('saal')).toEqual([id.huber, id.mueller, id.karten]);
    // a term of one or two characters (below a trigram) still finds
    expect(await ids('w')).toEqual([id.karten]);
  });

  // A search counts its matches in the page's own statement (staff-repository.ts listTickets).
  const page = async (term: string, limit: number, offset: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/tickets?searchTerm=${term}&sort=id:ASC&limit=${limit}&offset=${offset}`,
      headers: { ...XHR, cookie: admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ content: Ticket[]; totalCount: number }>();
    return { ids: body.content.map((x) => x.id), total: body.totalCount };
  };

  it('counts every match of a search, whichever page is read', async () => {
    expect(await page('saal', 1, 0)).toEqual({ ids: [id.huber], total: 3 });
    expect(await page('saal', 2, 1)).toEqual({ ids: [id.mueller, id.karten], total: 3 });
    expect(await page('saal', 2, 3)).toEqual({ ids: [], total: 3 });
    expect(await page('saal', 2, 9)).toEqual({ ids: [], total: 3 });
    expect(await page('nothing', 2, 0)).toEqual({ ids: [], total: 0 });
    expect(await page('nothing', 2, 4)).toEqual({ ids: [], total: 0 });
  });

  // A search's name order is written apart from the list's (staff-repository.ts
  // SEARCH_SORT_COLUMNS): the same German order, Ö with O.
  it('sorts a search by name in German order, both ways', async () => {
    const sorted = async (sort: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/tickets?searchTerm=example.net&sort=${sort}`,
        headers: { ...XHR, cookie: admin },
      });
      return res.json<{ content: Ticket[] }>().content.map((x) => x.id);
    };
    expect(await sorted('lastName:ASC')).toEqual([id.oeztuerk, id.pichler]);
    expect(await sorted('lastName:DESC,firstName:DESC')).toEqual([id.pichler, id.oeztuerk]);
    expect(await sorted('firstName:ASC')).toEqual([id.pichler, id.oeztuerk]);
  });

  it('never matches across two fields, and takes % and _ literally', async () => {
    expect(await ids('huberanna')).toEqual([]);
    expect(await ids('anna a.h')).toEqual([]);
    // a control character (the fields' separator among them) is refused as input
    const joined = await t.app.inject({
      method: 'GET',
      url: '/api/admin/tickets?searchTerm=Huber%1FAnna',
      headers: { ...XHR, cookie: admin },
    });
    expect(joined.json()).toEqual({
      error: 'validation__error',
      payload: ['querystring.searchTerm'],
    });
    expect(await ids('v_Graz')).toEqual([id.mueller]);
    expect(await ids('v%Graz')).toEqual([]);
    expect(await ids('Stadt_rchiv')).toEqual([]);
  });
});
