import { act, render, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { monthOf, monthRange } from '@lesesaal/domain/dates';
import { createApiClient } from '../api/client';
import { calendarMonth } from '../features/booking/calendar-month';
import { cartStorage } from '../features/booking/storage';
import { PRIVACY_STORAGE_KEY } from '../features/privacy/privacy-storage';
import { at, fakeFetch, on } from '../test/api-fake';
import { testConfig, testToday } from '../test/render';
import { modeNamespaces, startLesesaal } from './bootstrap';
import { preloadableScreen } from './lazy-screen';
import { createQueryClient } from './query-client';
import { FIRST_SCREEN_DATA_WAIT_MS, prepareUserScreen } from './routes-user';
import { roomList, visitorRoom } from '../features/booking/booking-test-support';

const room = visitorRoom();

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('calendarMonth', () => {
  it('opens on ?month=YYYY-MM when the calendar can show it, else on the month of today', () => {
    expect(calendarMonth('2026-12', '2026-11-24')).toEqual({ year: 2026, month: 12 });
    for (const bad of [null, '', '2026-13', '0050-06', '2026-1', 'x'])
      expect(calendarMonth(bad, '2026-11-24')).toEqual({ year: 2026, month: 11 });
  });

  it("opens without ?month on the month of the room's next free day when that is later", () => {
    // on 29 November the first free day is 1 December: the calendar shows December
    expect(calendarMonth(null, '2026-11-29', '2026-12-01')).toEqual({ year: 2026, month: 12 });
    expect(calendarMonth(null, '2026-12-31', '2027-01-02')).toEqual({ year: 2027, month: 1 });
    expect(calendarMonth(null, '2026-11-24', '2026-11-26')).toEqual({ year: 2026, month: 11 });
    expect(calendarMonth(null, '2026-11-24', null)).toEqual({ year: 2026, month: 11 });
    // the month asked for wins
    expect(calendarMonth('2026-11', '2026-11-29', '2026-12-01')).toEqual({
      year: 2026,
      month: 11,
    });
  });
});

describe('preloadableScreen', () => {
  it('renders at once, without the loading fallback, once preloaded', async () => {
    const load = vi.fn(async () => ({ Hello: () => <p>Hallo</p> }));
    const Hello = preloadableScreen(load, 'Hello');
    await Hello.preload();
    render(
      <Suspense fallback={<p>lädt</p>}>
        <Hello />
      </Suspense>,
    );
    // synchronously after render: no fallback in between
    expect(screen.getByText('Hallo')).toBeInTheDocument();
    expect(screen.queryByText('lädt')).not.toBeInTheDocument();
    await Hello.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like any lazy screen when not preloaded, and may try again after a failure', async () => {
    const load = vi
      .fn<() => Promise<{ Hello: () => React.JSX.Element }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Hello: () => <p>Hallo</p> });
    const Hello = preloadableScreen(load, 'Hello');
    await expect(Hello.preload()).rejects.toThrow('offline');
    render(
      <Suspense fallback={<p>lädt</p>}>
        <Hello />
      </Suspense>,
    );
    expect(screen.getByText('lädt')).toBeInTheDocument();
    expect(await screen.findByText('Hallo')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('prepareUserScreen', () => {
  function setup(answer: (url: string) => Promise<Response> | Response) {
    const fetchMock = vi.fn<typeof fetch>(async (input) => answer(String(input)));
    return withFetch(fetchMock);
  }
  function withFetch(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) {
    const api = createApiClient({ baseApiUrl: '/', fetch: fetchMock });
    const queryClient = createQueryClient({ retry: false });
    return { fetchMock, api, queryClient, config: testConfig() };
  }

  it("puts a room calendar's room and the slots of the month it opens on into the cache", async () => {
    cartStorage.setTransactionId(null);
    const ctx = withFetch(
      fakeFetch(
        on('GET', '/api/rooms/{id}/booking', 200, []),
        at('/api/rooms/7', on('GET', '/api/rooms/{id}', 200, room)),
      ),
    );
    await prepareUserScreen({ pathname: '/room/7', search: '?month=2026-12' }, ctx);
    const urls = ctx.fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toContain('/api/rooms/7');
    expect(urls).toContainEqual(
      expect.stringMatching(/\/api\/rooms\/7\/booking\?fromDate=2026-12-01&untilDate=2026-12-31$/),
    );
    expect(ctx.queryClient.getQueryData(['rooms', 7])).toEqual(room);
    expect(ctx.queryClient.getQueryData(['slots', 7, '2026-12-01', '2026-12-31', null])).toEqual(
      [],
    );
  });

  it("asks the cart's slots when a cart is open, for the current month without ?month", async () => {
    cartStorage.setTransactionId('t-1');
    const ctx = withFetch(
      fakeFetch(
        on('GET', '/api/transactions/{id}/rooms/{roomId}/available-timeslots', 200, []),
        on('GET', '/api/rooms/{id}', 200, room),
      ),
    );
    await prepareUserScreen({ pathname: '/room/7', search: '' }, ctx);
    const { from, until } = monthRange(monthOf(testToday()));
    const urls = ctx.fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toContainEqual(
      expect.stringContaining(
        `/api/transactions/t-1/rooms/7/available-timeslots?fromDate=${from}&untilDate=${until}`,
      ),
    );
    cartStorage.setTransactionId(null);
  });

  it('puts the room list into the cache for the start page; other addresses fetch no data', async () => {
    const ctx = withFetch(fakeFetch(on('GET', '/api/rooms', 200, roomList(room))));
    await prepareUserScreen({ pathname: '/', search: '' }, ctx);
    expect(ctx.queryClient.getQueryData(['rooms'])).toHaveLength(1);
    ctx.fetchMock.mockClear();
    await prepareUserScreen({ pathname: '/no-such-screen', search: '' }, ctx);
    await prepareUserScreen({ pathname: '/room/abc', search: '' }, ctx);
    expect(ctx.fetchMock).not.toHaveBeenCalled();
  });

  it(`waits at most ${FIRST_SCREEN_DATA_WAIT_MS} ms for data that does not come`, async () => {
    vi.useFakeTimers();
    const ctx = setup(() => new Promise<Response>(() => undefined));
    let done = false;
    void prepareUserScreen({ pathname: '/', search: '' }, ctx).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_DATA_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});

describe('the first visitor screen', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  it('loads the privacy texts before the notice is accepted, the booking texts after', () => {
    const config = testConfig({ interface: 'user' });
    expect(modeNamespaces(config)).toEqual(['privacy']);
    // the visitor's own link opens on the booking's page: its texts, not the notice's
    window.history.replaceState(null, '', '/reservation-confirmation/abc');
    try {
      expect(modeNamespaces(config)).toEqual(['booking', 'records', 'booked']);
    } finally {
      window.history.replaceState(null, '', '/');
    }
    window.sessionStorage.setItem(PRIVACY_STORAGE_KEY, 'true');
    expect(modeNamespaces(config)).toEqual(['booking']);
    // the records texts only where the first screen shows them (and the reader's research part)
    window.history.replaceState(null, '', '/summary');
    try {
      expect(modeNamespaces(config)).toEqual(['booking', 'records', 'booked', 'reader']);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('appears whole once the notice is accepted: the rooms in the first paint, no loading state', async () => {
    window.sessionStorage.setItem(PRIVACY_STORAGE_KEY, 'true');
    vi.stubGlobal('fetch', fakeFetch(on('GET', '/api/rooms', 200, roomList(room))));
    document.body.innerHTML = '<div id="lesesaal" data-interface="user" data-base-url="/"></div>';
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await act(async () => {
      root = await startLesesaal();
    });
    observer.disconnect();
    expect(screen.getByRole('link', { name: 'Lesesaal Ost' })).toBeInTheDocument();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.some((text) => text.includes('Wird geladen'))).toBe(false);
    expect(seen.find((text) => text.length > 0)).toContain('Lesesaal Ost');
  });
});
