import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, on, pathOf, respond, type Handler } from '../../test/api-fake';
import { renderWithProviders, testToday } from '../../test/render';
import type { CheckInDay, CheckInLine } from './api';
import { CheckInScreen } from './components/check-in-screen';

const TODAY = testToday();

const line = (overrides: Partial<CheckInLine>): CheckInLine => ({
  id: 1,
  timeSlotId: 10,
  roomId: 1,
  roomName: 'Lesesaal Ost',
  date: TODAY,
  startTime: '09:30',
  endTime: '12:00',
  seatNumber: 1,
  bookingNumber: 'UVNSGA39',
  title: null,
  firstName: 'Anna',
  lastName: 'Zeller',
  accessibility: false,
  checkedInAt: null,
  seatReleased: false,
  noShow: false,
  seatMissing: false,
  applicationState: null,
  ...overrides,
});

const ANNA = line({});
const MAX = line({
  id: 2,
  seatNumber: 2,
  bookingNumber: 'MUEL2345',
  firstName: 'Max',
  lastName: 'Müller',
});
const DORA = line({
  id: 3,
  startTime: '08:00',
  endTime: '09:30',
  bookingNumber: 'ADLE2345',
  firstName: 'Dora',
  lastName: 'Adler',
  noShow: true,
});

/** A fake server: the day's list, scan and mark, keeping the arrivals it was told. */
function deskServer(lines: CheckInLine[]) {
  const state = lines.map((l) => ({ ...l }));
  const day = (): CheckInDay => ({
    date: TODAY,
    today: true,
    roomId: null,
    rooms: [
      { id: 1, name: 'Lesesaal Ost' },
      { id: 2, name: 'Lesesaal West' },
    ],
    content: state,
  });
  const scan: Handler = (url, init) => {
    if (init?.method !== 'POST' || !pathOf(url).endsWith('/api/admin/checkin/scan'))
      return undefined;
    const { term } = JSON.parse(String(init.body)) as { term: string };
    const number = term.toUpperCase().replace(/[\s-]/g, '');
    const hit = state.find((l) => l.bookingNumber === number);
    if (!hit) {
      return respond('/api/admin/checkin/scan', 'post', 404, {
        error: 'not_found',
        payload: ['ticket'],
      });
    }
    const already = hit.checkedInAt !== null;
    hit.checkedInAt ??= '2030-03-04T09:12:00.000Z';
    return respond('/api/admin/checkin/scan', 'post', 200, { ...hit, alreadyCheckedIn: already });
  };
  const mark = (url: string, arrived: boolean) => {
    const id = Number(/\/(\d+)$/.exec(pathOf(url))?.[1]);
    const hit = state.find((l) => l.id === id)!;
    hit.checkedInAt = arrived ? '2030-03-04T09:20:00.000Z' : null;
    return { ...hit };
  };
  const fetch = fakeFetch(
    on('GET', '/api/admin/checkin', 200, day),
    scan,
    on('PUT', '/api/admin/checkin/tickets/{id}', 200, (url) => mark(url, true)),
    on('DELETE', '/api/admin/checkin/tickets/{id}', 200, (url) => mark(url, false)),
  );
  return { fetch, state };
}

async function renderScreen(
  fetch: typeof globalThis.fetch,
  config: { language?: 'de' | 'en'; interface?: 'admin' | 'desk' } = {},
) {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<CheckInScreen />} />
      </Routes>
    </MemoryRouter>,
    {
      fetch,
      namespaces: ['admin-checkin'],
      config: {
        language: config.language ?? 'en',
        interface: config.interface ?? 'desk',
        timeZone: 'Europe/Vienna',
      },
    },
  );
}

describe('desk check-in screen', () => {
  it("lists today's bookings with time, room, seat, name, booking number and state", async () => {
    const { fetch } = deskServer([DORA, ANNA, MAX]);
    await renderScreen(fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Today' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['08:00–09:30', 'Lesesaal Ost', '1', 'Dora Adler', 'ADLE-2345', 'No-show', 'Arrived'],
      ['09:30–12:00', 'Lesesaal Ost', '1', 'Anna Zeller', 'UVNS-GA39', 'Expected', 'Arrived'],
      ['09:30–12:00', 'Lesesaal Ost', '2', 'Max Müller', 'MUEL-2345', 'Expected', 'Arrived'],
    ]);
    expect(screen.getByText('0 of 3 people arrived')).toBeInTheDocument();
    // a DESK account has no day to choose
    expect(screen.queryByLabelText('Day')).not.toBeInTheDocument();
  });

  it("shows the state of a line's user application, nothing without one", async () => {
    const { fetch } = deskServer([
      ANNA,
      { ...MAX, applicationState: 'submitted' },
      { ...DORA, applicationState: 'approved' },
    ]);
    await renderScreen(fetch);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    // in the server's order: Anna, Max, Dora
    expect(await within(rows[2]!).findByText('Application: Approved')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Application: New')).toBeInTheDocument();
    expect(within(rows[0]!).queryByText(/Application:/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'User applications' })).toHaveAttribute(
      'href',
      '/applications',
    );
  });

  it('checks in the scanned booking number on Enter, announces it and clears the field', async () => {
    const { fetch, state } = deskServer([ANNA, MAX]);
    const { user } = await renderScreen(fetch);
    const field = await screen.findByRole('textbox', { name: 'Name or booking number' });
    await waitFor(() => expect(field).toHaveFocus()); // ready for the first scan
    await screen.findByRole('table');
    await user.keyboard('uvns-ga39{Enter}');

    const said = await screen.findByText(
      'Anna Zeller has arrived: seat 1, 09:30–12:00, Lesesaal Ost.',
    );
    // announced: inside a live region that was there before
    expect(said.closest('[aria-live]')).toHaveAttribute('role', 'status');
    expect(state.find((l) => l.id === ANNA.id)!.checkedInAt).not.toBeNull();
    const scanCall = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(scanCall![1]!.body))).toEqual({ term: 'uvns-ga39' });
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    await waitFor(() => expect(screen.getByText('Arrived 10:12')).toBeInTheDocument());
    expect(screen.getByText('1 of 2 people arrived')).toBeInTheDocument();

    // the same code again: already there
    await user.keyboard('UVNSGA39{Enter}');
    expect(
      await screen.findByText(
        'Anna Zeller had already arrived at 10:12: seat 1, 09:30–12:00, Lesesaal Ost.',
      ),
    ).toBeInTheDocument();
  });

  it('names the seat or says "no seat assigned" only where the room has named seats', async () => {
    const seated = line({ id: 4, seatLabel: 'M2', bookingNumber: 'SEAT2345', lastName: 'Sitz' });
    const missing = line({
      id: 5,
      seatNumber: 2,
      seatMissing: true,
      bookingNumber: 'NONE2345',
      lastName: 'Ohne',
    });
    const plain = line({ id: 6, roomId: 2, roomName: 'Lesesaal West', lastName: 'Frei' });
    const { fetch } = deskServer([seated, missing, plain]);
    const { user } = await renderScreen(fetch);
    const table = await screen.findByRole('table');
    const seats = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      )
      .map((cells) => [cells[3], cells[2]]);
    expect(seats).toEqual([
      ['Anna Sitz', 'M2'],
      ['Anna Ohne', 'no seat assigned'],
      ['Anna Frei', '1'],
    ]);
    await user.keyboard('SEAT2345{Enter}');
    expect(
      await screen.findByText('Anna Sitz has arrived: seat M2, 09:30–12:00, Lesesaal Ost.'),
    ).toBeInTheDocument();
    await user.keyboard('NONE2345{Enter}');
    expect(
      await screen.findByText(
        'Anna Ohne has arrived: no seat assigned, 09:30–12:00, Lesesaal Ost.',
      ),
    ).toBeInTheDocument();
  });

  it('says clearly when no booking matches, and keeps the text selected for the next scan', async () => {
    const { fetch, state } = deskServer([ANNA]);
    const { user } = await renderScreen(fetch, { language: 'de' });
    const field = await screen.findByRole('textbox', { name: 'Name oder Buchungsnummer' });
    await screen.findByRole('table');
    await user.type(field, 'XXXX-XXXX{Enter}');
    expect(
      await screen.findByText('Keine Buchung dieses Tages passt zu „XXXX-XXXX“.'),
    ).toBeInTheDocument();
    expect(state[0]!.checkedInAt).toBeNull();
    await waitFor(() => {
      const input = field as HTMLInputElement;
      expect([input.selectionStart, input.selectionEnd]).toEqual([0, 9]);
    });
  });

  it('filters while typing and marks or undoes an arrival with one button', async () => {
    const { fetch } = deskServer([ANNA, MAX]);
    const { user } = await renderScreen(fetch, { interface: 'admin' });
    const field = await screen.findByRole('textbox', { name: 'Name or booking number' });
    await screen.findByRole('table');
    expect(screen.getByLabelText('Day')).toBeInTheDocument(); // ADMIN may choose another day
    await user.type(field, 'müll');
    expect(screen.queryByText('Anna Zeller')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Arrived: Max Müller' }));
    expect(await screen.findByText('Max Müller: arrival at 10:20 noted.')).toBeInTheDocument();
    const undo = await screen.findByRole('button', { name: 'Undo: arrival of Max Müller' });
    await user.click(undo);
    expect(await screen.findByText('Max Müller: arrival undone.')).toBeInTheDocument();
    expect(fetch.mock.calls.map(([, init]) => init?.method ?? 'GET')).toEqual(
      expect.arrayContaining(['PUT', 'DELETE']),
    );
  });
});

describe("check-in on the archive's date (Europe/Vienna), not the browser's or UTC", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A server that lists `date` (asked for it or not) and refuses a scan as `other_day`. */
  function laterDayServer(date: string) {
    const booking = line({ date, bookingNumber: 'THUR2345' });
    return fakeFetch(
      on('GET', '/api/admin/checkin', 200, () => ({
        date,
        today: false,
        roomId: null,
        rooms: [{ id: 1, name: 'Lesesaal Ost' }],
        content: [booking],
      })),
      on('POST', '/api/admin/checkin/scan', 409, {
        error: 'conflict',
        payload: ['other_day', date],
      }),
    );
  }

  async function renderDay(fetch: typeof globalThis.fetch, path: string) {
    return renderWithProviders(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<CheckInScreen />} />
        </Routes>
      </MemoryRouter>,
      {
        fetch,
        namespaces: ['admin-checkin'],
        config: { language: 'de', interface: 'admin', timeZone: 'Europe/Vienna' },
      },
    );
  }

  it('at 00:20 in Vienna (still the day before in UTC) the day shown is today: no "later day"', async () => {
    // Thursday 3 December 2026, 00:20 in Vienna = Wednesday 23:20 UTC
    vi.useFakeTimers({ now: new Date('2026-12-02T23:20:00Z'), toFake: ['Date'] });
    const fetch = fakeFetch(
      on('GET', '/api/admin/checkin', 200, {
        date: '2026-12-03',
        today: true,
        roomId: null,
        rooms: [{ id: 1, name: 'Lesesaal Ost' }],
        content: [line({ date: '2026-12-03' })],
      }),
    );
    await renderDay(fetch, '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Heute' })).toBeInTheDocument();
    expect(screen.getByText('Donnerstag, 3. Dezember 2026')).toBeInTheDocument();
    expect(screen.queryByText(/erst am/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Tag')).toHaveValue('2026-12-03');
  });

  it('at 23:30 in Vienna a booking of the next day shown says that its arrival waits for that day, not "gilt für" the day shown', async () => {
    // Wednesday 2 December 2026, 23:30 in Vienna = 22:30 UTC; ADMIN looks at Thursday
    vi.useFakeTimers({ now: new Date('2026-12-02T22:30:00Z'), toFake: ['Date'] });
    const { user } = await renderDay(laterDayServer('2026-12-03'), '/?date=2026-12-03');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Ankunft am Donnerstag, 3. Dezember 2026',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Ankünfte dieses Tages lassen sich erst am Donnerstag, 3. Dezember 2026 vermerken.',
      ),
    ).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'Name oder Buchungsnummer' }),
      'THUR2345{Enter}',
    );
    expect(
      await screen.findByText(
        'Diese Buchung gilt für den gezeigten Tag (Donnerstag, 3. Dezember 2026): Ihre Ankunft lässt sich erst an diesem Tag vermerken.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Diese Buchung gilt für Donnerstag/)).not.toBeInTheDocument();
  });
});
