import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '@lesesaal/domain/dates';
import { at, fakeFetch, on, pathOf } from '../../test/api-fake';
import { jsonResponse, testToday } from '../../test/render';
import type { Ticket, TimeSlot, Transaction } from './api-types';
import { cartTicket, renderBooking, visitor, visitorRoom } from './booking-test-support';
import { cartStorage, type PersonalData } from './storage';

const ticket = (id: number, startTime: string, endTime: string, extra: Partial<Ticket> = {}) =>
  cartTicket({ id, timeSlotId: id, roomDescription: 'Erdgeschoss', startTime, endTime, ...extra });
const person: PersonalData = { ...visitor, salutation: 'MS', accessibility: true };

beforeEach(() => window.sessionStorage.clear());

describe('personal data', () => {
  it('marks required fields, focuses the first invalid field and keeps valid data for the summary', async () => {
    const { user } = await renderBooking('/your-personal-data', fakeFetch());
    const firstName = await screen.findByRole('textbox', { name: /^Vorname/ });
    expect(firstName).toBeRequired();
    expect(screen.getByRole('textbox', { name: /^Organisation/ })).not.toBeRequired();

    await user.type(screen.getByRole('textbox', { name: /^Titel/ }), 'Dr.');
    await user.click(screen.getByRole('button', { name: 'Weiter zur Übersicht' }));
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(firstName).toHaveAccessibleDescription(/Eine Eingabe ist erforderlich/);
    expect(cartStorage.personalData()).toBeNull();

    await user.type(firstName, 'Erika');
    await user.type(screen.getByRole('textbox', { name: /^Nachname/ }), 'Musterfrau');
    await user.type(screen.getByRole('textbox', { name: /^E-Mail-Adresse/ }), 'erika@example.org');
    const phone = screen.getByRole('textbox', { name: /^Telefonnummer/ });
    await user.type(phone, '0664 ab');
    await user.click(screen.getByRole('button', { name: 'Weiter zur Übersicht' }));
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAccessibleDescription(/nur Ziffern/);

    await user.clear(phone);
    await user.type(phone, '+4366412');
    await user.click(screen.getByRole('button', { name: 'Weiter zur Übersicht' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/summary'));
    expect(cartStorage.personalData()).toMatchObject({
      title: 'Dr.',
      firstName: 'Erika',
      phone: '+4366412',
      organisation: '',
    });
  });
});

describe('personal data with links', () => {
  it('refuses a web address in a name field with a clear message at that field', async () => {
    const { user } = await renderBooking('/your-personal-data', fakeFetch());
    await user.type(await screen.findByRole('textbox', { name: /^Vorname/ }), 'Erika');
    await user.type(screen.getByRole('textbox', { name: /^Nachname/ }), 'Musterfrau');
    await user.type(screen.getByRole('textbox', { name: /^E-Mail-Adresse/ }), 'erika@example.org');
    await user.type(screen.getByRole('textbox', { name: /^Telefonnummer/ }), '+4366412');
    const organisation = screen.getByRole('textbox', { name: /^Organisation/ });
    await user.type(organisation, 'Visit www.evil.example');
    await user.click(screen.getByRole('button', { name: 'Weiter zur Übersicht' }));
    await waitFor(() => expect(organisation).toHaveFocus());
    expect(organisation).toHaveAccessibleDescription(/keine Web-Adressen/);
    expect(cartStorage.personalData()).toBeNull();
  });
});

describe('summary', () => {
  it('books the cart with the personal data and the language, then forgets both', async () => {
    cartStorage.setTransactionId('tx-1');
    cartStorage.setPersonalData(person);
    const cart = {
      transactionId: 'tx-1',
      expiredAt: new Date(Date.now() + 10 * 60_000).toISOString(),
      tickets: [ticket(1, '09:00', '10:00'), ticket(2, '10:00', '11:00')],
    };
    const fetch = fakeFetch(
      on('PUT', '/api/transactions/{id}/booking', 200, {
        tickets: cart.tickets.map((t) => ({
          ...t,
          status: 'BOOKED' as const,
          ownerId: 'owner-abc',
          email: 'erika@example.org',
        })),
        manageUrl: 'http://localhost/reservation-confirmation/owner-abc?lang=de',
      }),
      at('/api/transactions/tx-1', on('GET', '/api/transactions/{id}', 200, cart)),
    );
    const { user } = await renderBooking('/summary', fetch);
    expect(await screen.findByText(/09:00–10:00 Uhr/)).toBeInTheDocument();
    expect(screen.getByText('Frau Erika Musterfrau')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Daten bearbeiten' })).toHaveAttribute(
      'href',
      '/your-personal-data',
    );

    await user.click(screen.getByRole('button', { name: '2 Termine verbindlich buchen' }));
    // the book button is gone: the focus moves to the confirmation's heading, not the page
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Reservierung' }),
    ).toHaveFocus();
    expect(screen.getByText(/^Die Bestätigung per E-Mail geht an:/)).toHaveTextContent(
      'Die Bestätigung per E-Mail geht an: erika@example.org',
    );
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toContain('/api/transactions/tx-1/booking');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      email: 'erika@example.org',
      salutation: 'MS',
      accessibility: true,
      language: 'de',
    });
    expect(cartStorage.transactionId()).toBeNull();
    expect(cartStorage.personalData()).toBeNull();
  });

  it('keeps the cart and shows the rule message when booking is refused', async () => {
    cartStorage.setTransactionId('tx-1');
    cartStorage.setPersonalData(person);
    const cart = {
      transactionId: 'tx-1',
      expiredAt: new Date(Date.now() + 10 * 60_000).toISOString(),
      tickets: [ticket(1, '09:00', '10:00')],
    };
    const fetch = fakeFetch(
      on('PUT', '/api/transactions/{id}/booking', 409, { error: 'booking__email_blacklisted' }),
      on('GET', '/api/transactions/{id}', 200, cart),
    );
    const { user } = await renderBooking('/summary', fetch);
    await user.click(await screen.findByRole('button', { name: '1 Termin verbindlich buchen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/gesperrt|Support/i);
    expect(cartStorage.transactionId()).toBe('tx-1');
    expect(cartStorage.personalData()).toEqual(person);
  });
});

describe('reservation confirmation', () => {
  it('lists the tickets without changing them and cancels one on request', async () => {
    let tickets = [
      ticket(1, '09:00', '10:00', {
        status: 'BOOKED',
        bookingNumber: 'AB12CD34',
        cancelable: true,
      }),
      ticket(2, '10:00', '11:00', {
        status: 'BOOKED',
        bookingNumber: 'EF56GH78',
        cancelable: true,
      }),
    ];
    const fetch = fakeFetch(
      on('DELETE', '/api/owners/{ownerId}/tickets', 200, () => {
        tickets = tickets.map((t) =>
          t.id === 1 ? { ...t, status: 'CANCELLED', cancelable: false } : t,
        );
        return tickets.slice(0, 1);
      }),
      on('GET', '/api/owners/{ownerId}/tickets', 200, () => tickets),
      on('GET', '/api/rooms', 200, { content: [], totalCount: 0 }),
    );
    await renderBooking('/reservation-confirmation/owner-abc', fetch);
    const cancel = await screen.findAllByRole('button', { name: /stornieren$/ });
    expect(cancel).toHaveLength(2);
    // printed as in the e-mail, in groups of four
    expect(screen.getByText('Buchungs\u00adnummer AB12-CD34')).toBeInTheDocument();
    expect(fetch.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);

    // asked first (cancel-dialog.test.tsx tells the dialog's details)
    fireEvent.click(cancel[0]!);
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Buchung stornieren?' })).getByRole(
        'button',
        { name: 'Buchung stornieren' },
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('1 Termin storniert');
    const del = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(String(del?.[0])).toMatch(/\/api\/owners\/owner-abc\/tickets\?ids=1$/);
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /stornieren$/ })).toHaveLength(1),
    );
    expect(screen.getByText('storniert')).toBeInTheDocument();
  });

  it('names the owner id when the link is unknown', async () => {
    await renderBooking(
      '/reservation-confirmation/nope',
      fakeFetch(on('GET', '/api/owners/{ownerId}/tickets', 404, { error: 'not_found' })),
    );
    expect(
      await screen.findAllByText('Zu dieser Kennung (nope) gibt es keine Reservierung.'),
    ).not.toHaveLength(0);
  });
});

describe('cart', () => {
  it('warns two minutes before expiry and extends the hold on request', async () => {
    cartStorage.setTransactionId('tx-1');
    const cart = {
      transactionId: 'tx-1',
      expiredAt: new Date(Date.now() + 90_000).toISOString(),
      tickets: [ticket(1, '09:00', '10:00')],
    };
    const fetch = fakeFetch(
      on('PUT', '/api/transactions/{id}/touch', 200, {
        ...cart,
        expiredAt: new Date(Date.now() + 15 * 60_000).toISOString(),
      }),
      on('GET', '/api/transactions/{id}', 200, cart),
    );
    const { user } = await renderBooking('/your-personal-data', fetch);
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('Ihre Auswahl verfällt bald.');
    await user.click(screen.getByRole('button', { name: 'Mehr Zeit' }));
    expect(
      await screen.findByText('Ihre Auswahl wird jetzt noch 15 Minuten freigehalten.'),
    ).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toContain('/api/transactions/tx-1/touch');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mehr Zeit' })).not.toBeInTheDocument(),
    );
  });

  it('adds a slot to the existing cart and reads the cart again when the answer is just the ticket', async () => {
    const today = testToday();
    const day = addDays(today, 1).slice(0, 7) === today.slice(0, 7) ? addDays(today, 1) : today;
    cartStorage.setTransactionId('tx-1');
    const first = ticket(1, '09:00', '10:00', { date: day });
    const second = ticket(2, '11:00', '12:00', { date: day });
    let tickets = [first];
    const room = visitorRoom();
    const slot: TimeSlot = {
      id: 2,
      roomId: 7,
      roomName: room.name,
      date: day,
      startTime: '11:00',
      endTime: '12:00',
      capacity: 3,
      ticketCount: 0,
      failedRules: [],
    };
    const fetch = fakeFetch(
      // an answer the document does not declare (the added ticket alone, as an older server
      // sent it): the web reads the cart again
      (url, init) => {
        if (init?.method !== 'POST' || !pathOf(url).endsWith('/api/transactions/tx-1/tickets'))
          return undefined;
        tickets = [first, second];
        return jsonResponse(201, second);
      },
      on('GET', '/api/transactions/{id}/rooms/{roomId}/available-timeslots', 200, [slot]),
      at(
        '/api/transactions/tx-1',
        on('GET', '/api/transactions/{id}', 200, (): Transaction => ({
          transactionId: 'tx-1',
          expiredAt: new Date(Date.now() + 10 * 60_000).toISOString(),
          tickets,
        })),
      ),
      on('GET', '/api/rooms/{id}', 200, room),
    );
    const { user } = await renderBooking('/room/7', fetch);
    expect(
      await screen.findByText('Sie können noch 4 von 5 Terminen reservieren.'),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /, freie Plätze$/ }));
    await user.click(screen.getByRole('button', { name: '11:00–12:00 Uhr buchen' }));
    expect(
      await screen.findByText('Sie können noch 3 von 5 Terminen reservieren.'),
    ).toBeInTheDocument();
    expect(String(fetch.mock.calls.find(([, init]) => init?.method === 'POST')?.[0])).toContain(
      '/api/transactions/tx-1/tickets',
    );
    expect(cartStorage.transactionId()).toBe('tx-1');
  });
});
