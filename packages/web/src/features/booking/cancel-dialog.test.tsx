import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, on } from '../../test/api-fake';
import type { Ticket } from './api-types';
import { cartTicket, renderBooking } from './booking-test-support';

/** The booking's page: a visit with a named seat and two records (one withdrawn), and one more. */
function ownerServer() {
  let tickets: Ticket[] = [
    cartTicket({
      id: 1,
      status: 'BOOKED',
      ownerId: 'owner-abc',
      bookingNumber: 'AB12CD34',
      seatLabel: 'M2',
      cancelable: true,
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
        {
          id: 6,
          ticketId: 1,
          callNumber: 'Rep. 1 Nr. 3',
          title: null,
          note: null,
          state: 'CANCELLED',
          reason: null,
          pulled: false,
        },
      ],
    }),
    cartTicket({
      id: 2,
      timeSlotId: 2,
      status: 'BOOKED',
      ownerId: 'owner-abc',
      bookingNumber: 'EF56GH78',
      startTime: '10:00',
      endTime: '11:00',
      cancelable: true,
    }),
  ];
  return fakeFetch(
    on('DELETE', '/api/owners/{ownerId}/tickets', 200, () => {
      tickets = tickets.map((t) =>
        t.id === 1 ? { ...t, status: 'CANCELLED', cancelable: false } : t,
      );
      return tickets.slice(0, 1);
    }),
    on('GET', '/api/owners/{ownerId}/tickets', 200, () => tickets),
    on('GET', '/api/rooms', 200, { content: [], totalCount: 0 }),
  );
}

const deletes = (fetch: ReturnType<typeof fakeFetch>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => String(url));

describe("cancelling on the booking's page", () => {
  it('asks first in a dialog that names the visit and its records; Escape keeps the booking', async () => {
    const fetch = ownerServer();
    const { user } = await renderBooking('/reservation-confirmation/owner-abc', fetch);
    const opener = await screen.findByRole('button', {
      name: 'Termin 09:00–10:00 Uhr am 2. März 2099 stornieren',
    });
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Buchung stornieren?' });
    expect(dialog).toHaveTextContent('Sie stornieren diesen Termin:');
    expect(dialog).toHaveTextContent(
      'Lesesaal Ost · 2. März 2099 · 09:00–10:00 Uhr · Platz M2Buchungs\u00adnummer AB12-CD34',
    );
    // the records still ordered go with it (the withdrawn one is not named)
    const records = within(dialog).getByRole('list', {
      name: 'Die dafür bestellte Archivale wird mit storniert:',
    });
    expect(
      within(records)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Rep. 1 Nr. 2 – Urkunden']);
    expect(dialog).toHaveTextContent('Eine Stornierung lässt sich nicht rückgängig machen.');
    // the focus starts on the safe choice
    const keep = within(dialog).getByRole('button', { name: 'Behalten' });
    await waitFor(() => expect(keep).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Buchung stornieren' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    // "Behalten" closes it the same way
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Behalten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(deletes(fetch)).toEqual([]);
  });

  it('cancels on confirmation, says so and moves the focus to the cancelled visit', async () => {
    const fetch = ownerServer();
    const { user } = await renderBooking('/reservation-confirmation/owner-abc', fetch);
    await user.click(
      await screen.findByRole('button', {
        name: 'Termin 09:00–10:00 Uhr am 2. März 2099 stornieren',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Buchung stornieren?' });
    await user.click(within(dialog).getByRole('button', { name: 'Buchung stornieren' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('1 Termin storniert');
    expect(deletes(fetch)).toEqual(['/api/owners/owner-abc/tickets?ids=1']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // the pressed button is gone: the visit's line has the focus, its state next to it
    await waitFor(() =>
      expect(
        screen.getByText(/^Lesesaal Ost · 2\. März 2099 · 09:00–10:00 Uhr/).parentElement,
      ).toHaveFocus(),
    );
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /stornieren$/ })).toHaveLength(1),
    );
    expect(screen.getByText('storniert')).toBeInTheDocument();
  });

  it('speaks English: "Cancel booking" or "Keep it"', async () => {
    const { user } = await renderBooking('/reservation-confirmation/owner-abc', ownerServer(), {
      language: 'en',
    });
    await user.click(
      await screen.findByRole('button', { name: 'Cancel appointment 09:00–10:00 on 2 March 2099' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking?' });
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('The record ordered for it is cancelled with it:');
  });

  it('shows the booking without the cart flow: no step bar, selection or reset; the calendar file', async () => {
    await renderBooking('/reservation-confirmation/owner-abc', ownerServer());
    await screen.findByRole('button', { name: /^Termin 09:00/ });
    expect(screen.queryByRole('navigation', { name: 'Schritte der Reservierung' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Meine Auswahl/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Alles zurücksetzen' })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Kalenderdatei (.ics) herunterladen' }),
    ).toHaveAttribute('href', '/api/owners/owner-abc/calendar.ics?lang=de');
  });
});
