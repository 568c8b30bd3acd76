import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { at, fakeFetch, on } from '../../test/api-fake';
import { cartTicket, renderBooking, visitor } from './booking-test-support';
import { cartStorage } from './storage';

// A phone number written as people write it is accepted; the summary shows it as typed (the
// visitor recognises their own writing), the booking sends it so, and the server stores the
// normalised number (packages/domain/src/owners/phone.ts; the server's booking test shows that).

const TYPED = '(0511) 123-45 67';

beforeEach(() => window.sessionStorage.clear());

describe('a phone number with spaces, brackets and hyphens', () => {
  it('goes from the form to the summary as typed and is sent so with the booking', async () => {
    cartStorage.setTransactionId('tx-1');
    const cart = {
      transactionId: 'tx-1',
      expiredAt: new Date(Date.now() + 10 * 60_000).toISOString(),
      tickets: [cartTicket()],
    };
    const fetch = fakeFetch(
      on('PUT', '/api/transactions/{id}/booking', 200, {
        tickets: [cartTicket({ status: 'BOOKED', phone: '05111234567' })],
        manageUrl: 'http://localhost/reservation-confirmation/owner-abc?lang=de',
      }),
      at('/api/transactions/tx-1', on('GET', '/api/transactions/{id}', 200, cart)),
    );
    const { user } = await renderBooking('/your-personal-data', fetch);
    await user.type(await screen.findByRole('textbox', { name: /^Vorname/ }), visitor.firstName);
    await user.type(screen.getByRole('textbox', { name: /^Nachname/ }), visitor.lastName);
    await user.type(screen.getByRole('textbox', { name: /^E-Mail-Adresse/ }), visitor.email);
    const phone = screen.getByRole('textbox', { name: /^Telefonnummer/ });
    expect(phone).toHaveAccessibleDescription(/z\. B\. 0511 123-4567 oder \+49 511 1234567/);
    await user.type(phone, TYPED);
    await user.click(screen.getByRole('button', { name: 'Weiter zur Übersicht' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/summary'));
    expect(await screen.findByText(TYPED)).toBeInTheDocument();
    expect(screen.queryByText('05111234567')).toBeNull();

    await user.click(screen.getByRole('button', { name: '1 Termin verbindlich buchen' }));
    await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Reservierung' });
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ phone: TYPED });
  });

  it('is shown as typed when the visitor comes back to the form', async () => {
    cartStorage.setPersonalData({ ...visitor, phone: TYPED });
    await renderBooking('/your-personal-data', fakeFetch());
    expect(await screen.findByRole('textbox', { name: /^Telefonnummer/ })).toHaveValue(TYPED);
  });
});
