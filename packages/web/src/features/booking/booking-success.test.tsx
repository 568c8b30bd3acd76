import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { at, fakeFetch, on } from '../../test/api-fake';
import type { Ticket, Transaction } from './api-types';
import { cartTicket, renderBooking, visitor } from './booking-test-support';
import { cartStorage } from './storage';

const MANAGE_URL = 'http://localhost/reservation-confirmation/owner-abc?lang=de';

const booked = (extra: Partial<Ticket>): Ticket =>
  cartTicket({
    status: 'BOOKED',
    ownerId: 'owner-abc',
    email: 'erika.typo@example.og',
    cancelable: true,
    ...extra,
  });

/** A cart of two visits (one with a named seat and a record) and the server booking it. */
function bookingServer() {
  const cart: Transaction = {
    transactionId: 'tx-1',
    expiredAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    tickets: [
      cartTicket({ id: 1, seatLabel: 'M2' }),
      cartTicket({ id: 2, timeSlotId: 2, startTime: '10:00', endTime: '11:00' }),
    ],
  };
  return fakeFetch(
    on('PUT', '/api/transactions/{id}/booking', 200, {
      tickets: [
        booked({
          id: 1,
          seatLabel: 'M2',
          bookingNumber: 'AB12CD34',
          units: [
            {
              id: 5,
              ticketId: 1,
              callNumber: 'Rep. 1 Nr. 2',
              title: 'Urkunden',
              note: null,
              state: 'ORDERED',
              reason: null,
              pulled: false,
            },
          ],
        }),
        booked({
          id: 2,
          timeSlotId: 2,
          startTime: '10:00',
          endTime: '11:00',
          bookingNumber: 'EF56GH78',
        }),
      ],
      manageUrl: MANAGE_URL,
    }),
    at('/api/transactions/tx-1', on('GET', '/api/transactions/{id}', 200, cart)),
  );
}

/** The confirmation's announcement (a status region: read out without taking the focus). */
const confirmationStatus = () =>
  screen.getByText('erika.typo@example.og').closest('[role="status"]');

beforeEach(() => {
  cartStorage.setTransactionId('tx-1');
  cartStorage.setPersonalData(visitor);
});

describe('the confirmation after booking', () => {
  it('shows the booking numbers, the address the mail goes to, the calendar file and the booking’s page', async () => {
    const { user } = await renderBooking('/summary', bookingServer());
    await user.click(await screen.findByRole('button', { name: '2 Termine verbindlich buchen' }));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Vielen Dank für Ihre Reservierung',
    });
    expect(heading).toHaveFocus();

    // the address as the server took it: a typo is seen here, not only by a mail that never comes
    expect(confirmationStatus()).toHaveTextContent(
      'Ihre 2 Termine sind verbindlich gebucht.Die Bestätigung per E-Mail geht an: erika.typo@example.og',
    );
    const visits = within(screen.getByRole('region', { name: 'Ihre Termine' }));
    const items = visits
      .getAllByRole('listitem')
      .filter((li) => li.closest('ul')?.closest('li') === null);
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(
        /^Lesesaal Ost · 2\. März 2099 · 09:00–10:00 Uhr · Platz M2Buchungs\u00adnummer AB12-CD34.*Rep\. 1 Nr\. 2 – Urkunden/,
      ),
      'Lesesaal Ost · 2. März 2099 · 10:00–11:00 UhrBuchungs\u00adnummer EF56-GH78',
    ]);

    const manage = within(screen.getByRole('region', { name: 'Ihre Buchung – auch ohne E-Mail' }));
    expect(manage.getByText(/auch wenn die E-Mail nicht ankommt/)).toBeInTheDocument();
    // the mail's own link, and the mail's calendar file in the page's language
    expect(manage.getByRole('link', { name: 'Buchung ansehen und verwalten' })).toHaveAttribute(
      'href',
      MANAGE_URL,
    );
    const calendar = manage.getByRole('link', { name: 'Kalenderdatei (.ics) herunterladen' });
    expect(calendar).toHaveAttribute('href', '/api/owners/owner-abc/calendar.ics?lang=de');
    expect(calendar).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Neue Reservierung' })).toHaveAttribute('href', '/');

    // the link to keep, copied in one press (and said so)
    await user.click(manage.getByRole('button', { name: 'Link kopieren' }));
    expect(await manage.findByRole('status')).toHaveTextContent('Der Link ist kopiert.');
    expect(await navigator.clipboard.readText()).toBe(MANAGE_URL);
  });

  it('shows no step bar, selection link, reset button or hold clock: the booking is done', async () => {
    const { user } = await renderBooking('/summary', bookingServer());
    // before booking: the cart flow's frame
    expect(
      await screen.findByRole('navigation', { name: 'Schritte der Reservierung' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Meine Auswahl (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alles zurücksetzen' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '2 Termine verbindlich buchen' }));
    await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Reservierung' });
    expect(screen.queryByRole('navigation', { name: 'Schritte der Reservierung' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Meine Auswahl/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Alles zurücksetzen' })).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('says it in English, the calendar file in English too', async () => {
    const { user } = await renderBooking('/summary', bookingServer(), { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Book 2 appointments' }));
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your reservation' });
    expect(confirmationStatus()).toHaveTextContent(
      'The confirmation e-mail goes to: erika.typo@example.og',
    );
    expect(screen.getByRole('link', { name: 'View and manage booking' })).toHaveAttribute(
      'href',
      MANAGE_URL,
    );
    expect(screen.getByRole('link', { name: 'Download calendar file (.ics)' })).toHaveAttribute(
      'href',
      '/api/owners/owner-abc/calendar.ics?lang=en',
    );
  });
});
