import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { at, fakeFetch, on, type Handler } from '../../test/api-fake';
import type { Room, Ticket, TimeSlot, Unit } from './api-types';
import {
  cartTicket,
  recordsSettings,
  renderBooking,
  roomList,
  visitor,
  visitorRoom,
} from './booking-test-support';
import { catalogueUnits } from './catalogue-order';
import { slotStates } from './components/slot-list';
import { cartStorage } from './storage';

const ticket = (id: number, roomId: number, extra: Partial<Ticket> = {}) =>
  cartTicket({
    id,
    roomId,
    roomName: roomId === 7 ? 'Lesesaal Ost' : 'Lesesaal West',
    timeSlotId: 100 + id,
    startTime: `0${id + 8}:00`.slice(-5),
    endTime: `${id + 9}:00`.padStart(5, '0'),
    ...extra,
  });
type Ordering = NonNullable<Room['records']>['ordering'];
const room = (id: number, ordering: Ordering) =>
  visitorRoom({
    id,
    name: id === 7 ? 'Lesesaal Ost' : 'Lesesaal West',
    description: '',
    capacity: 5,
    sortOrder: id,
    nextFreeDate: null,
    records: recordsSettings(ordering),
  });
const slot = (
  id: number,
  roomId: number,
  records: NonNullable<TimeSlot['records']>,
  failed: TimeSlot['failedRules'] = [],
): TimeSlot => ({
  id,
  roomId,
  roomName: '',
  date: '2099-03-02',
  startTime: '09:00',
  endTime: '10:00',
  capacity: 5,
  ticketCount: 0,
  failedRules: failed,
  records,
});
const open = (ordering: Ordering): NonNullable<TimeSlot['records']> => ({
  ordering,
  orderable: true,
  reason: null,
  deadlineDate: '2099-02-26',
  deadlineTime: '12:00',
});

/** A cart of a visit in Ost (records required) and one in West (optional, deadline passed). */
function summaryApi(book: Handler) {
  const cart = {
    transactionId: 'tx-1',
    expiredAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    tickets: [ticket(1, 7), ticket(2, 8)],
  };
  const available = '/api/transactions/{id}/rooms/{roomId}/available-timeslots' as const;
  return fakeFetch(
    book,
    at('/api/transactions/tx-1', on('GET', '/api/transactions/{id}', 200, cart)),
    on('GET', '/api/rooms', 200, roomList(room(7, 'REQUIRED'), room(8, 'OPTIONAL'))),
    at('/rooms/7/available-timeslots', on('GET', available, 200, [slot(101, 7, open('REQUIRED'))])),
    at(
      '/rooms/8/available-timeslots',
      on('GET', available, 200, [
        slot(102, 8, {
          ...open('OPTIONAL'),
          orderable: false,
          reason: 'DEADLINE_PASSED',
          deadlineDate: '2099-02-25',
        }),
      ]),
    ),
  );
}

beforeEach(() => window.sessionStorage.clear());

describe('catalogue link', () => {
  it('reads call numbers and titles by position, trimmed, without empties and repeats', () => {
    expect(
      catalogueUnits(
        new URLSearchParams(
          'order=Rep.%202%20Nr.%209&order=%20&order=Rep.%202%20Nr.%2010&order=Rep.%202%20Nr.%209&title=Akten&title=&title=Karte',
        ),
      ),
    ).toEqual([
      { callNumber: 'Rep. 2 Nr. 9', title: 'Akten', note: '' },
      { callNumber: 'Rep. 2 Nr. 10', title: 'Karte', note: '' },
    ]);
  });

  it('keeps the units for the flow and names them on the first screen', async () => {
    await renderBooking(
      '/?order=Rep.%202%20Nr.%209&order=Rep.%202%20Nr.%2010',
      fakeFetch(on('GET', '/api/rooms', 200, roomList())),
    );
    expect(
      await screen.findByText(
        /^Aus dem Findbuch übernommen: 2 Archivalien \(Rep\. 2 Nr\. 9, Rep\. 2 Nr\. 10\)\./,
      ),
    ).toBeVisible();
    expect(cartStorage.catalogueOrder().map((u) => u.callNumber)).toEqual([
      'Rep. 2 Nr. 9',
      'Rep. 2 Nr. 10',
    ]);
  });
});

describe('records on the summary', () => {
  it('pre-fills the catalogue units on the visit that takes them, says why the other cannot, and books them', async () => {
    cartStorage.setTransactionId('tx-1');
    cartStorage.setPersonalData(visitor);
    cartStorage.setCatalogueOrder([
      { callNumber: 'Rep. 2 Nr. 9', title: 'Akten', note: '' },
      { callNumber: 'Rep. 2 Nr. 10', title: '', note: '' },
    ]);
    let sent: Record<string, unknown> = {};
    const fetch = summaryApi(
      on('PUT', '/api/transactions/{id}/booking', 200, (_url, init) => {
        sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return { tickets: [], manageUrl: 'http://localhost/reservation-confirmation/o?lang=de' };
      }),
    );
    const { user } = await renderBooking('/summary', fetch);
    const ost = await screen.findByRole('group', { name: /^Archivalien für Lesesaal Ost/ });
    await waitFor(() =>
      expect(within(ost).getAllByRole('textbox', { name: /^Signatur/ })).toHaveLength(2),
    );
    expect(within(ost).getByRole('textbox', { name: 'Signatur, Archivale 1' })).toHaveValue(
      'Rep. 2 Nr. 9',
    );
    expect(within(ost).getByText(/Erforderlich/)).toHaveTextContent(/höchstens 3 Archivalien/);
    const west = screen.getByRole('group', { name: /^Archivalien für Lesesaal West/ });
    expect(west).toHaveTextContent(
      'Für diesen Termin können keine Archivalien mehr bestellt werden (Bestell\u00adschluss 25. Februar 2099, 12:00 Uhr).',
    );
    expect(within(west).queryByRole('textbox')).toBeNull();

    // a third line with a link in the title: refused at the field, nothing sent
    await user.click(within(ost).getByRole('button', { name: 'Archivale hinzufügen' }));
    await user.type(within(ost).getByRole('textbox', { name: 'Signatur, Archivale 3' }), 'Rep. 4');
    await user.type(
      within(ost).getByRole('textbox', { name: 'Titel, Archivale 3' }),
      'www.evil.example',
    );
    expect(within(ost).getByRole('button', { name: 'Archivale hinzufügen' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '2 Termine verbindlich buchen' }));
    const title3 = within(ost).getByRole('textbox', { name: 'Titel, Archivale 3' });
    await waitFor(() => expect(title3).toHaveFocus());
    expect(title3).toHaveAccessibleDescription(/keine Web-Adressen/);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.click(within(ost).getByRole('button', { name: 'Archivale 3 entfernen' }));
    await user.click(screen.getByRole('button', { name: '2 Termine verbindlich buchen' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Reservierung' }),
    ).toBeInTheDocument();
    expect(sent.records).toEqual([
      {
        ticketId: 1,
        units: [
          { callNumber: 'Rep. 2 Nr. 9', title: 'Akten', note: null },
          { callNumber: 'Rep. 2 Nr. 10', title: null, note: null },
        ],
      },
    ]);
    expect(cartStorage.catalogueOrder()).toEqual([]);
  });

  it('asks for a call number where records are required, and shows a person limit with its reason', async () => {
    cartStorage.setTransactionId('tx-1');
    cartStorage.setPersonalData(visitor);
    const fetch = summaryApi(
      on('PUT', '/api/transactions/{id}/booking', 409, {
        error: 'ticket__person_limit_reached',
        payload: ['week', '2', '2099-03-02'],
      }),
    );
    const { user } = await renderBooking('/summary', fetch);
    const ost = await screen.findByRole('group', { name: /^Archivalien für Lesesaal Ost/ });
    await user.click(await screen.findByRole('button', { name: '2 Termine verbindlich buchen' }));
    const problem = await within(ost).findByRole('alert');
    expect(problem).toHaveTextContent(
      'Bitte geben Sie für diesen Termin mindestens eine Signatur an.',
    );
    await waitFor(() => expect(problem).toHaveFocus());
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.click(within(ost).getByRole('button', { name: 'Archivale hinzufügen' }));
    await user.type(within(ost).getByRole('textbox', { name: 'Signatur, Archivale 1' }), 'Rep. 1');
    await user.click(screen.getByRole('button', { name: '2 Termine verbindlich buchen' }));
    const refusal = await screen.findByRole('alert', { name: 'Die Buchung ist nicht möglich' });
    expect(refusal).toHaveTextContent(
      'Sie haben bereits die Höchstzahl von 2 Besuchen pro Woche gebucht (Woche ab 2. März 2099).',
    );
    expect(cartStorage.transactionId()).toBe('tx-1');
  });
});

describe('records in the calendar and on the confirmation', () => {
  it('names the records deadline as the reason a required-records slot cannot be booked', () => {
    const states = slotStates(
      [slot(1, 7, { ...open('REQUIRED'), orderable: false }, ['records_deadline_passed'])],
      { cart: [], window: { from: '2099-01-01', until: '2099-12-31' }, maxReservations: 5 },
    );
    expect(states.map((s) => s.state)).toEqual([
      { state: 'unavailable', reason: 'recordsDeadline' },
    ]);
  });

  it("lists each visit's units with their states, not available with the reason", async () => {
    const units: Unit[] = [
      {
        id: 1,
        ticketId: 1,
        callNumber: 'Rep. 2 Nr. 9',
        title: 'Akten',
        note: null,
        state: 'READY',
        reason: null,
        pulled: true,
      },
      {
        id: 2,
        ticketId: 1,
        callNumber: 'Rep. 2 Nr. 10',
        title: null,
        note: null,
        state: 'NOT_AVAILABLE',
        reason: 'IN_CONSERVATION',
        pulled: false,
      },
    ];
    await renderBooking(
      '/reservation-confirmation/owner-abc',
      fakeFetch(
        on('GET', '/api/owners/{ownerId}/tickets', 200, [
          ticket(1, 7, { status: 'BOOKED', bookingNumber: 'AB12CD34', units }),
        ]),
        on('GET', '/api/rooms', 200, roomList()),
      ),
    );
    const list = await screen.findByRole('list', { name: 'Bestellte Archivalien' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Rep. 2 Nr. 9 – Akten: liegt bereit',
      'Rep. 2 Nr. 10: nicht verfügbar: in der Restaurierung',
    ]);
  });
});
