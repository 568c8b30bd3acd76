import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeFetch, on } from '../../test/api-fake';
import { renderWithProviders } from '../../test/render';
import { ConfirmationScreen } from './components/confirmation-screen';
import { PersonalDataScreen } from './components/personal-data-screen';
import { cartStorage } from './storage';

function renderAt(path: string, fetch: typeof globalThis.fetch, language: 'de' | 'en') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/your-personal-data" element={<PersonalDataScreen />} />
        <Route path="/reservation-confirmation/:ownerId" element={<ConfirmationScreen />} />
        <Route path="*" element={null} />
      </Routes>
    </MemoryRouter>,
    { fetch, namespaces: ['booking', 'validation'], config: { language } },
  );
}

beforeEach(() => window.sessionStorage.clear());

describe('visitor texts', () => {
  it.each([
    ['de', 'Zu dieser Kennung (nope) gibt es keine Reservierung.', 'Neue Reservierung'],
    ['en', 'There is no reservation for this code (nope).', 'New reservation'],
  ] as const)(
    'says once that the owner id is unknown, with one link to a new reservation (%s)',
    async (language, message, link) => {
      await renderAt(
        '/reservation-confirmation/nope',
        fakeFetch(on('GET', '/api/owners/{ownerId}/tickets', 404, { error: 'not_found' })),
        language,
      );
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getAllByText(message)).toHaveLength(1);
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      expect(screen.getAllByRole('link', { name: link })).toHaveLength(1);
    },
  );

  it.each([
    ['de', 50_000, 'Ihre Auswahl wird noch weniger als eine Minute für Sie freigehalten.'],
    ['de', 90_000, 'Ihre Auswahl wird noch 1 Minute für Sie freigehalten.'],
    ['en', 50_000, 'Your selection is held for you for less than a minute.'],
    ['en', 90_000, 'Your selection is held for you for 1 more minute.'],
  ] as const)(
    'words the hold clock for the count of minutes and warns once (%s, %i ms left)',
    async (language, left, text) => {
      cartStorage.setTransactionId('tx-1');
      const cart = {
        transactionId: 'tx-1',
        expiredAt: new Date(Date.now() + left).toISOString(),
        tickets: [],
      };
      await renderAt(
        '/your-personal-data',
        fakeFetch(on('GET', '/api/transactions/{id}', 200, cart)),
        language,
      );
      expect(await screen.findByRole('timer')).toHaveTextContent(text);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        language === 'de' ? 'Ihre Auswahl verfällt bald.' : 'Your selection expires soon.',
      );
    },
  );
});
