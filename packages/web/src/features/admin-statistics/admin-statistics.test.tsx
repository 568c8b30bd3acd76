import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeFetch, on } from '../../test/api-fake';
import { renderWithProviders } from '../../test/render';
import type { RecordStatistics, Statistics, StatisticsRoom, YearSummary } from './api';
import { StatisticsScreen, statisticsFilterOf } from './components/statistics-screen';
import { YearSummaryScreen } from './components/year-summary-screen';

const room = (id: number, name: string): StatisticsRoom => ({
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

const STATS: Statistics = {
  fromDate: '2030-01-01',
  untilDate: '2030-03-31',
  roomIds: [1, 2],
  totals: {
    booked: 12,
    cancelled: 2,
    visits: 10,
    noShows: 1,
    accessible: 3,
    accessibleShare: 0.3,
    seatsOffered: 40,
    occupancyPercent: 25,
  },
  occupancy: [
    {
      roomId: 1,
      roomName: 'Lesesaal Ost',
      month: '2030-03',
      visits: 10,
      seatsOffered: 40,
      percent: 25,
    },
  ],
  weekdays: [
    { weekday: 1, visits: 7 },
    { weekday: 3, visits: 3 },
  ],
  hours: [{ hour: 9, visits: 10 }],
  leadTime: {
    medianDays: 4,
    buckets: [
      { bucket: '0', count: 1 },
      { bucket: '1', count: 0 },
      { bucket: '2-7', count: 9 },
      { bucket: '8-14', count: 0 },
      { bucket: '15-30', count: 0 },
      { bucket: '31+', count: 0 },
    ],
  },
  equipment: [],
  readers: readerStatistics([]),
};

/** Reader figures: the total and months of the whole archive, each room; zero where not given. */
function readerStatistics(
  given: Array<Partial<Statistics['readers']['figures'][number]>>,
  applications: Statistics['readers']['applications'] = [],
): Statistics['readers'] {
  const figures = [null, 1, 2].flatMap((roomId) =>
    [null, '2030-01', '2030-02', '2030-03'].map((month) => ({
      roomId,
      month,
      readers: 0,
      readerDays: 0,
      groupReaderDays: 0,
      firstTime: 0,
      abroad: 0,
      unitsIssued: 0,
      unitsPulled: 0,
      purposes: [
        { purpose: 'wissenschaftlich', readers: 0 },
        { purpose: 'Ahnenforschung', readers: 0 },
      ],
      ...given.find((g) => g.roomId === roomId && g.month === month),
    })),
  );
  return {
    archiveCountry: 'DE',
    purposes: ['wissenschaftlich', 'Ahnenforschung'],
    figures,
    applications,
  };
}

const FIGURES = {
  openingDays: 5,
  slotsOffered: 20,
  seatsOffered: 100,
  visits: 60,
  visitorDays: 50,
  cancelled: 4,
  noShows: 2,
  accessible: 6,
  occupancyPercent: 60,
  readers: 31,
  readerDays: 45,
  groupReaderDays: 14,
  firstTimeReaders: 12,
  readersAbroad: 4,
};
const YEAR: YearSummary = {
  year: 2030,
  totals: FIGURES,
  rooms: [{ roomId: 1, roomName: 'Lesesaal Ost', ...FIGURES }],
  readerPurposes: [
    { purpose: 'genealogisch', readers: 20 },
    { purpose: 'Ahnenforschung', readers: 11 },
  ],
  applications: { submitted: 9, pending: 2, approved: 6, refused: 1, expired: 3 },
};

const RECORDS: RecordStatistics = {
  year: 2030,
  rows: [
    { roomId: 2, roomName: 'Lesesaal West', month: 1, units: 3, cancelled: 0 },
    { roomId: 2, roomName: 'Lesesaal West', month: 12, units: 1200, cancelled: 2 },
    { roomId: 1, roomName: 'Lesesaal Ost', month: 3, units: 5, cancelled: 1 },
  ],
};

function api(records: RecordStatistics | null = RECORDS, stats: Statistics = STATS) {
  return fakeFetch(
    records
      ? on('GET', '/api/admin/record-statistics', 200, (url) => ({
          ...records,
          year: Number(new URL(url, 'http://x').searchParams.get('year')),
        }))
      : on('GET', '/api/admin/record-statistics', 500, { error: 'unknown' }),
    on('GET', '/api/admin/rooms', 200, { content: ROOMS, totalCount: 2 }),
    on('GET', '/api/admin/statistics/year', 200, YEAR),
    on('GET', '/api/admin/statistics', 200, stats),
  );
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderAt(path: string, fetch: typeof globalThis.fetch, language: 'de' | 'en' = 'en') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/statistics" element={<StatisticsScreen />} />
        <Route path="/statistics/year" element={<YearSummaryScreen />} />
      </Routes>
      <Where />
    </MemoryRouter>,
    {
      fetch,
      namespaces: ['admin-statistics', 'admin-applications', 'validation'],
      config: { language, interface: 'admin' },
    },
  );
}

describe('statistics screen', () => {
  it('reads the filter from the address, this year up to today by default', () => {
    expect(statisticsFilterOf(new URLSearchParams(''), '2030-05-06')).toEqual({
      fromDate: '2030-01-01',
      untilDate: '2030-05-06',
      roomIds: [],
    });
    expect(
      statisticsFilterOf(new URLSearchParams('fromDate=2030-02-01&roomIds=2,x,1'), '2030-05-06'),
    ).toMatchObject({ fromDate: '2030-02-01', roomIds: [2, 1] });
  });

  it('shows every chart with a data table beside it, and filters by room', async () => {
    const fetch = api();
    await renderAt('/statistics?fromDate=2030-01-01&untilDate=2030-03-31', fetch);
    expect(await screen.findByRole('img', { name: /visits per weekday/i })).toBeInTheDocument();
    const weekdays = screen.getByRole('table', { name: /Visits per weekday/ });
    expect(
      within(weekdays).getByRole('rowheader', { name: 'Monday' }).closest('tr'),
    ).toHaveTextContent('7');
    // the month by name in the screen's language (the answer's 2030-03; the export keeps it)
    const occupancy = screen.getByRole('table', { name: /Occupancy per reading room and month/ });
    expect(
      within(occupancy).getByRole('rowheader', { name: 'Lesesaal Ost March 2030' }).closest('tr'),
    ).toHaveTextContent(/^Lesesaal Ost March 20301040/);
    expect(
      within(screen.getByRole('img', { name: /occupancy in percent/ })).getByText(
        'Lesesaal Ost March 2030',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(4);
    expect(screen.getAllByRole('table')).toHaveLength(4);
    expect(screen.getByText('Median: 4 days')).toBeInTheDocument();
    expect(screen.getByText('3 (30 %)')).toBeInTheDocument();
    const exportOf = (name: string) =>
      new URL(
        within(screen.getByRole('group', { name: 'Export' }))
          .getByRole('link', { name })
          .getAttribute('href')!,
        'http://x',
      );
    expect(exportOf('Export CSV').pathname).toMatch(/\/api\/admin\/statistics\/export$/);
    expect(Object.fromEntries(exportOf('Export Excel (XLSX)').searchParams)).toEqual({
      fromDate: '2030-01-01',
      untilDate: '2030-03-31',
      format: 'xlsx',
      lang: 'en',
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Lesesaal West' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('roomIds=2'));
    await waitFor(() => {
      const query = new URL(String(fetch.mock.calls.at(-1)?.[0]), 'http://x').searchParams;
      expect(query.get('roomIds')).toBe('2');
    });
    // the export carries the screen's filter
    await waitFor(() => expect(exportOf('Export CSV').searchParams.get('roomIds')).toBe('2'));
  });
});

/** Two equipment types of named seats, two months (the server gives each type every month). */
const WITH_EQUIPMENT: Statistics = {
  ...STATS,
  equipment: [
    {
      key: 'microfilm-reader',
      nameDe: 'Mikrofilmlesegerät',
      nameEn: 'Microfilm reader',
      seats: 3,
      months: [
        { month: '2030-02', bookings: 12 },
        { month: '2030-03', bookings: 1250 },
      ],
    },
    {
      key: 'large-format-table',
      nameDe: 'Großformattisch',
      nameEn: 'Large-format table',
      seats: 1,
      months: [
        { month: '2030-02', bookings: 0 },
        { month: '2030-03', bookings: 4 },
      ],
    },
  ],
};

describe('bookings by equipment', () => {
  const texts = (cells: HTMLElement[]) => cells.map((c) => c.textContent);

  it('shows months × equipment with the seats of each type, in a labelled scrolling region', async () => {
    await renderAt(
      '/statistics?fromDate=2030-01-01&untilDate=2030-03-31',
      api(RECORDS, WITH_EQUIPMENT),
    );
    const table = await screen.findByRole('table', {
      name: /Bookings by seat equipment and month/,
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Bookings by equipment' })).toBeVisible();
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual([
      'Month',
      'Microfilm reader',
      'Large-format table',
    ]);
    for (const header of within(table).getAllByRole('columnheader'))
      expect(header).toHaveAttribute('scope', 'col');
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    // the months by name in the screen's language, not as the answer's 2030-02
    expect(texts(within(table).getAllByRole('rowheader'))).toEqual([
      'February 2030',
      'March 2030',
      'Seats with this equipment',
    ]);
    expect(texts(within(row('February 2030')).getAllByRole('cell'))).toEqual(['12', '0']);
    expect(texts(within(row('March 2030')).getAllByRole('cell'))).toEqual(['1,250', '4']);
    expect(texts(within(row('Seats with this equipment')).getAllByRole('cell'))).toEqual([
      '3',
      '1',
    ]);
    const region = screen.getByRole('region', { name: /^Bookings by seat equipment and month/ });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(table);
    expect(screen.getAllByRole('table')).toHaveLength(5);
  });

  it('names the equipment in German on the German screen', async () => {
    await renderAt(
      '/statistics?fromDate=2030-01-01&untilDate=2030-03-31',
      api(RECORDS, WITH_EQUIPMENT),
      'de',
    );
    const table = await screen.findByRole('table', {
      name: /Buchungen nach Ausstattung des Platzes/,
    });
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual([
      'Monat',
      'Mikrofilmlesegerät',
      'Großformattisch',
    ]);
    expect(
      within(table).getByRole('rowheader', { name: 'Plätze mit dieser Ausstattung' }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '1.250' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Februar 2030' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'März 2030' })).toBeInTheDocument();
  });

  it('is left out without equipment data: no equipped seats, or no month with slots', async () => {
    const noMonths: Statistics = {
      ...STATS,
      equipment: WITH_EQUIPMENT.equipment.map((e) => ({ ...e, months: [] })),
    };
    await renderAt('/statistics?fromDate=2030-01-01&untilDate=2030-03-31', api(RECORDS, noMonths));
    expect(await screen.findByRole('table', { name: /Visits per weekday/ })).toBeInTheDocument();
    expect(screen.getAllByRole('table')).toHaveLength(4);
    expect(screen.queryByRole('heading', { name: 'Bookings by equipment' })).toBeNull();
  });
});

describe('readers section', () => {
  const WITH_READERS: Statistics = {
    ...STATS,
    readers: readerStatistics(
      [
        {
          roomId: null,
          month: null,
          readers: 3,
          readerDays: 5,
          groupReaderDays: 12,
          firstTime: 2,
          abroad: 1,
          unitsIssued: 7,
          unitsPulled: 9,
          purposes: [
            { purpose: 'wissenschaftlich', readers: 1 },
            { purpose: 'Ahnenforschung', readers: 2 },
            { purpose: null, readers: 1 },
          ],
        },
        {
          roomId: null,
          month: '2030-03',
          readers: 3,
          readerDays: 5,
          groupReaderDays: 12,
          firstTime: 2,
          abroad: 1,
        },
        { roomId: 1, month: null, readers: 3, readerDays: 4, groupReaderDays: 12 },
        { roomId: 2, month: null, readers: 1, readerDays: 1 },
      ],
      [
        { month: null, submitted: 4, pending: 1, approved: 2, refused: 1, expired: 0 },
        { month: '2030-03', submitted: 4, pending: 1, approved: 2, refused: 1, expired: 0 },
      ],
    ),
  };

  it('shows the figures, and a table beside every chart: months, rooms, purposes, applications', async () => {
    await renderAt(
      '/statistics?fromDate=2030-01-01&untilDate=2030-03-31',
      api(RECORDS, WITH_READERS),
    );
    const section = await screen.findByRole('region', { name: 'Readers' });
    const figure = (label: string) =>
      within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Readers')).toBe('3');
    expect(figure('Reader days')).toBe('5');
    expect(figure('Reader days in groups')).toBe('12');
    expect(figure('First time in the archive')).toBe('2');
    expect(figure('From abroad (not DE)')).toBe('1');
    expect(figure('Units issued')).toBe('7');
    // four charts, each with its table
    expect(within(section).getAllByRole('img')).toHaveLength(4);
    const months = within(section).getByRole('table', { name: /Readers per month/ });
    expect(
      within(months).getByRole('rowheader', { name: 'March 2030' }).closest('tr'),
    ).toHaveTextContent(/^March 20303512210$/);
    expect(
      within(months)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toContain('Reader days in groups');
    const rooms = within(section).getByRole('table', { name: /Readers per reading room/ });
    expect(
      within(rooms)
        .getAllByRole('rowheader')
        .map((r) => r.closest('tr')!.textContent),
    ).toEqual(['Lesesaal Ost3412000', 'Lesesaal West110000']);
    const purposes = within(section).getByRole('table', { name: /Readers by purpose/ });
    expect(
      within(purposes)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Scholarly1', 'Ahnenforschung2', 'Not stated1']);
    const applications = within(section).getByRole('table', { name: /User applications/ });
    expect(
      within(applications).getByRole('rowheader', { name: 'March 2030' }).closest('tr'),
    ).toHaveTextContent(/^March 203041210$/);
  });

  it('says so where no reader came, in German', async () => {
    await renderAt('/statistics?fromDate=2030-01-01&untilDate=2030-03-31', api(), 'de');
    const section = await screen.findByRole('region', { name: 'Leserinnen und Leser' });
    expect(within(section).queryAllByRole('img')).toHaveLength(0);
    expect(within(section).getAllByText('Keine Daten im gewählten Zeitraum.')).toHaveLength(4);
    expect(
      within(section).getByText('Aus dem Ausland (nicht DE)', { selector: 'dt' }),
    ).toBeInTheDocument();
    expect(
      within(section).getByText('Lesertage in Gruppen', { selector: 'dt' }).nextElementSibling
        ?.textContent,
    ).toBe('0');
  });
});

describe('year summary', () => {
  it('lists the ministry figures per room and in total, with a print button', async () => {
    await renderAt('/statistics/year?year=2030', api());
    const table = await screen.findByRole('table', { name: /year 2030/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toContain('Visitor days');
    const total = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    // opening days, slots, seats, visits, visitor days, cancelled, no-shows, accessible, occupancy,
    // readers, reader-days, reader-days in groups, first time, from abroad
    expect(
      within(total)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['5', '20', '100', '60', '50', '4', '2', '6', '60 %', '31', '45', '14', '12', '4']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toContain('Reader days in groups');
    // the year's readers by purpose (default keys as words, own purposes as given) and applications
    const purposes = screen.getByRole('table', { name: 'Readers 2030 by purpose of use' });
    expect(
      within(purposes)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Genealogical (family history)20', 'Ahnenforschung11']);
    const applications = screen.getByRole('table', { name: 'User applications 2030' });
    expect(
      within(applications).getByRole('rowheader', { name: 'Expired' }).closest('tr'),
    ).toHaveTextContent('3');
    expect(within(table).getByRole('rowheader', { name: 'Lesesaal Ost' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    const csv = within(screen.getByRole('group', { name: 'Export' })).getByRole('link', {
      name: 'Export CSV',
    });
    expect(csv.getAttribute('href')).toMatch(
      /\/api\/admin\/statistics\/year\/export\?year=2030&format=csv&lang=en$/,
    );
  });

  it("shows the records ordered per room and month of the screen's year, cancelled apart", async () => {
    const fetch = api();
    await renderAt('/statistics/year?year=2030', fetch);
    const table = await screen.findByRole('table', { name: /Record units ordered .* 2030/ });
    expect(screen.getByRole('heading', { level: 2, name: 'Records ordered' })).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toHaveLength(15);
    expect(headers.slice(0, 2)).toEqual(['Reading room', 'Jan']);
    expect(headers.slice(-3)).toEqual(['Dec', 'Total', 'Cancelled (not in total)']);
    const cells = (name: string) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // rows in the API's order (the rooms' order), one per room
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Lesesaal West', 'Lesesaal Ost', 'Total']);
    expect(cells('Lesesaal West')).toEqual([
      '3',
      ...Array<string>(10).fill('0'),
      '1,200',
      '1,203',
      '2',
    ]);
    expect(cells('Lesesaal Ost').slice(2, 3)).toEqual(['5']);
    expect(cells('Lesesaal Ost').slice(-2)).toEqual(['5', '1']);
    expect(cells('Total').slice(-2)).toEqual(['1,208', '3']);
    const asked = fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://x'))
      .filter((u) => u.pathname.endsWith('/admin/record-statistics'));
    expect(asked.map((u) => u.searchParams.get('year'))).toEqual(['2030']);
  });

  it('asks again for another year and says when nothing was ordered', async () => {
    const fetch = api({ year: 2030, rows: [] });
    await renderAt('/statistics/year?year=2030', fetch);
    expect(
      await screen.findByText('No records were ordered for visits in 2030.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /Record units/ })).not.toBeInTheDocument();
    const years = screen.getByRole('combobox', { name: 'Year' });
    const other = within(years).getAllByRole('option').at(-1)!.textContent!;
    fireEvent.change(years, { target: { value: other } });
    expect(
      await screen.findByText(`No records were ordered for visits in ${other}.`),
    ).toBeInTheDocument();
    const last = fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://x'))
      .filter((u) => u.pathname.endsWith('/admin/record-statistics'))
      .at(-1)!;
    expect(last.searchParams.get('year')).toBe(other);
  });

  it('shows an error in the section when the records cannot be loaded, the summary stays', async () => {
    await renderAt('/statistics/year?year=2030', api(null));
    const section = (await screen.findByRole('heading', { name: 'Records ordered' })).closest(
      'section',
    )!;
    expect(await within(section).findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /year 2030/ })).toBeInTheDocument();
  });
});
