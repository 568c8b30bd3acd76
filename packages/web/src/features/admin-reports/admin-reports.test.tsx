import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeFetch, on } from '../../test/api-fake';
import { renderWithProviders } from '../../test/render';
import type { ReportRoom } from './api';
import { DailyReportScreen } from './components/daily-report-screen';
import { OccupancyReportScreen, occupancyFilterOf } from './components/occupancy-report-screen';
import { ReportsScreen } from './components/reports-screen';

const room = (id: number, name: string): ReportRoom => ({
  id,
  version: 0,
  name,
  description: '',
  capacity: 10,
  openStart: { type: 'DAY', value: 2 },
  openEnd: { type: 'DAY', value: 30 },
  imageAlt: null,
  imageUrl: null,
  sortOrder: id,
  noShowReleaseMinutes: null,
});
const ROOMS = [room(1, 'Lesesaal Ost'), room(2, 'Lesesaal West')];

const api = fakeFetch;
const query = (url: string) => new URL(url, 'http://x').searchParams;
const rooms = (content = ROOMS) =>
  on('GET', '/api/admin/rooms', 200, { content, totalCount: content.length });

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderAt(
  path: string,
  fetch: typeof globalThis.fetch,
  config: { language?: 'de' | 'en'; interface?: 'admin' | 'reports' } = {},
) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/reports" element={<ReportsScreen />} />
        <Route path="/occupancy-report" element={<OccupancyReportScreen />} />
        <Route path="/daily-report/:id" element={<DailyReportScreen />} />
      </Routes>
      <Where />
    </MemoryRouter>,
    {
      fetch,
      namespaces: ['admin-reports', 'validation'],
      config: { language: config.language ?? 'en', interface: config.interface ?? 'admin' },
    },
  );
}
const lastQuery = (fetch: ReturnType<typeof api>) =>
  new URL(String(fetch.mock.calls.at(-1)?.[0]), 'http://x').searchParams;

describe('report list', () => {
  it('links a daily and an occupancy report per room, and common reports in a new tab', async () => {
    await renderAt('/reports', api(rooms()));
    expect(
      await screen.findByRole('link', { name: 'Daily report of Lesesaal West' }),
    ).toHaveAttribute('href', '/daily-report/2');
    expect(screen.getByRole('link', { name: 'Occupancy report of Lesesaal Ost' })).toHaveAttribute(
      'href',
      '/occupancy-report?roomId=1',
    );
    const common = screen.getByRole('link', { name: 'Occupancy report (opens in a new tab)' });
    expect(common).toHaveAttribute('target', '_blank');
    expect(
      screen.getByRole('link', {
        name: "Today's daily report of Lesesaal Ost (opens in a new tab)",
      }),
    ).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toBeInTheDocument();
  });

  it('has no dashboard link for a reports account, and says so without rooms (de)', async () => {
    await renderAt('/reports', api(rooms([])), { language: 'de', interface: 'reports' });
    expect(
      await screen.findByText('Es gibt keine Berichte: Es ist noch kein Lesesaal angelegt.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Zurück zur Übersicht' })).not.toBeInTheDocument();
  });
});

describe('occupancy report', () => {
  const report = on('GET', '/api/admin/tickets/report', 200, (url) => ({
    content:
      query(url).get('status') === 'CANCELLED'
        ? []
        : [
            {
              date: '2030-03-05',
              startTime: '09:00',
              endTime: '12:00',
              count: 3,
              capacity: 4,
              noShows: 1,
            },
            {
              date: '2030-03-07',
              startTime: '09:00',
              endTime: '12:00',
              count: 0,
              capacity: 0,
              noShows: null,
            },
          ],
    totalCount: 2,
  }));

  it('takes the filters from the address, shows count, capacity and percentage, and reloads on a change', async () => {
    const fetch = api(rooms(), report);
    const { user } = await renderAt(
      '/occupancy-report?roomId=2&fromDate=2030-03-01&untilDate=2030-03-31',
      fetch,
    );
    const table = await screen.findByRole('table', {
      name: 'Lesesaal West: booked reservations from 01.03.2030 to 31.03.2030',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Time slot', 'Reservations', 'Seats', 'Occupancy', 'No-shows']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      '05.03.2030, 09:00–12:00' + '3' + '4' + '75 %' + '1',
    );
    expect(within(table).getAllByRole('row')[2]!.textContent).toBe(
      '07.03.2030, 09:00–12:00' + '0' + '0',
    );
    expect([...lastQuery(fetch).entries()]).toEqual([
      ['roomId', '2'],
      ['fromDate', '2030-03-01'],
      ['untilDate', '2030-03-31'],
      ['status', 'BOOKED'],
    ]);
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    // the export links carry the screen's filters and the UI language
    const exports = screen.getByRole('group', { name: 'Export' });
    const csv = within(exports).getByRole('link', { name: 'Export CSV' });
    expect(csv).toHaveAttribute('download');
    const csvUrl = new URL(csv.getAttribute('href')!, 'http://archive.test');
    expect(csvUrl.pathname).toBe('/api/admin/tickets/report/export');
    expect([...csvUrl.searchParams.entries()]).toEqual([
      ['roomId', '2'],
      ['fromDate', '2030-03-01'],
      ['untilDate', '2030-03-31'],
      ['status', 'BOOKED'],
      ['format', 'csv'],
      ['lang', 'en'],
    ]);
    expect(
      within(exports).getByRole('link', { name: 'Export Excel (XLSX)' }).getAttribute('href'),
    ).toContain('format=xlsx');

    await user.selectOptions(screen.getByLabelText('Reservations'), 'CANCELLED');
    expect(await screen.findByText('There are no time slots in this period.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('type=CANCELLED');
    expect(lastQuery(fetch).get('status')).toBe('CANCELLED');
  });

  it('names room, type and range in a print-only header, and keeps a new from date in the address', async () => {
    const fetch = api(rooms(), report);
    await renderAt(
      '/occupancy-report?roomId=1&fromDate=2030-03-01&untilDate=2030-03-31&type=CANCELLED',
      fetch,
    );
    const header = await screen.findByText(
      'Lesesaal Ost: cancelled reservations from 01.03.2030 to 31.03.2030',
      { selector: 'p' },
    );
    expect(header.closest('.lesesaal-print-only')).not.toBeNull();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2030-03-04' } });
    await waitFor(() => expect(lastQuery(fetch).get('fromDate')).toBe('2030-03-04'));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/occupancy-report?roomId=1&fromDate=2030-03-04&untilDate=2030-03-31&type=CANCELLED',
    );
    expect(lastQuery(fetch).get('status')).toBe('CANCELLED');
  });

  it('does not ask the server while until lies before from', async () => {
    const fetch = api(rooms(), report);
    await renderAt('/occupancy-report?roomId=1&fromDate=2030-03-10&untilDate=2030-03-01', fetch);
    expect(
      await screen.findByText('The end date must not be before the start date.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(fetch.mock.calls.some(([u]) => String(u).includes('tickets/report'))).toBe(false),
    );
  });

  it('shows the error state when there is no room', async () => {
    await renderAt('/occupancy-report', api(rooms([])));
    expect(await screen.findByText('There is no reading room to report on.')).toBeInTheDocument();
  });

  it('defaults to the first room, the last month and booked tickets', () => {
    const filter = occupancyFilterOf(
      new URLSearchParams('roomId=99&fromDate=nonsense'),
      ROOMS,
      '2030-03-04',
    );
    expect(filter).toEqual({
      roomId: 1,
      fromDate: '2030-02-04',
      untilDate: '2030-03-04',
      type: 'BOOKED',
    });
  });
});

describe('daily report', () => {
  const daily = on('GET', '/api/admin/tickets/report/daily', 200, (url) => ({
    roomId: 1,
    roomName: 'Lesesaal Ost',
    date: query(url).get('date') ?? '',
    content:
      query(url).get('date') === '2030-03-05'
        ? [
            {
              timeSlotId: 7,
              startTime: '09:00',
              endTime: '12:00',
              seatNumber: 1,
              lastName: 'Ärger',
              firstName: 'Bert',
              accessibility: true,
              attendance: 'NO_SHOW' as const,
              units: ['Rep. 2 Nr. 9', 'Rep. 2 Nr. 10'],
              seatMissing: false,
            },
            {
              timeSlotId: 7,
              startTime: '09:00',
              endTime: '12:00',
              seatNumber: 2,
              lastName: null,
              firstName: null,
              accessibility: null,
              attendance: null,
              seatMissing: false,
            },
          ]
        : [],
  }));

  it('lists the seats of the day with the accessibility need in words, and reloads for another day', async () => {
    const fetch = api(daily);
    await renderAt('/daily-report/1?date=2030-03-05', fetch);
    const table = await screen.findByRole('table', {
      name: 'Booked seats in Lesesaal Ost on 05.03.2030',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Daily report: Lesesaal Ost' }),
    ).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '09:00–12:00',
      '1',
      'Ärger',
      'Bert',
      'yes',
      'no-show',
      'Rep. 2 Nr. 9; Rep. 2 Nr. 10',
    ]);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['09:00–12:00', '2', '', '', '', '', '']);
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Export' }))
        .getByRole('link', { name: 'Export CSV' })
        .getAttribute('href'),
    ).toMatch(
      /\/api\/admin\/tickets\/report\/daily\/export\?roomId=1&date=2030-03-05&format=csv&lang=en$/,
    );

    // a date picker changes the whole value at once
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2030-03-06' } });
    expect(await screen.findByText('There are no reservations on 06.03.2030.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    expect(lastQuery(fetch).get('date')).toBe('2030-03-06');
  });

  it('says "no seat assigned" only where the room has named seats and the ticket holds none', async () => {
    const line = {
      timeSlotId: 7,
      startTime: '09:00',
      endTime: '12:00',
      lastName: null,
      firstName: null,
      accessibility: null,
      attendance: null,
    };
    const seated = on('GET', '/api/admin/tickets/report/daily', 200, {
      roomId: 1,
      roomName: 'Lesesaal Ost',
      date: '2030-03-05',
      content: [
        { ...line, seatNumber: 1, seatLabel: 'M2', seatMissing: false },
        { ...line, seatNumber: 2, seatLabel: null, seatMissing: true },
      ],
    });
    await renderAt('/daily-report/1?date=2030-03-05', api(seated), { language: 'de' });
    const table = await screen.findByRole('table');
    const seatCells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    expect(seatCells).toEqual(['M2', 'kein Platz zugewiesen']);
  });

  it('shows the error state with a way back for an unknown room', async () => {
    await renderAt(
      '/daily-report/99?date=2030-03-05',
      api(
        on('GET', '/api/admin/tickets/report/daily', 404, {
          error: 'not_found',
          payload: ['room'],
        }),
      ),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Back to the reports' })).toHaveAttribute(
      'href',
      '/reports',
    );
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });
});
