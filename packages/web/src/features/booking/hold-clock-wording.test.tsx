import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, on } from '../../test/api-fake';
import type { Transaction } from './api-types';
import { cartTicket, renderBooking, visitor } from './booking-test-support';
import { cartStorage } from './storage';

// The hold clock and its warning say one thing: the clock counts the minutes, the warning
// says the selection expires soon and counts nothing of its own ("noch 1 Minute" next to
// "weniger als 2 Minuten" read as two different times).

const cartFor = (msLeft: number): Transaction => ({
  transactionId: 'tx-1',
  expiredAt: new Date(Date.now() + msLeft).toISOString(),
  tickets: [cartTicket()],
  remainingTouches: 3,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-04-27T10:00:00Z') });
  window.sessionStorage.clear();
  cartStorage.setTransactionId('tx-1');
  cartStorage.setPersonalData(visitor);
});
afterEach(() => vi.useRealTimers());

/** Every count of minutes on the page ("1 Minute", "2 minutes", "eine Minute", …). */
const minuteCounts = () =>
  document.body.textContent?.match(/(\d+|eine?|a)( more)? (Minuten?|minutes?)/g) ?? [];

describe('the hold clock and its warning', () => {
  it.each([
    [
      'de',
      100_000,
      'Ihre Auswahl wird noch 1 Minute für Sie freigehalten.',
      'Ihre Auswahl verfällt bald.',
    ],
    [
      'de',
      30_000,
      'Ihre Auswahl wird noch weniger als eine Minute für Sie freigehalten.',
      'Ihre Auswahl verfällt bald.',
    ],
    [
      'en',
      100_000,
      'Your selection is held for you for 1 more minute.',
      'Your selection expires soon.',
    ],
  ] as const)(
    'count the minutes in one place only (%s, %i ms left)',
    async (language, left, clock, warning) => {
      await renderBooking(
        '/your-reservations',
        fakeFetch(on('GET', '/api/transactions/{id}', 200, cartFor(left))),
        {
          language,
        },
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(warning);
      expect(screen.getByRole('timer')).toHaveTextContent(clock);
      expect(minuteCounts()).toHaveLength(1);
    },
  );
});
