import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Place } from '@lesesaal/domain/opening/schema';
import { at, fakeFetch, on, pathOf, type Handler } from '../../test/api-fake';
import { jsonResponse, renderWithProviders, testToday } from '../../test/render';
import { visitorRoom } from './booking-test-support';
import { WaitingRoomScreen } from './components/waiting-room-screen';
import { backoffMs, openingRefetchMs } from './opening-api';
import { readQueuePass, writeQueuePass } from './opening-pass';
import { DAY, opening, place, RELEASE_AT } from './opening-test-support';
import { aheadBracket, announcementKey } from './use-waiting-room';

// The waiting room of a fair opening (`/room/{id}/waiting-room`): joining, the place in each
// of its states, reading it again as the server advises, and the polite announcements.

const room = visitorRoom({
  openEnd: { type: 'DAY', value: 3 },
  releaseTime: '09:00',
  openingDraw: { preWindowMinutes: 30, admitPerMinute: 20, turnMinutes: 10 },
});

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function server(state: Parameters<typeof opening>[0], ...more: Handler[]) {
  return fakeFetch(
    ...more,
    at(
      '/api/rooms/7/opening',
      on('GET', '/api/rooms/{id}/opening', 200, { opening: opening(state) }),
    ),
    at('/api/rooms/7', on('GET', '/api/rooms/{id}', 200, room)),
  );
}

/** The place's reads answered one after the other (the last one again and again). */
function places(...answers: Array<Place | 'error'>): Handler {
  let n = 0;
  return (url, init) => {
    if ((init?.method ?? 'GET') !== 'GET' || !pathOf(url).endsWith('/opening/queue'))
      return undefined;
    const answer = answers[Math.min(n++, answers.length - 1)]!;
    return answer === 'error'
      ? jsonResponse(503, { error: 'service_unavailable' })
      : jsonResponse(200, { place: answer });
  };
}

function renderWaitingRoom(fetch: typeof globalThis.fetch, language: 'de' | 'en' = 'de') {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/room/7/waiting-room']}>
      <Routes>
        <Route path="/room/:id/waiting-room" element={<WaitingRoomScreen />} />
        <Route path="/room/:id" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
    { fetch, namespaces: ['booking', 'opening'], config: { language } },
  );
}

const storePass = (pass = 'my-pass') => writeQueuePass('/', 7, DAY, pass, testToday());
const liveRegion = () => document.querySelector<HTMLElement>('.waiting-room [aria-live="polite"]')!;
const queueReads = (fetch: ReturnType<typeof fakeFetch>) =>
  fetch.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === 'GET' && pathOf(String(url)).endsWith('/queue'),
  );

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-04-27T07:05:00Z') }); // 9:05
});
afterEach(() => vi.useRealTimers());

describe('before joining', () => {
  it('upcoming: says when the waiting room opens, offers no joining yet, explains the draw', async () => {
    vi.setSystemTime(new Date('2026-04-27T06:00:00Z'));
    await renderWaitingRoom(server({ state: 'upcoming', queued: 0 }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Warteraum: Lesesaal Ost' }),
    ).toBeVisible();
    expect(
      screen.getByText('Für den Donnerstag, 30. April 2026 · Freigabe um 9:00 Uhr'),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Der Warteraum öffnet am Mo., 27. April um 8:30 Uhr. Kommen Sie dann wieder. Früher zu kommen bringt keinen Vorteil.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Im Warteraum anstellen' })).toBeNull();
    const how = screen.getByRole('region', { name: 'So funktioniert die faire Öffnung' });
    expect(
      within(how)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Der Warteraum öffnet 30 Minuten vor der Freigabe.',
      'Alle, die vor der Freigabe im Warteraum sind, bekommen bei der Freigabe einen zufälligen Platz in der Reihe. Früh zu kommen bringt also keinen Vorteil.',
      'Wer nach der Freigabe kommt, stellt sich hinten an, in der Reihenfolge des Ankommens.',
      'Pro Minute kommen 20 Personen an die Reihe.',
      'Wer an der Reihe ist, hat 10 Minuten Zeit, Termine dieses Tages auszuwählen.',
    ]);
  });

  it('joins: the pass is kept for the room and day, the place shown and focused — the order is drawn at 9:00', async () => {
    vi.setSystemTime(new Date('2026-04-27T06:45:00Z'));
    const joined = place({ retryAfterSeconds: 30 });
    const fetch = server(
      { state: 'waiting-room' },
      on('POST', '/api/rooms/{id}/opening/queue', 201, { pass: 'new-pass', place: joined }),
      places(joined),
    );
    const { user } = await renderWaitingRoom(fetch);
    expect(
      await screen.findByText(
        'Wer vor der Freigabe kommt, bekommt bei der Freigabe einen zufälligen Platz in der Reihe.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Im Warteraum anstellen' }));

    const heading = await screen.findByRole('heading', { name: 'Sie sind im Warteraum' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Die Reihenfolge wird um 9:00 Uhr ausgelost.')).toBeVisible();
    expect(readQueuePass('/', 7, DAY)).toBe('new-pass');
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(pathOf(String(post[0]))).toBe('/api/rooms/7/opening/queue');
  });

  it('after the release: joining puts one at the end, said before', async () => {
    await renderWaitingRoom(server({ state: 'admitting' }));
    expect(
      await screen.findByText('Die Freigabe war schon. Sie stellen sich hinten an.'),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Für den Donnerstag, 30. April 2026 · Freigabe um 9:00 Uhr · Im Warteraum: 12 Personen',
      ),
    ).toBeVisible();
  });

  it('a closed waiting room refuses joining with its message', async () => {
    const fetch = server(
      { state: 'waiting-room' },
      on('POST', '/api/rooms/{id}/opening/queue', 409, { error: 'opening_closed' }),
    );
    const { user } = await renderWaitingRoom(fetch);
    await user.click(await screen.findByRole('button', { name: 'Im Warteraum anstellen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/\S/);
    expect(readQueuePass('/', 7, DAY)).toBeNull();
  });

  it('no opening: says so, with the way to the calendar', async () => {
    await renderWaitingRoom(
      fakeFetch(
        at('/api/rooms/7/opening', on('GET', '/api/rooms/{id}/opening', 200, { opening: null })),
        at('/api/rooms/7', on('GET', '/api/rooms/{id}', 200, room)),
      ),
    );
    expect(
      await screen.findByText(/^Für diesen Lesesaal gibt es gerade keine faire Öffnung\./),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zum Kalender des Lesesaals' })).toHaveAttribute(
      'href',
      '/room/7',
    );
  });
});

describe('with a place kept in this browser', () => {
  it('waiting after the draw: the place, how many are ahead and an estimate from admitAt', async () => {
    storePass();
    const fetch = server(
      { state: 'admitting' },
      places(
        place({
          position: 92,
          ahead: 85,
          admitAt: '2026-04-27T07:09:30.000Z',
          turnEndsAt: '2026-04-27T07:19:30.000Z',
        }),
      ),
    );
    await renderWaitingRoom(fetch);
    expect(await screen.findByText('Ihr Platz in der Reihe: 92')).toBeVisible();
    expect(screen.getByText('Vor Ihnen: 85 Personen')).toBeVisible();
    expect(
      screen.getByText('Voraus\u00adsichtlich sind Sie um 9:09 Uhr dran, in etwa 5 Minuten.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Im Warteraum anstellen' })).toBeNull();
    expect((queueReads(fetch)[0]![1]?.headers as Record<string, string>)['x-queue-pass']).toBe(
      'my-pass',
    );
  });

  it('admitted: book by the end of the turn, with the link to that day of the calendar', async () => {
    storePass();
    const fetch = server(
      { state: 'admitting' },
      places(
        place({
          state: 'admitted',
          position: 3,
          ahead: 0,
          admitAt: '2026-04-27T07:00:06.000Z',
          turnEndsAt: '2026-04-27T07:10:06.000Z',
        }),
      ),
    );
    const { user } = await renderWaitingRoom(fetch);
    expect(await screen.findByRole('heading', { name: 'Sie sind dran' })).toBeVisible();
    expect(screen.getByText('Sie sind dran – buchen Sie bis 9:10 Uhr.')).toBeVisible();
    expect(document.title).toMatch(/^Sie sind dran: Lesesaal Ost/);
    await user.click(
      screen.getByRole('link', { name: 'Termine am Donnerstag, 30. April 2026 buchen' }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(`/room/7?month=2026-04&day=${DAY}`);
  });

  it('admitted, in English', async () => {
    storePass();
    await renderWaitingRoom(
      server(
        { state: 'admitting' },
        places(
          place({
            state: 'admitted',
            position: 1,
            ahead: 0,
            admitAt: RELEASE_AT,
            turnEndsAt: '2026-04-27T07:10:00.000Z',
          }),
        ),
      ),
      'en',
    );
    expect(await screen.findByText('It is your turn – book by 9:10.')).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Book appointments on Thursday, 30 April 2026' }),
    ).toBeVisible();
  });

  it('expired: says the time has run out', async () => {
    storePass();
    await renderWaitingRoom(
      server(
        { state: 'admitting' },
        places(
          place({
            state: 'expired',
            position: 1,
            ahead: 0,
            admitAt: RELEASE_AT,
            turnEndsAt: '2026-04-27T07:04:00.000Z',
          }),
        ),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Ihre Zeit ist abgelaufen' })).toBeVisible();
    expect(screen.getByText(/^Ihre Zeit zum Buchen ist um 9:04 Uhr abgelaufen\./)).toBeVisible();
  });

  it('a pass the server does not know is forgotten; joining is offered again', async () => {
    storePass('stale-pass');
    const fetch = server({ state: 'admitting' }, (url, init) =>
      (init?.method ?? 'GET') === 'GET' && pathOf(url).endsWith('/opening/queue')
        ? jsonResponse(404, { error: 'opening_pass_unknown' })
        : undefined,
    );
    await renderWaitingRoom(fetch);
    expect(
      await screen.findByText(
        'Ihr Platz im Warteraum wurde nicht gefunden. Bitte stellen Sie sich neu an.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Im Warteraum anstellen' })).toBeVisible();
    expect(readQueuePass('/', 7, DAY)).toBeNull();
  });
});

describe('reading the place again', () => {
  beforeEach(() => {
    // the reads' intervals on fake time (with the clock); the rest on real time
    vi.useFakeTimers({
      toFake: ['Date', 'setInterval', 'clearInterval'],
      now: new Date('2026-04-27T07:05:00Z'),
    });
  });

  const waiting = (ahead: number) =>
    place({
      position: ahead + 1,
      ahead,
      admitAt: '2026-04-27T07:30:00.000Z',
      turnEndsAt: '2026-04-27T07:40:00.000Z',
      retryAfterSeconds: 30,
    });
  const next = () => act(() => vi.advanceTimersByTimeAsync(30_000));

  it('as the server advises, announcing politely only a new bracket of people ahead or a new state', async () => {
    storePass();
    const fetch = server(
      { state: 'admitting' },
      places(
        waiting(30),
        waiting(27),
        waiting(20),
        place({
          state: 'admitted',
          position: 21,
          ahead: 0,
          admitAt: RELEASE_AT,
          turnEndsAt: '2026-04-27T07:15:00.000Z',
          retryAfterSeconds: 30,
        }),
      ),
    );
    await renderWaitingRoom(fetch);
    expect(await screen.findByText('Vor Ihnen: 30 Personen')).toBeVisible();
    // on arrival the screen says it all: nothing announced
    expect(liveRegion()).toHaveTextContent(/^$/);

    await next();
    expect(await screen.findByText('Vor Ihnen: 27 Personen')).toBeVisible();
    expect(liveRegion()).toHaveTextContent(/^$/); // 30 and 27: the same bracket (25–49)

    await next();
    expect(await screen.findByText('Vor Ihnen: 20 Personen')).toBeVisible();
    expect(liveRegion()).toHaveTextContent('Ihr Platz in der Reihe: 21. Vor Ihnen: 20 Personen.');

    await next();
    await waitFor(() =>
      expect(liveRegion()).toHaveTextContent('Sie sind dran – buchen Sie bis 9:15 Uhr.'),
    );
    expect(queueReads(fetch)).toHaveLength(4);
  });

  it('after a failed read: says the connection is lost and tries again sooner, then goes on', async () => {
    storePass();
    const fetch = server({ state: 'admitting' }, places(waiting(30), 'error', waiting(27)));
    await renderWaitingRoom(fetch);
    expect(await screen.findByText('Vor Ihnen: 30 Personen')).toBeVisible();
    await next();
    expect(
      await screen.findByText('Die Verbindung ist unterbrochen. Wir versuchen es gleich wieder.'),
    ).toHaveAttribute('role', 'status');
    // what was known stays on screen
    expect(screen.getByText('Vor Ihnen: 30 Personen')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(backoffMs(1)));
    expect(await screen.findByText('Vor Ihnen: 27 Personen')).toBeVisible();
    expect(screen.queryByText(/^Die Verbindung ist unterbrochen/)).toBeNull();
    expect(queueReads(fetch)).toHaveLength(3);
  });
});

describe('rules of the waiting room', () => {
  it('brackets of people ahead', () => {
    expect([0, 1, 4, 5, 9, 10, 24, 25, 99, 100, 1000, 20_000].map(aheadBracket)).toEqual([
      0, 1, 1, 5, 5, 10, 10, 25, 50, 100, 1000, 10_000,
    ]);
  });

  it('an announcement changes with the state or the bracket, not with every number', () => {
    expect(announcementKey(place())).toBe('waiting:before-draw');
    expect(announcementKey(place({ position: 31, ahead: 30 }))).toBe(
      announcementKey(place({ position: 28, ahead: 27 })),
    );
    expect(announcementKey(place({ position: 21, ahead: 20 }))).not.toBe(
      announcementKey(place({ position: 28, ahead: 27 })),
    );
    expect(announcementKey(place({ state: 'admitted', position: 1, ahead: 0 }))).toBe('admitted');
    expect(announcementKey(null)).toBeNull();
  });

  it('backs off after failures: 2, 4, 8 s … at most a minute', () => {
    expect([1, 2, 3, 6, 7, 20].map(backoffMs)).toEqual([2000, 4000, 8000, 60_000, 60_000, 60_000]);
  });

  it('reads an opening again when its state is due to change, not more often than every 5 s', () => {
    const now = new Date('2026-04-27T06:00:00Z').getTime();
    expect(openingRefetchMs(opening({ state: 'upcoming' }), now)).toBe(
      30 * 60_000 > 300_000 ? 300_000 : 30 * 60_000,
    );
    expect(openingRefetchMs(opening({ state: 'waiting-room' }), now + 59 * 60_000)).toBe(60_000);
    expect(openingRefetchMs(opening({ state: 'waiting-room' }), now + 3_599_000)).toBe(5_000);
    expect(openingRefetchMs(opening({ state: 'over' }), now)).toBe(false);
    expect(openingRefetchMs(null, now)).toBe(false);
  });
});
