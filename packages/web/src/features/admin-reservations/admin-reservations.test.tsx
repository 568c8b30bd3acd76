import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { NotificationList } from '../../components/notifications/notification-list';
import { at, fakeFetch, on } from '../../test/api-fake';
import { renderWithProviders, testToday } from '../../test/render';
import type { Ticket, Unit } from './api';
import { ReservationEditScreen } from './components/reservation-edit-screen';
import { ReservationsScreen, searchOf } from './components/reservations-screen';

const ticket = (id: number, over: Partial<Ticket> = {}): Ticket => ({
  id,
  bookingNumber: `B${id}`,
  status: 'BOOKED',
  roomId: 1,
  roomName: 'Lesesaal Ost',
  roomDescription: '',
  timeSlotId: 10 + id,
  transactionId: null,
  ownerId: 'owner-anna',
  date: '2030-03-06',
  startTime: '09:00',
  endTime: '12:00',
  salutation: 'MS',
  title: null,
  firstName: 'Anna',
  lastName: 'Berger',
  organisation: 'Universität Wien',
  email: 'anna@example.org',
  phone: null,
  accessibility: false,
  cancelable: true,
  seatLabel: null,
  seatMissing: false,
  ...over,
});

const api = fakeFetch;
const query = (url: string) => new URL(url, 'http://x').searchParams;

const LONG = 'Großer Lesesaal im Westflügel';
const listHandler = on('GET', '/api/admin/tickets', 200, (url) =>
  query(url).get('status') === 'CANCELLED'
    ? { content: [ticket(9, { status: 'CANCELLED', cancelable: false })], totalCount: 4 }
    : {
        content: [ticket(1), ticket(2, { roomName: LONG, lastName: 'Adler', firstName: 'Zoe' })],
        totalCount: 2,
      },
);

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}
function renderAt(path: string, fetch: typeof globalThis.fetch, language: 'de' | 'en' = 'en') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/reservations" element={<ReservationsScreen />} />
        <Route path="/reservations/:id" element={<ReservationEditScreen />} />
      </Routes>
      <Where />
      <NotificationList />
    </MemoryRouter>,
    {
      fetch,
      namespaces: ['admin-reservations', 'validation'],
      config: { language, interface: 'admin' },
    },
  );
}
const listCalls = (fetch: ReturnType<typeof api>) =>
  fetch.mock.calls
    .map(([u]) => new URL(String(u), 'http://x'))
    .filter((u) => u.pathname.endsWith('/admin/tickets'));

describe('reservation list', () => {
  it('starts with booked tickets from today by name, counts both tabs, cuts long room names', async () => {
    const fetch = api(listHandler);
    await renderAt('/reservations', fetch);
    const table = await screen.findByRole('table', { name: '2 booked reservations (page 1 of 1)' });
    const query = listCalls(fetch).find(
      (u) => u.searchParams.get('status') === 'BOOKED' && u.searchParams.get('limit') !== '1',
    )!.searchParams;
    expect([query.get('fromDate'), query.get('sort'), query.get('untilDate')]).toEqual([
      testToday(),
      'lastName:ASC,firstName:ASC',
      null,
    ]);
    expect(screen.getByRole('tab', { name: 'Booked (2)', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Cancelled (4)' })).toBeInTheDocument();
    const row = within(table).getAllByRole('row')[2]!;
    expect(within(row).getAllByRole('cell')[0]).toHaveAttribute('title', LONG);
    expect(within(row).getByText('Großer Lesesaal im…')).toHaveAttribute('aria-hidden', 'true');
    expect(
      screen.getByRole('link', {
        name: 'Edit the reservation of Adler, Zoe on 06.03.2030, 09:00–12:00',
      }),
    ).toHaveAttribute('href', '/reservations/2');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.queryByRole('button', { name: 'Reset search' })).not.toBeInTheDocument();
  });

  it('has no action column on the Cancelled tab', async () => {
    const { user } = await renderAt('/reservations', api(listHandler));
    await user.click(await screen.findByRole('tab', { name: /Cancelled/ }));
    expect(await screen.findByRole('table', { name: /cancelled reservation/ })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Edit the reservation/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('searchType=CANCELLED');
  });

  it('searches by term, offers reset then, and sorts by room', async () => {
    const fetch = api(listHandler);
    const { user } = await renderAt('/reservations', fetch);
    await user.type(await screen.findByLabelText('Search term'), 'berger');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('searchTerm=berger'),
    );
    await waitFor(() =>
      expect(listCalls(fetch).at(-1)?.searchParams.get('searchTerm')).toBe('berger'),
    );
    await user.click(screen.getByRole('button', { name: /Reading room/ }));
    await waitFor(() =>
      expect(listCalls(fetch).some((u) => u.searchParams.get('sort') === 'roomName:ASC')).toBe(
        true,
      ),
    );
    // the export takes the list's search and sort, without paging
    const csv = new URL(
      screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!,
      'http://archive.test',
    );
    expect(csv.pathname).toBe('/api/admin/tickets/export');
    expect(csv.searchParams.get('searchTerm')).toBe('berger');
    expect(csv.searchParams.get('sort')).toBe('roomName:ASC');
    expect(csv.searchParams.get('lang')).toBe('en');
    expect(csv.searchParams.has('limit')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Reset search' }));
    await waitFor(() => expect(screen.getByTestId('location')).not.toHaveTextContent('searchTerm'));
    expect(screen.queryByRole('button', { name: 'Reset search' })).not.toBeInTheDocument();
  });

  it('shows the seat, and "no seat assigned" only in a room with named seats', async () => {
    const seated = api(
      on('GET', '/api/admin/tickets', 200, {
        content: [
          ticket(1, { lastName: 'Adler', seatLabel: 'M2' }),
          ticket(2, { lastName: 'Berg', seatMissing: true }),
          ticket(3, { lastName: 'Cramer', roomName: 'Lesesaal West' }),
        ],
        totalCount: 3,
      }),
    );
    await renderAt('/reservations', seated, 'de');
    const table = await screen.findByRole('table', { name: /^3 gebuchte/ });
    expect(within(table).getByRole('columnheader', { name: 'Platz' })).toBeInTheDocument();
    const seats = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[4]!.textContent);
    expect(seats).toEqual(['M2', 'kein Platz zugewiesen', '']);
  });

  it('reads the address with defaults for anything missing or wrong', () => {
    expect(
      searchOf(
        new URLSearchParams('searchType=cancelled&sortColumn=hack&offset=-5&searchFrom=2030-02-30'),
        '2030-03-04',
      ),
    ).toEqual({
      type: 'CANCELLED',
      from: '2030-03-04',
      until: null,
      term: null,
      sortColumn: 'name',
      sortOrder: 'asc',
      offset: 0,
    });
  });
});

describe('reservation edit', () => {
  const base = [
    at('/api/admin/tickets/1', on('GET', '/api/admin/tickets/{id}', 200, ticket(1))),
    on('GET', '/api/admin/tickets', 200, {
      content: [ticket(1), ticket(3, { date: '2030-03-07' }), ticket(4, { cancelable: false })],
      totalCount: 3,
    }),
  ];

  it('saves the person with the staff rules', async () => {
    const fetch = api(
      at(
        '/api/admin/tickets/1/owner',
        on('PUT', '/api/admin/tickets/{id}/owner', 200, ticket(1, { firstName: 'Annemarie' })),
      ),
      ...base,
    );
    const { user } = await renderAt('/reservations/1', fetch);
    const first = await screen.findByLabelText(/^First name/);
    await user.clear(first);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(first).toHaveFocus();
    await user.type(first, 'Annemarie');
    await user.clear(screen.getByLabelText(/^E-mail address/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reservation changed')).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      firstName: 'Annemarie',
      email: null,
      salutation: 'MS',
    });
  });

  it('names the seat, or says none is assigned, above the form', async () => {
    const missing = api(
      at(
        '/api/admin/tickets/1',
        on('GET', '/api/admin/tickets/{id}', 200, ticket(1, { seatMissing: true })),
      ),
      at('/api/admin/tickets/2', on('GET', '/api/admin/tickets/{id}', 200, ticket(2))),
      at(
        '/api/admin/tickets/5',
        on('GET', '/api/admin/tickets/{id}', 200, ticket(5, { seatLabel: 'M2' })),
      ),
      ...base.slice(1),
    );
    const first = await renderAt('/reservations/1', missing);
    expect(await screen.findByText('no seat assigned')).toBeInTheDocument();
    first.unmount();
    const second = await renderAt('/reservations/5', missing);
    expect(await screen.findByText('Seat M2')).toBeInTheDocument();
    second.unmount();
    await renderAt('/reservations/2', missing);
    await screen.findByLabelText(/^First name/);
    expect(screen.queryByText(/no seat assigned|^Seat /)).not.toBeInTheDocument();
  });

  it('cancels together with a chosen related reservation after confirmation', async () => {
    const fetch = api(
      on('DELETE', '/api/admin/tickets', 200, [
        ticket(1, { status: 'CANCELLED' }),
        ticket(3, { status: 'CANCELLED' }),
      ]),
      ...base,
    );
    const { user } = await renderAt('/reservations/1', fetch);
    const group = await screen.findByRole('group', {
      name: 'Also cancel these reservations of the same booking',
    });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(1); // ticket 4 is not cancelable
    await user.click(
      within(group).getByRole('checkbox', { name: '07.03.2030, 09:00–12:00, Lesesaal Ost' }),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel 2 reservations' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('2 reservations cancelled')).toBeInTheDocument();
    const del = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(new URL(String(del?.[0]), 'http://x').searchParams.get('ids')).toBe('1,3');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/reservations$/),
    );
  });

  it('cancels at once when confirmation is switched off', async () => {
    const fetch = api(
      on('DELETE', '/api/admin/tickets', 200, [ticket(1, { status: 'CANCELLED' })]),
      ...base,
    );
    const { user } = await renderAt('/reservations/1', fetch);
    await user.click(
      await screen.findByRole('switch', { name: 'Ask for confirmation before cancelling' }),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel 1 reservation' }));
    expect(await screen.findByText('1 reservation cancelled')).toBeInTheDocument();
  });

  it('lists the ordered records with their states, and adds, changes and removes units', async () => {
    const unit = (id: number, callNumber: string, over: Partial<Unit> = {}): Unit => ({
      id,
      ticketId: 1,
      callNumber,
      title: null,
      note: null,
      state: 'ORDERED',
      reason: null,
      pulled: false,
      ...over,
    });
    const fetch = api(
      at(
        '/api/admin/tickets/1/units',
        on('GET', '/api/admin/tickets/{ticketId}/units', 200, [
          unit(7, 'Rep. 2 Nr. 9', { state: 'NOT_AVAILABLE', reason: 'IN_USE' }),
          unit(8, 'Rep. 2 Nr. 10', { title: 'Akten' }),
        ]),
      ),
      at(
        '/api/admin/tickets/1/units',
        on('POST', '/api/admin/tickets/{ticketId}/units', 201, [unit(9, 'Rep. 3 Nr. 1')]),
      ),
      at(
        '/api/admin/units/8',
        on('PUT', '/api/admin/units/{unitId}', 200, unit(8, 'Rep. 2 Nr. 11')),
      ),
      at('/api/admin/units/7', on('DELETE', '/api/admin/units/{unitId}', 204, undefined)),
      ...base,
    );
    const { user } = await renderAt('/reservations/1', fetch);
    const table = await screen.findByRole('table', { name: '2 units ordered' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('not available: in use');

    const add = screen.getByRole('button', { name: 'Add' });
    await user.click(add);
    const callNumbers = screen.getAllByRole('textbox', { name: /^Call number/ });
    expect(callNumbers.at(-1)).toHaveFocus();
    expect(callNumbers.at(-1)).toHaveAccessibleDescription(/required/i);
    await user.type(callNumbers.at(-1)!, 'Rep. 3 Nr. 1');
    await user.click(add);
    expect(await screen.findByText('Unit added')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      units: [{ callNumber: 'Rep. 3 Nr. 1', title: null, note: null }],
    });

    await user.click(screen.getByRole('button', { name: 'Change: Rep. 2 Nr. 10' }));
    const edited = screen.getAllByRole('textbox', { name: /^Call number/ })[0]!;
    await user.clear(edited);
    await user.type(edited, 'Rep. 2 Nr. 11');
    await user.click(screen.getByRole('button', { name: 'Save unit' }));
    expect(await screen.findByText('Unit changed')).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      callNumber: 'Rep. 2 Nr. 11',
      title: 'Akten',
      note: null,
    });

    await user.click(screen.getByRole('button', { name: 'Remove: Rep. 2 Nr. 9' }));
    expect(await screen.findByText('Unit removed')).toBeInTheDocument();
    expect(
      fetch.mock.calls.some(
        ([input, init]) => init?.method === 'DELETE' && String(input).endsWith('/admin/units/7'),
      ),
    ).toBe(true);
  });

  it('offers neither form nor cancel for a cancelled reservation (de)', async () => {
    await renderAt(
      '/reservations/1',
      api(
        at(
          '/api/admin/tickets/1',
          on(
            'GET',
            '/api/admin/tickets/{id}',
            200,
            ticket(1, { status: 'CANCELLED', cancelable: false }),
          ),
        ),
      ),
      'de',
    );
    expect(await screen.findByText(/kann nicht mehr geändert werden/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();
  });
});

describe('long values in the reservation list', () => {
  const address = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(63)}`;

  it.each(['de', 'en'] as const)(
    'cuts a 320-character address to the column, with the whole address as title and a tab stop (%s)',
    async (language) => {
      // jsdom has no layout: 8 px per character in a 256 px (16rem) column
      const client = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(256);
      const scroll = vi
        .spyOn(HTMLElement.prototype, 'scrollWidth', 'get')
        .mockImplementation(function (this: HTMLElement) {
          return (this.textContent ?? '').length * 8;
        });
      try {
        const fetch = api(
          on('GET', '/api/admin/tickets', 200, {
            content: [ticket(1, { email: address })],
            totalCount: 1,
          }),
        );
        await renderAt('/reservations', fetch, language);
        const cell = await screen.findByRole('cell', { name: address });
        const text = within(cell).getByText(address);
        expect(text).toHaveAttribute('title', address);
        expect(text).toHaveAttribute('tabindex', '0');
        expect(text).toHaveClass('lesesaal-long-text');
        // a value that fits stays as it is
        const organisation = within(
          screen.getByRole('cell', { name: 'Universität Wien' }),
        ).getByText('Universität Wien');
        expect(organisation).not.toHaveAttribute('tabindex');
        expect(organisation).not.toHaveAttribute('title');
      } finally {
        client.mockRestore();
        scroll.mockRestore();
      }
    },
  );
});
