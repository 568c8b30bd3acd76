import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, on } from '../../test/api-fake';
import type { Transaction } from './api-types';
import { cartTicket, renderBooking, visitor } from './booking-test-support';
import { cartStorage } from './storage';

const ticket = cartTicket({ roomName: 'Forschungslesesaal' });

const cartFor = (msLeft: number, remainingTouches?: number): Transaction => ({
  transactionId: 'tx-1',
  expiredAt: new Date(Date.now() + msLeft).toISOString(),
  tickets: [ticket],
  ...(remainingTouches === undefined ? {} : { remainingTouches }),
});

/** The cart's own call answering `cart` (a function: the cart as it is at each read). */
const cartServer = (cart: Transaction | (() => Transaction)) =>
  fakeFetch(on('GET', '/api/transactions/{id}', 200, cart));

const renderAt = (path: string, fetch: typeof globalThis.fetch, language: 'de' | 'en' = 'de') =>
  renderBooking(path, fetch, { language });

// The clock stands still (only Date is faked; the screens' timers and user-event run for real):
// the page renews its "now" every 5 s, and on a busy machine a renewal between the fetch that
// builds a cart and the assertion would turn the hold's 15:00 into "14 Minuten".
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-04-27T10:00:00Z') });
  window.sessionStorage.clear();
  cartStorage.setTransactionId('tx-1');
  cartStorage.setPersonalData(visitor);
});
afterEach(() => vi.useRealTimers());

describe('hold clock', () => {
  it.each(['/your-reservations', '/your-personal-data', '/summary'])(
    'shows the minutes left on %s, never more than the 15-minute hold',
    async (path) => {
      // A fresh hold whose expiry lies a few seconds beyond 15 minutes of this page's clock
      // (the page's "now" is up to 5 s old): it reads 15, as rounding up once showed 16.
      const fetch = cartServer(cartFor(15 * 60_000 + 4_000, 10));
      await renderAt(path, fetch);
      expect(await screen.findByRole('timer')).toHaveTextContent(
        'Ihre Auswahl wird noch 15 Minuten für Sie freigehalten.',
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('announces the warning two minutes before the end; extend calls touch and tells the extensions left', async () => {
    let touched = false;
    const fetch = fakeFetch(
      on('PUT', '/api/transactions/{id}/touch', 200, () => {
        touched = true;
        return cartFor(15 * 60_000, 6);
      }),
      on('GET', '/api/transactions/{id}', 200, () =>
        touched ? cartFor(15 * 60_000, 6) : cartFor(100_000, 7),
      ),
    );
    const { user } = await renderAt('/summary', fetch);
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('Ihre Auswahl verfällt bald.');
    expect(screen.getByRole('timer')).toHaveTextContent(
      'Ihre Auswahl wird noch 1 Minute für Sie freigehalten.',
    );
    await user.click(
      screen.getByRole('button', { name: 'Mehr Zeit (noch 7 Verlän\u00adgerungen möglich)' }),
    );
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toContain('/api/transactions/tx-1/touch');
    expect(
      await screen.findByText('Ihre Auswahl wird jetzt noch 15 Minuten freigehalten.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Mehr Zeit/ })).toBeNull());
    expect(screen.getByRole('timer')).toHaveTextContent('noch 15 Minuten');
  });

  it('names the last extension in English and offers none once they are used up', async () => {
    const first = await renderAt('/your-reservations', cartServer(cartFor(60_000, 1)), 'en');
    expect(
      await screen.findByRole('button', { name: 'More time (1 extension left)' }),
    ).toBeInTheDocument();
    first.unmount();
    await renderAt('/your-reservations', cartServer(cartFor(60_000, 0)), 'en');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your selection expires soon. The time cannot be extended any more.',
    );
    expect(screen.queryByRole('button', { name: /^More time/ })).not.toBeInTheDocument();
  });

  it('shows a clear screen when the hold has run out: what happened and a way to start again', async () => {
    const expired = cartFor(-1_000, 3);
    const fetch = fakeFetch(
      on('DELETE', '/api/transactions/{id}', 204, undefined),
      on('GET', '/api/transactions/{id}', 200, expired),
    );
    await renderAt('/your-personal-data', fetch);
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Die Zeit ist abgelaufen',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByText(/Ihre ausgewählten Termine sind wieder für andere frei/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neu beginnen' })).toHaveAttribute('href', '/');
    // the form is gone and the entries forgotten; the server let the cart go at its expiry,
    // so it is not asked about it again (cart-gone.test.tsx counts the calls)
    expect(screen.queryByRole('textbox', { name: /^Vorname/ })).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    expect(cartStorage.transactionId()).toBeNull();
    expect(cartStorage.personalData()).toBeNull();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});
