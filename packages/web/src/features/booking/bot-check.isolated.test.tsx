import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '@lesesaal/domain/dates';
import type { BotProtectionMode } from '@lesesaal/domain/bot-check/protocol';
import { NotificationList } from '../../components/notifications/notification-list';
import { at, fakeFetch, on } from '../../test/api-fake';
import { renderWithProviders, testToday } from '../../test/render';
import type { TimeSlot } from './api-types';
import { RoomCalendarScreen } from './components/room-calendar-screen';
import { cartStorage } from './storage';
import { cartTicket, visitorRoom } from './booking-test-support';

// The widget itself needs Web Workers and WebCrypto in a secure context (not jsdom); it is
// exercised against the real server by hand and its payload format by the server's tests.
// Here: the wrapper's flow around it, with the lazily imported solver replaced.
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

function setup(mode: BotProtectionMode) {
  const today = testToday();
  const day = addDays(today, 1).slice(0, 7) === today.slice(0, 7) ? addDays(today, 1) : today;
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
  const cart = {
    transactionId: 'tx-new',
    expiredAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    tickets: [
      cartTicket({
        id: 9,
        roomDescription: room.description,
        timeSlotId: 2,
        transactionId: 'tx-new',
        date: day,
        startTime: '11:00',
        endTime: '12:00',
      }),
    ],
  };
  const fetch = fakeFetch(
    on('GET', '/api/bot-check/challenge', 200, challenge),
    on('POST', '/api/transactions', 201, cart),
    at('/api/rooms/7/booking', on('GET', '/api/rooms/{id}/booking', 200, [slot])),
    on('GET', '/api/transactions/{id}/rooms/{roomId}/available-timeslots', 200, [slot]),
    at('/api/transactions/tx-new', on('GET', '/api/transactions/{id}', 200, cart)),
    on('GET', '/api/rooms/{id}', 200, room),
  );
  return renderWithProviders(
    <MemoryRouter initialEntries={['/room/7']}>
      <Routes>
        <Route path="/room/:id" element={<RoomCalendarScreen />} />
      </Routes>
      <NotificationList />
    </MemoryRouter>,
    { fetch, namespaces: ['booking'], config: { botProtection: mode } },
  ).then((r) => ({ ...r, fetch }));
}

const posts = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');

async function book(user: Awaited<ReturnType<typeof setup>>['user']) {
  await user.click(await screen.findByRole('button', { name: /, freie Plätze$/ }));
  await user.click(screen.getByRole('button', { name: '11:00–12:00 Uhr buchen' }));
}

beforeEach(() => {
  window.sessionStorage.clear();
  solver.solveAltchaChallenge.mockReset();
});

describe('bot check before the first cart', () => {
  it('fetches a challenge, announces the check while it runs, and sends the solved payload with the new cart', async () => {
    let finish: (payload: string) => void = () => {};
    solver.solveAltchaChallenge.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { user, fetch } = await setup('altcha');
    const checking = /^Ihr Browser wird kurz geprüft \(Schutz vor automati\u00adsierten/;
    expect(screen.queryByText(checking)).toBeNull();

    await book(user);
    // a live region that screen readers announce
    expect(await screen.findByText(checking)).toHaveAttribute('role', 'status');
    // The line appears before the challenge is fetched and the solver's chunk loaded; on a
    // busy machine the solver starts later, so wait for it — and the line is still there.
    await waitFor(() => expect(solver.solveAltchaChallenge).toHaveBeenCalledWith(challenge));
    expect(screen.getByText(checking)).toHaveAttribute('role', 'status');
    expect(posts(fetch)).toHaveLength(0);

    finish('c29sdmVk+/=');
    await waitFor(() => expect(cartStorage.transactionId()).toBe('tx-new'));
    const [[url]] = posts(fetch) as [[string]];
    expect(new URL(url, 'http://x').searchParams.get('g-recaptcha-response')).toBe('c29sdmVk+/=');
    await waitFor(() => expect(screen.queryByText(checking)).toBeNull());
  });

  it('creates no cart and shows the bot-check message when the widget finds no solution', async () => {
    solver.solveAltchaChallenge.mockResolvedValue(null);
    const { user, fetch } = await setup('altcha');
    await book(user);
    expect(
      await screen.findByText(/als automatisiert eingestuft und abgelehnt/),
    ).toBeInTheDocument();
    expect(posts(fetch)).toHaveLength(0);
    expect(cartStorage.transactionId()).toBeNull();
  });

  it('asks for nothing when the check is off', async () => {
    const { user, fetch } = await setup('off');
    await book(user);
    await waitFor(() => expect(cartStorage.transactionId()).toBe('tx-new'));
    expect(solver.solveAltchaChallenge).not.toHaveBeenCalled();
    expect(fetch.mock.calls.some(([u]) => String(u).includes('bot-check'))).toBe(false);
    const [[url]] = posts(fetch) as [[string]];
    expect(url).not.toContain('g-recaptcha-response');
  });
});
