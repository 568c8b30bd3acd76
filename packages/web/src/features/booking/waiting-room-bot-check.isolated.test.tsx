import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { BOT_CHECK_PARAM } from '@lesesaal/domain/bot-check/protocol';
import { at, fakeFetch, on, pathOf } from '../../test/api-fake';
import { renderWithProviders } from '../../test/render';
import { visitorRoom } from './booking-test-support';
import { WaitingRoomScreen } from './components/waiting-room-screen';
import { readQueuePass } from './opening-pass';
import { DAY, opening, place } from './opening-test-support';

// Joining the waiting room passes the same bot check as a new cart (bot-check.isolated.test.tsx):
// the solver replaced, its payload sent as the cart sends it.
const solver = vi.hoisted(() => ({
  solveAltchaChallenge: vi.fn<(challenge: unknown) => Promise<string | null>>(),
}));
vi.mock('../../components/bot-check/altcha-solver', () => solver);

const challenge = {
  parameters: {
    algorithm: 'PBKDF2/SHA-256',
    nonce: 'ab',
    salt: 'cd',
    cost: 5000,
    keyLength: 32,
    keyPrefix: 'ef',
    expiresAt: 1900000000,
  },
  signature: '00',
};

beforeEach(() => {
  window.localStorage.clear();
  solver.solveAltchaChallenge.mockReset();
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-04-27T06:45:00Z') });
});
afterEach(() => vi.useRealTimers());

it('joins with the solved bot check as a new cart does, and keeps the pass', async () => {
  solver.solveAltchaChallenge.mockResolvedValue('c29sdmVk+/=');
  const joined = place({ retryAfterSeconds: 30 });
  const fetch = fakeFetch(
    on('GET', '/api/bot-check/challenge', 200, challenge),
    on('POST', '/api/rooms/{id}/opening/queue', 201, { pass: 'solved-pass', place: joined }),
    on('GET', '/api/rooms/{id}/opening/queue', 200, { place: joined }),
    at('/api/rooms/7/opening', on('GET', '/api/rooms/{id}/opening', 200, { opening: opening() })),
    at('/api/rooms/7', on('GET', '/api/rooms/{id}', 200, visitorRoom())),
  );
  const { user } = await renderWithProviders(
    <MemoryRouter initialEntries={['/room/7/waiting-room']}>
      <Routes>
        <Route path="/room/:id/waiting-room" element={<WaitingRoomScreen />} />
      </Routes>
    </MemoryRouter>,
    { fetch, namespaces: ['booking', 'opening'], config: { botProtection: 'altcha' } },
  );
  await user.click(await screen.findByRole('button', { name: 'Im Warteraum anstellen' }));
  expect(await screen.findByRole('heading', { name: 'Sie sind im Warteraum' })).toBeVisible();
  expect(solver.solveAltchaChallenge).toHaveBeenCalledWith(challenge);
  const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
  expect(pathOf(String(post[0]))).toBe('/api/rooms/7/opening/queue');
  expect(new URL(String(post[0]), 'http://x').searchParams.get(BOT_CHECK_PARAM)).toBe(
    'c29sdmVk+/=',
  );
  await waitFor(() => expect(readQueuePass('/', 7, DAY)).toBe('solved-pass'));
});

it('joins nothing when the bot check finds no solution', async () => {
  solver.solveAltchaChallenge.mockResolvedValue(null);
  const fetch = fakeFetch(
    on('GET', '/api/bot-check/challenge', 200, challenge),
    at('/api/rooms/7/opening', on('GET', '/api/rooms/{id}/opening', 200, { opening: opening() })),
    at('/api/rooms/7', on('GET', '/api/rooms/{id}', 200, visitorRoom())),
  );
  const { user } = await renderWithProviders(
    <MemoryRouter initialEntries={['/room/7/waiting-room']}>
      <Routes>
        <Route path="/room/:id/waiting-room" element={<WaitingRoomScreen />} />
      </Routes>
    </MemoryRouter>,
    { fetch, namespaces: ['booking', 'opening'], config: { botProtection: 'altcha' } },
  );
  await user.click(await screen.findByRole('button', { name: 'Im Warteraum anstellen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/automatisiert/);
  expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  expect(readQueuePass('/', 7, DAY)).toBeNull();
});
