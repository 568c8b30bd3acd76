import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeFetch, on } from '../../test/api-fake';
import { application, reader, readerBooking, renderReader } from './reader-test-support';

beforeEach(() => window.sessionStorage.clear());

const signedIn = (...more: Parameters<typeof fakeFetch>) =>
  fakeFetch(
    on('GET', '/api/reader/me', 200, { reader }),
    on('GET', '/api/reader/bookings', 200, {
      bookings: [
        readerBooking({ state: 'pending', bookingNumber: 'PP11QQ22', date: '2099-03-02' }),
        readerBooking({
          state: 'booked',
          bookingNumber: 'AB12CD34',
          date: '2099-04-01',
          managePath: '/reservation-confirmation/owner-xyz',
        }),
        readerBooking({ state: 'cancelled', bookingNumber: 'ZZ99YY88', date: '2026-01-05' }),
      ],
    }),
    on('GET', '/api/reader/applications', 200, {
      applications: [
        application({ id: 1, state: 'refused', refusalReason: 'Bitte Thema genauer angeben.' }),
        application({
          id: 2,
          state: 'approved',
          purpose: 'unterricht',
          validFrom: '2026-11-25',
          validUntil: '2026-12-31',
        }),
      ],
    }),
    ...more,
  );

describe('My data', () => {
  it('sends a visitor who is not signed in to the sign-in, and back here afterwards', async () => {
    await renderReader(
      '/meine-daten',
      fakeFetch(on('GET', '/api/reader/me', 401, { error: 'reader_signed_out' })),
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/anmelden?next=%2Fmeine-daten'),
    );
  });

  it('lists the bookings in the server’s order with their state and the link to each', async () => {
    await renderReader('/meine-daten', signedIn(), { userApplication: 'required' });
    const bookings = within(await screen.findByRole('region', { name: 'Ihre Buchungen' }));
    const list = (await bookings.findAllByRole('list'))[0]!;
    const lines = [...list.children].map((li) => li.textContent);
    expect(lines[0]).toMatch(
      /^Lesesaal Ost · 2\. März 2099 · 09:00–10:00 Uhr.*wartet auf Entscheidung.*PP11-QQ22.*Das Archiv prüft/,
    );
    expect(lines[1]).toMatch(/1\. April 2099.*gebucht.*AB12-CD34/);
    expect(lines[2]).toMatch(/storniert/);
    expect(bookings.getByRole('link', { name: 'Buchung AB12-CD34 verwalten' })).toHaveAttribute(
      'href',
      '/reservation-confirmation/owner-xyz',
    );
    // a cancelled booking has nothing left to manage
    expect(bookings.queryByRole('link', { name: /ZZ99-YY88/ })).toBeNull();
  });

  it('shows the applications: state, purpose, valid until and a refusal’s reason', async () => {
    await renderReader('/meine-daten', signedIn(), { userApplication: 'required' });
    const region = within(
      await screen.findByRole('region', { name: 'Ihre Benutzungs\u00adanträge' }),
    );
    expect(await region.findByText('abgelehnt')).toBeInTheDocument();
    expect(region.getByText('Bitte Thema genauer angeben.')).toBeInTheDocument();
    expect(region.getByText('genehmigt')).toBeInTheDocument();
    expect(region.getByText('Unterricht/Bildung')).toBeInTheDocument();
    expect(region.getByText('31. Dezember 2026')).toBeInTheDocument();
  });

  it('offers the export as a download link', async () => {
    await renderReader('/meine-daten', signedIn());
    const link = await screen.findByRole('link', { name: 'Daten herunterladen' });
    expect(link).toHaveAttribute('href', '/api/reader/export');
    expect(link).toHaveAttribute('download');
  });

  it('deletes the account after asking, then says what the law keeps', async () => {
    const fetch = signedIn(on('DELETE', '/api/reader', 200, { kept: ['applications'] }));
    const { user } = await renderReader('/meine-daten', fetch);
    await user.click(await screen.findByRole('button', { name: 'Konto löschen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Konto wirklich löschen?' }));
    // the safe choice first
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Konto behalten' })).toHaveFocus(),
    );
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(dialog.getByRole('button', { name: 'Konto endgültig löschen' }));

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Ihr Konto ist gelöscht',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByText(/Ihre Benutzungs\u00adanträge, bis die Aufbewahrungs/),
    ).toBeInTheDocument();
    // signed out: the header offers the sign-in again
    expect(screen.getByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/meine-daten');
  });

  it('signs out and goes to the start page', async () => {
    const fetch = signedIn(on('POST', '/api/reader/sign-out', 204, undefined));
    const { user } = await renderReader('/meine-daten', fetch);
    await user.click(await screen.findByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(await screen.findByText('Sie sind abgemeldet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
  });
});
