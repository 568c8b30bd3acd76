import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useApi } from '../../api/api-context';
import { NotificationList } from '../../components/notifications/notification-list';
import { answerLater, at, fakeFetch, on } from '../../test/api-fake';
import { renderWithProviders } from '../../test/render';
import { HolidayFormScreen } from './components/holiday-form-screen';
import { holidaysOfYearQuery } from './api';
import { HolidayImportScreen } from './components/holiday-import-screen';
import { HolidayListScreen, yearFromQuery } from './components/holiday-list-screen';

const holiday = (id: number, date: string, name: string, description: string | null = null) => ({
  id,
  version: 2,
  date,
  name,
  description,
});

/** A write's answer: the holiday with no visit booked on its date. */
const written = <T extends object>(value: T) => ({
  ...value,
  bookingsOnHolidays: { count: 0, days: [] },
});

const api = fakeFetch;
/** GET /admin/holidays answering per year from `byYear`. */
const years = (byYear: Record<number, ReturnType<typeof holiday>[]>) =>
  on('GET', '/api/admin/holidays', 200, (url) => {
    const year = Number(new URL(url, 'http://x').searchParams.get('fromDate')?.slice(0, 4));
    const content = byYear[year] ?? [];
    return { content, totalCount: content.length };
  });

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Another screen's read of the holidays, active next to the form (a list elsewhere on the page). */
function YearList() {
  useQuery(holidaysOfYearQuery(useApi(), 2030));
  return null;
}

function renderAt(
  path: string,
  fetch: typeof globalThis.fetch,
  language: 'de' | 'en' = 'en',
  extra: ReactNode = null,
) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      {extra}
      <Routes>
        <Route path="/holiday-list" element={<HolidayListScreen />} />
        <Route path="/holiday-add" element={<HolidayFormScreen />} />
        <Route path="/holiday-edit/:id" element={<HolidayFormScreen />} />
        <Route path="/holiday-import" element={<HolidayImportScreen />} />
      </Routes>
      <Where />
      <NotificationList />
    </MemoryRouter>,
    { fetch, namespaces: ['admin-holidays', 'validation'], config: { language } },
  );
}

describe('holiday list', () => {
  it('shows the year from the query, asks for January 1 to December 31, and moves between years', async () => {
    const fetch = api(
      years({
        2030: [
          holiday(1, '2030-01-01', 'Neujahr'),
          holiday(2, '2030-12-25', 'Christtag', 'geschlossen'),
        ],
      }),
    );
    const { user } = await renderAt('/holiday-list?year=2030', fetch);
    const table = await screen.findByRole('table', { name: '2 holidays in 2030' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['Neujahr', 'Christtag']);
    expect(within(table).getByText('25.12.2030')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Christtag on 25.12.2030' })).toHaveAttribute(
      'href',
      '/holiday-edit/2',
    );
    const query = new URL(String(fetch.mock.calls[0]?.[0]), 'http://x').searchParams;
    expect([query.get('fromDate'), query.get('untilDate'), query.get('limit')]).toEqual([
      '2030-01-01',
      '2030-12-31',
      '999',
    ]);

    await user.click(screen.getByRole('button', { name: 'Next year (2031)' }));
    expect(await screen.findByText('There are no holidays in 2031.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/holiday-list?year=2031');
    expect(screen.getByRole('heading', { level: 1, name: 'Holidays 2031' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous year (2030)' }));
    expect(await screen.findByRole('table', { name: '2 holidays in 2030' })).toBeInTheDocument();
  });

  it('falls back to this year for a missing or absurd year', () => {
    expect(yearFromQuery(null, '2030-03-04')).toBe(2030);
    expect(yearFromQuery('abc', '2030-03-04')).toBe(2030);
    expect(yearFromQuery('99999', '2030-03-04')).toBe(2030);
    expect(yearFromQuery('2029', '2030-03-04')).toBe(2029);
  });
});

describe('holiday add and edit', () => {
  it('requires date and name, focusing the first, then adds and opens the year of the holiday (de)', async () => {
    const fetch = api(
      on('POST', '/api/admin/holidays', 201, written(holiday(7, '2031-05-01', 'Staatsfeiertag'))),
      years({}),
    );
    const { user } = await renderAt('/holiday-add', fetch, 'de');
    await user.click(await screen.findByRole('button', { name: 'Speichern' }));
    expect(screen.getByLabelText(/^Datum/)).toHaveFocus();
    expect(screen.getAllByText('Eine Eingabe ist erforderlich.').length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText(/^Datum/), '2031-05-01');
    await user.type(screen.getByLabelText(/^Name/), 'x'.repeat(101));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('x'.repeat(100)); // the field stops at the limit
    await user.clear(screen.getByLabelText(/^Name/));
    await user.type(screen.getByLabelText(/^Name/), 'Staatsfeiertag');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Feiertag hinzugefügt')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/holiday-list?year=2031'),
    );
  });

  it("lists the visits already booked on the added holiday, linking to that day's reservations (de)", async () => {
    const fetch = api(
      on('POST', '/api/admin/holidays', 201, {
        ...holiday(7, '2030-12-24', 'Heiliger Abend'),
        bookingsOnHolidays: {
          count: 2,
          days: [{ date: '2030-12-24', bookingNumbers: ['ABCDEFGH', 'JKMNPQRS'] }],
        },
      }),
      years({ 2030: [holiday(7, '2030-12-24', 'Heiliger Abend')] }),
    );
    const { user } = await renderAt('/holiday-add', fetch, 'de');
    await user.type(await screen.findByLabelText(/^Datum/), '2030-12-24');
    await user.type(screen.getByLabelText(/^Name/), 'Heiliger Abend');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const notice = await screen.findByRole('status', {
      name: '2 gebuchte Besuche liegen auf den neuen Feiertagen',
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/holiday-list?year=2030');
    expect(notice).toHaveTextContent('bestehende Buchungen werden nicht storniert');
    expect(notice).toHaveTextContent('24.12.2030: Buchungsnummern ABCD-EFGH, JKMN-PQRS.');
    expect(
      within(notice).getByRole('link', { name: 'Reservierungen vom 24.12.2030 öffnen' }),
    ).toHaveAttribute(
      'href',
      '/reservations?searchType=BOOKED&searchFrom=2030-12-24&searchUntil=2030-12-24',
    );
  });

  it('shows a refused save as the form error state and stays', async () => {
    const fetch = api(
      on('POST', '/api/admin/holidays', 409, { error: 'conflict', payload: ['date'] }),
    );
    const { user } = await renderAt('/holiday-add', fetch);
    await user.type(await screen.findByLabelText(/^Date/), '2031-05-01');
    await user.type(screen.getByLabelText(/^Name/), 'Doppelt');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There is already a holiday on this date.');
    expect(screen.getByTestId('location')).toHaveTextContent('/holiday-add');
  });

  it('saves an edit with id and version, and deletes after confirmation', async () => {
    const stored = holiday(3, '2030-08-15', 'Mariä Himmelfahrt');
    const fetch = api(
      at('/api/admin/holidays/3', on('GET', '/api/admin/holidays/{id}', 200, stored)),
      at(
        '/holidays/3',
        on('PUT', '/api/admin/holidays/{id}', 200, {
          ...written(stored),
          name: 'Maria Himmelfahrt',
          version: 3,
        }),
      ),
      at('/api/admin/holidays/3', on('DELETE', '/api/admin/holidays/{id}', 204, undefined)),
      years({}),
    );
    const { user } = await renderAt('/holiday-edit/3', fetch);
    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveValue('Mariä Himmelfahrt');
    await user.clear(name);
    await user.type(name, 'Maria Himmelfahrt');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Holiday changed')).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      date: '2030-08-15',
      name: 'Maria Himmelfahrt',
      description: null,
      id: 3,
      version: 2,
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/holiday-list?year=2030'),
    );
  });
  it('keeps the saved notice and the way back when the saved version remounts the form', async () => {
    // the server's answer after the save: the new version, which is the edit form's key
    let stored = holiday(4, '2030-12-08', 'Mariä Empfängnis');
    const answer = api(
      at(
        '/api/admin/holidays/4',
        on('GET', '/api/admin/holidays/{id}', 200, () => stored),
      ),
      at(
        '/holidays/4',
        on('PUT', '/api/admin/holidays/{id}', 200, () => {
          stored = { ...stored, name: 'Maria Empfängnis', version: 3 };
          return written(stored);
        }),
      ),
      years({}),
    );
    // the year's list answers later than the holiday: the save's refetch ends after the form
    // has already been remounted by the new version
    const fetch = answerLater(answer, '/api/admin/holidays');
    const { user } = await renderAt('/holiday-edit/4', fetch, 'en', <YearList />);
    const name = await screen.findByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Maria Empfängnis');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Holiday changed')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/holiday-list?year=2030'),
    );
  });
});

describe('holiday import', () => {
  const icsFile = () =>
    new File(['BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'], 'feiertage.ics', { type: 'text/calendar' });

  it('refuses a file that is not iCal before sending, then imports and reports both counts', async () => {
    const fetch = api(
      on('POST', '/api/admin/holidays/ical', 200, {
        importedHolidays: 12,
        skippedHolidays: 1,
        bookingsOnHolidays: { count: 0, days: [] },
      }),
    );
    await renderAt('/holiday-import', fetch);
    // the browser's accept filter can be bypassed (drag and drop): the form checks again
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Value is required.')).toBeInTheDocument();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['x'], 'bild.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText('This file type is not accepted. Allowed: iCal (.ics).'),
    ).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    await user.upload(input, icsFile());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findAllByText('12 holidays imported')).not.toHaveLength(0);
    expect(
      screen.getByText('1 day of the file already had a holiday and was left out.'),
    ).toBeInTheDocument();
    // no visit booked on the new holidays: nothing to tell
    expect(screen.queryByText(/booked visits? falls? on/)).not.toBeInTheDocument();
    const body = fetch.mock.calls[0]?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBeInstanceOf(File);
  });

  it.each([
    [
      'en',
      'Import',
      'The file was not imported',
      'The file is not a readable iCal calendar file. Please check that it is complete and starts with BEGIN:VCALENDAR.',
    ],
    [
      'de',
      'Importieren',
      'Die Datei wurde nicht importiert',
      'Die Datei ist keine lesbare iCal-Kalenderdatei. Bitte prüfen Sie, ob sie vollständig ist und mit BEGIN:VCALENDAR beginnt.',
    ],
  ] as const)(
    'shows the server refusal of a broken file as the error state, about the file and not about e-mail or phone (%s)',
    async (language, button, title, message) => {
      const fetch = api(
        on('POST', '/api/admin/holidays/ical', 400, {
          error: 'validation__error',
          payload: ['file'],
        }),
      );
      const { user } = await renderAt('/holiday-import', fetch, language);
      await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, icsFile());
      await user.click(await screen.findByRole('button', { name: button }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(title);
      expect(alert).toHaveTextContent(message);
      expect(alert).not.toHaveTextContent(/e-mail|E-Mail|phone|Telefon/);
    },
  );

  it('lists the visits already booked on the imported holidays by day, each day linked', async () => {
    const fetch = api(
      on('POST', '/api/admin/holidays/ical', 200, {
        importedHolidays: 5,
        skippedHolidays: 0,
        bookingsOnHolidays: {
          count: 3,
          days: [
            { date: '2030-12-24', bookingNumbers: ['ABCDEFGH', 'JKMNPQRS'] },
            { date: '2030-12-31', bookingNumbers: ['TUVWXYZ2'] },
          ],
        },
      }),
    );
    const { user } = await renderAt('/holiday-import', fetch);
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, icsFile());
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const notice = await screen.findByRole('status', {
      name: '3 booked visits fall on the new holidays',
    });
    expect(notice).toHaveTextContent('existing bookings are not cancelled');
    expect(notice).toHaveTextContent('24.12.2030: Booking numbers ABCD-EFGH, JKMN-PQRS.');
    expect(notice).toHaveTextContent('31.12.2030: Booking number TUVW-XYZ2.');
    expect(
      within(notice)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [
        'Open the reservations of 24.12.2030',
        '/reservations?searchType=BOOKED&searchFrom=2030-12-24&searchUntil=2030-12-24',
      ],
      [
        'Open the reservations of 31.12.2030',
        '/reservations?searchType=BOOKED&searchFrom=2030-12-31&searchUntil=2030-12-31',
      ],
    ]);
  });

  it('says which rule kind is refused when the server refuses a repeat rule (file.rrule)', async () => {
    const fetch = api(
      on('POST', '/api/admin/holidays/ical', 400, {
        error: 'validation__error',
        payload: ['file.rrule'],
      }),
    );
    const { user } = await renderAt('/holiday-import', fetch);
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, icsFile());
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file was not imported');
    expect(alert).toHaveTextContent(/more often than daily.*Nothing was imported/);
    expect(alert).not.toHaveTextContent('BEGIN:VCALENDAR');
  });
});
