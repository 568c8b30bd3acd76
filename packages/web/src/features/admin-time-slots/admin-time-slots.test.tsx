import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { addDays } from '@lesesaal/domain/dates';
import { NotificationList } from '../../components/notifications/notification-list';
import { jsonResponse, renderWithProviders, testToday } from '../../test/render';
import { OverbookedScreen } from './components/overbooked-screen';
import { MultiCapacityScreen } from './components/multi-capacity-screen';
import { SlotAddScreen } from './components/slot-add-screen';
import { SlotEditScreen } from './components/slot-edit-screen';
import { SlotsCalendarScreen } from './components/slots-calendar-screen';
import { StaffBookingScreen } from './components/staff-booking-screen';

const today = testToday();
const tomorrow = addDays(today, 1);
const slot = (
  over: Partial<{ id: number; date: string; ticketCount: number; capacity: number }> = {},
) => ({
  id: 9,
  roomId: 3,
  roomName: 'Lesesaal Ost',
  date: tomorrow,
  startTime: '09:00',
  endTime: '12:00',
  capacity: 2,
  ticketCount: 0,
  failedRules: [],
  ...over,
});

type Handler = (url: URL, init?: RequestInit) => Response | undefined;
function api(...handlers: Handler[]) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    for (const handler of handlers) {
      const response = handler(new URL(String(input), 'http://x'), init);
      if (response) return response;
    }
    return jsonResponse(404, { error: 'not_found' });
  });
}
const on =
  (method: string, pattern: RegExp, body: unknown, status = 200): Handler =>
  (url, init) =>
    (init?.method ?? 'GET') === method && pattern.test(url.pathname)
      ? jsonResponse(status, body)
      : undefined;

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderAt(path: string, fetch: typeof globalThis.fetch, language: 'de' | 'en' = 'de') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/room/:id/time-slots" element={<SlotsCalendarScreen />} />
        <Route path="/room/:id/time-slot-add" element={<SlotAddScreen />} />
        <Route path="/room/:roomId/time-slot-book/:id" element={<StaffBookingScreen />} />
        <Route path="/room/:roomId/time-slot-edit/:id" element={<p>slot edit</p>} />
        <Route path="/overbooked" element={<OverbookedScreen />} />
        <Route
          path="/room/:roomId/time-slot-edit-multi-capacity/"
          element={<MultiCapacityScreen />}
        />
      </Routes>
      <Where />
      <NotificationList />
    </MemoryRouter>,
    { fetch, namespaces: ['admin-time-slots', 'validation'], config: { language } },
  );
}

describe('adding time slots', () => {
  it('starts from the spec defaults and shows the weekday choice only when repeating until on or after the first day', async () => {
    await renderAt('/room/3/time-slot-add', api());
    const startTime = await screen.findByLabelText(/^Beginn/);
    expect(startTime).toHaveValue('00:00');
    expect(screen.getByLabelText(/^Ende/)).toHaveValue('23:59');
    const startDate = screen.getByLabelText(/^Erster Tag/);
    expect(startDate).toHaveValue(tomorrow);
    const repeatUntil = screen.getByLabelText(/^Wiederholen bis/);
    expect(repeatUntil).toHaveValue('');
    expect(screen.queryByRole('checkbox', { name: 'Montag' })).not.toBeInTheDocument();

    fireEvent.change(repeatUntil, { target: { value: addDays(tomorrow, -1) } });
    expect(screen.queryByRole('checkbox', { name: 'Montag' })).not.toBeInTheDocument();

    fireEvent.change(repeatUntil, { target: { value: tomorrow } });
    for (const day of ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag']) {
      expect(screen.getByRole('checkbox', { name: day })).toBeChecked();
    }
    expect(screen.getByRole('checkbox', { name: 'Samstag' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sonntag' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Auch an Feiertagen' })).not.toBeChecked();

    fireEvent.change(startDate, { target: { value: addDays(tomorrow, 7) } });
    expect(screen.queryByRole('checkbox', { name: 'Montag' })).not.toBeInTheDocument();
  });

  it('creates a series, reports the count and returns to the month of the first day', async () => {
    const created = [
      slot({ id: 1 }),
      slot({ id: 2, date: addDays(tomorrow, 1) }),
      slot({ id: 3, date: addDays(tomorrow, 2) }),
    ];
    const fetch = api(
      on('POST', /\/admin\/rooms\/3\/timeslots$/, { createdTimeSlots: created }, 201),
    );
    const { user } = await renderAt('/room/3/time-slot-add', fetch);
    fireEvent.change(await screen.findByLabelText(/^Beginn/), { target: { value: '09:00' } });
    fireEvent.change(screen.getByLabelText(/^Ende/), { target: { value: '12:00' } });
    fireEvent.change(screen.getByLabelText(/^Wiederholen bis/), {
      target: { value: addDays(tomorrow, 13) },
    });
    await user.click(screen.getByRole('checkbox', { name: 'Samstag' }));
    const capacity = screen.getByRole('textbox', { name: /^Plätze/ });
    await user.clear(capacity);
    await user.type(capacity, '4');
    await user.click(screen.getByRole('button', { name: 'Termine anlegen' }));
    expect(await screen.findByText('3 Termine angelegt')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      startTime: '09:00',
      endTime: '12:00',
      startDate: tomorrow,
      repeatUntil: addDays(tomorrow, 13),
      daysOfWeek: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'],
      includeHolidays: false,
      capacity: 4,
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/room/3/time-slots?month=${Number(tomorrow.slice(5, 7))}&year=${tomorrow.slice(0, 4)}`,
      ),
    );
  });

  it('refuses an end before the start and a past first day, focusing the first', async () => {
    const fetch = api();
    const { user } = await renderAt('/room/3/time-slot-add', fetch);
    const startTime = await screen.findByLabelText(/^Beginn/);
    fireEvent.change(startTime, { target: { value: '12:00' } });
    fireEvent.change(screen.getByLabelText(/^Ende/), { target: { value: '11:00' } });
    fireEvent.change(screen.getByLabelText(/^Erster Tag/), { target: { value: today } });
    await user.click(screen.getByRole('button', { name: 'Termine anlegen' }));
    expect(await screen.findByText('Das Ende muss nach dem Beginn liegen.')).toBeInTheDocument();
    expect(screen.getByText('Das Datum muss in der Zukunft liegen.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Ende/)).toHaveFocus());
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('slot calendar', () => {
  it('shows the month from the query with each slot linked and overbooked slots marked in words', async () => {
    const [year, month] = tomorrow.split('-');
    const fetch = api(
      on('GET', /\/admin\/rooms\/3\/timeslots$/, {
        content: [
          slot({ id: 9 }),
          { ...slot({ id: 10, ticketCount: 3 }), startTime: '13:00', endTime: '15:00' },
        ],
        totalCount: 2,
      }),
      on('GET', /\/admin\/rooms\/3$/, {
        id: 3,
        version: 0,
        name: 'Lesesaal Ost',
        description: 'EG',
        capacity: 2,
        openStart: { type: 'DAY', value: 2 },
        openEnd: { type: 'DAY', value: 30 },
        imageAlt: null,
        imageUrl: null,
        sortOrder: 0,
      }),
    );
    await renderAt(`/room/3/time-slots?month=${Number(month)}&year=${year}`, fetch, 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Time slots of “Lesesaal Ost”' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const links = within(table).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/room/3/time-slot-edit/9',
      '/room/3/time-slot-edit/10',
    ]);
    expect(within(table).getAllByText('overbooked')).toHaveLength(1);
    expect(within(table).getByText('Taken: 3 of 2 seats')).toBeInTheDocument();
    const query = new URL(
      String(fetch.mock.calls.find(([u]) => String(u).includes('/timeslots'))?.[0]),
      'http://x',
    ).searchParams;
    expect(query.get('fromDate')).toBe(`${year}-${month}-01`);
  });
});

describe('overbooked time slots', () => {
  it('says so when there are none', async () => {
    await renderAt(
      '/overbooked',
      api(on('GET', /\/admin\/rooms\/timeslots$/, { content: [], totalCount: 0 })),
    );
    expect(await screen.findByText('Es gibt keine überbuchten Termine.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists slot time, room, tickets and capacity with a link to edit the slot, asking from today', async () => {
    const fetch = api(
      on('GET', /\/admin\/rooms\/timeslots$/, {
        content: [slot({ ticketCount: 3, capacity: 1 })],
        totalCount: 1,
      }),
    );
    await renderAt('/overbooked', fetch, 'en');
    const row = (await screen.findAllByRole('row'))[1]!;
    const date = tomorrow.split('-').reverse().join('.');
    expect(within(row).getByRole('rowheader')).toHaveTextContent(`${date}, 09:00–12:00`);
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Lesesaal Ost', '3', '1', 'Edit']);
    expect(
      within(row).getByRole('link', {
        name: `Edit time slot ${date}, 09:00–12:00 in Lesesaal Ost`,
      }),
    ).toHaveAttribute('href', '/room/3/time-slot-edit/9');
    const query = new URL(String(fetch.mock.calls[0]?.[0]), 'http://x').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      status: 'OVERBOOKED',
      fromDate: today,
      sort: 'date:ASC,startTime:ASC',
    });
  });
});

describe('staff booking', () => {
  it('warns before booking into a full slot and after, when the booking overbooks it', async () => {
    const fetch = api(
      on('POST', /\/tickets$/, { id: 77, overbooked: true }, 201),
      on('GET', /\/admin\/rooms\/3\/timeslots\/9$/, slot({ ticketCount: 2, capacity: 2 })),
    );
    const { user } = await renderAt('/room/3/time-slot-book/9', fetch);
    expect(
      await screen.findByText(
        'Dieser Termin ist voll (2 von 2 Plätzen belegt). Eine weitere Reservierung überbucht ihn.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reservieren' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Vorname/ })).toHaveFocus());
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /^Vorname/ }), 'Erika');
    await user.type(screen.getByRole('textbox', { name: /^Nachname/ }), 'Musterfrau');
    await user.click(screen.getByRole('button', { name: 'Reservieren' }));
    expect(
      await screen.findByText('Reservierung angelegt – der Termin ist jetzt überbucht.'),
    ).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      firstName: 'Erika',
      lastName: 'Musterfrau',
      email: null,
      phone: null,
      salutation: 'NONE',
      language: 'de',
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/room/3/time-slot-edit/9'),
    );
  });

  it('shows no warning while seats are left', async () => {
    await renderAt(
      '/room/3/time-slot-book/9',
      api(on('GET', /\/admin\/rooms\/3\/timeslots\/9$/, slot({ ticketCount: 1, capacity: 2 }))),
    );
    expect(await screen.findByText('Belegt: 1 von 2 Plätzen')).toBeInTheDocument();
    expect(screen.queryByText(/überbucht ihn/)).not.toBeInTheDocument();
  });
});

describe('deleting a time slot', () => {
  const ticket = (id: number, over: Record<string, unknown> = {}) => ({
    id,
    bookingNumber: `BN${id}`,
    status: 'CANCELLED',
    roomId: 3,
    roomName: 'Lesesaal Ost',
    roomDescription: '',
    timeSlotId: 9,
    transactionId: null,
    ownerId: null,
    date: tomorrow,
    startTime: '09:00',
    endTime: '12:00',
    salutation: 'NONE',
    title: null,
    firstName: 'Anna',
    lastName: `Berger${id}`,
    organisation: null,
    email: `anna${id}@example.org`,
    phone: null,
    accessibility: false,
    cancelable: false,
    ...over,
  });
  const tickets =
    (booked: unknown[], cancelled: unknown[]): Handler =>
    (url, init) => {
      if ((init?.method ?? 'GET') !== 'GET' || url.pathname !== '/api/admin/tickets') return;
      const list = url.searchParams.get('status') === 'CANCELLED' ? cancelled : booked;
      return jsonResponse(200, { content: list, totalCount: list.length });
    };
  const renderEdit = (fetch: typeof globalThis.fetch, language: 'de' | 'en') =>
    renderWithProviders(
      <MemoryRouter initialEntries={['/room/3/time-slot-edit/9']}>
        <Routes>
          <Route path="/room/:roomId/time-slot-edit/:id" element={<SlotEditScreen />} />
          <Route path="/room/:id/time-slots" element={<p>calendar</p>} />
        </Routes>
        <NotificationList />
      </MemoryRouter>,
      { fetch, namespaces: ['admin-time-slots', 'validation'], config: { language } },
    );

  it('lists cancelled reservations and says why a slot with only cancelled ones cannot be deleted, offering no delete (de)', async () => {
    const fetch = api(
      on('GET', /\/admin\/rooms\/3\/timeslots\/9$/, slot({ ticketCount: 0 })),
      tickets([], [ticket(1), ticket(2)]),
    );
    await renderEdit(fetch, 'de');
    const table = await screen.findByRole('table', {
      name: '2 stornierte Reservierungen dieses Termins',
    });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('anna1@example.org')).toBeInTheDocument();
    expect(
      screen.getByText('Für diesen Termin gibt es keine gebuchten Reservierungen.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Der Termin kann nicht gelöscht werden, weil 2 Reservierungen zu ihm gehören (auch stornierte zählen).',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Termin löschen' })).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('shows the waiting list in line order with e-mail, joined at and state (de)', async () => {
    const fetch = api(
      on('GET', /\/admin\/rooms\/3\/timeslots\/9$/, slot({ ticketCount: 2 })),
      on('GET', /\/admin\/rooms\/3\/timeslots\/9\/waiting-list$/, [
        {
          id: 5,
          email: 'anna@example.org',
          language: 'de',
          status: 'OFFERED',
          createdAt: '2030-03-04T09:00:00.000Z',
          offeredAt: '2030-03-04T10:00:00.000Z',
          offerExpiresAt: '2030-03-04T12:00:00.000Z',
          closedAt: null,
        },
        {
          id: 6,
          email: 'ben@example.org',
          language: 'en',
          status: 'WAITING',
          createdAt: '2030-03-04T09:30:00.000Z',
          offeredAt: null,
          offerExpiresAt: null,
          closedAt: null,
        },
      ]),
      tickets([], []),
    );
    await renderEdit(fetch, 'de');
    const table = await screen.findByRole('table', {
      name: 'Warteliste dieses Termins in der Reihenfolge der Eintragung (1 wartet)',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Nr.E-Mail-AdresseEingetragen amStand',
      '1anna@example.org04.03.2030, 10:00:00Platz angeboten bis 04.03.2030, 13:00:00',
      '2ben@example.org04.03.2030, 10:30:00wartet',
    ]);
  });

  it('counts booked and cancelled reservations together, in the singular too (en)', async () => {
    await renderEdit(
      api(
        on('GET', /\/admin\/rooms\/3\/timeslots\/9$/, slot({ ticketCount: 0 })),
        tickets([], [ticket(1)]),
      ),
      'en',
    );
    expect(
      await screen.findByText(
        'The time slot cannot be deleted because 1 reservation belongs to it (cancelled ones count too).',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: '1 cancelled reservation of this time slot' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete time slot' })).not.toBeInTheDocument();
  });

  it('offers delete for a slot without any reservation and names the count when the server refuses after all (en)', async () => {
    const fetch = api(
      on(
        'DELETE',
        /\/admin\/rooms\/3\/timeslots\/9$/,
        { error: 'delete__has_tickets', payload: ['3'] },
        409,
      ),
      on('GET', /\/admin\/rooms\/3\/timeslots\/9$/, slot({ ticketCount: 0 })),
      tickets([], []),
    );
    const { user } = await renderEdit(fetch, 'en');
    expect(
      await screen.findByText('There are no reservations for this time slot.'),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Delete time slot' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(
      await screen.findByText(
        'The time slot cannot be deleted because 3 reservations belong to it (cancelled ones count too).',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('calendar')).not.toBeInTheDocument();
  });
});

describe('seats for a period', () => {
  const room = {
    id: 3,
    version: 0,
    name: 'Lesesaal Ost',
    description: 'EG',
    capacity: 4,
    openStart: { type: 'DAY', value: 2 },
    openEnd: { type: 'DAY', value: 30 },
    imageAlt: null,
    imageUrl: null,
    sortOrder: 0,
  };
  const display = (date: string) => date.split('-').reverse().join('.');

  it('shows how many slots change and which are overbooked then, asks again, and keeps the entries on the way back (de)', async () => {
    const slots = [
      slot({ id: 21, date: addDays(tomorrow, 2), ticketCount: 3 }),
      slot({ id: 22, date: tomorrow, ticketCount: 2 }),
      slot({ id: 23, date: addDays(tomorrow, 1), ticketCount: 1 }),
    ];
    const fetch = api(
      on('POST', /\/admin\/rooms\/3\/timeslots\/capacity$/, { updated: 3 }),
      on('GET', /\/admin\/rooms\/3\/timeslots$/, { content: slots, totalCount: 3 }),
      on('GET', /\/admin\/rooms\/3$/, room),
    );
    const { user } = await renderAt('/room/3/time-slot-edit-multi-capacity/', fetch);
    const capacity = await screen.findByRole('textbox', { name: /^Plätze/ });
    expect(capacity).toHaveValue('4');
    await user.clear(capacity);
    await user.type(capacity, '1');
    await user.click(screen.getByRole('button', { name: 'Plätze setzen' }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Änderung bestätigen' });
    await waitFor(() => expect(heading).toHaveFocus());
    const from = display(today);
    const until = display(addDays(today, 30));
    expect(
      await screen.findByText(`3 Termine vom ${from} bis ${until} erhalten 1 Platz.`),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        '2 dieser Termine haben schon mehr Reservierungen und sind danach überbucht:',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `${display(tomorrow)}, 09:00–12:00 Uhr: 2 Reservierungen`,
      `${display(addDays(tomorrow, 2))}, 09:00–12:00 Uhr: 3 Reservierungen`,
    ]);
    const preview = new URL(
      String(fetch.mock.calls.find(([u]) => String(u).includes('/timeslots?'))?.[0]),
      'http://x',
    ).searchParams;
    expect(preview.get('fromDate')).toBe(today);
    expect(preview.get('untilDate')).toBe(addDays(today, 30));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Eingaben ändern' }));
    const save = await screen.findByRole('button', { name: 'Plätze setzen' });
    await waitFor(() => expect(save).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /^Plätze/ })).toHaveValue('1');

    await user.click(save);
    await user.click(await screen.findByRole('button', { name: 'Ja, Plätze setzen' }));
    expect(await screen.findByText('Plätze geändert (3 Termine)')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      fromDate: today,
      untilDate: addDays(today, 30),
      capacity: 1,
    });
  });

  it('says so when one slot changes and none is overbooked, and offers no confirmation without slots (en)', async () => {
    let content = [slot({ id: 21, ticketCount: 1 })];
    const fetch = api(
      (url, init) =>
        (init?.method ?? 'GET') === 'GET' && /\/admin\/rooms\/3\/timeslots$/.test(url.pathname)
          ? jsonResponse(200, { content, totalCount: content.length })
          : undefined,
      on('GET', /\/admin\/rooms\/3$/, room),
    );
    const { user } = await renderAt('/room/3/time-slot-edit-multi-capacity/', fetch, 'en');
    await user.click(await screen.findByRole('button', { name: 'Set seats' }));
    const from = display(today);
    const until = display(addDays(today, 30));
    expect(
      await screen.findByText(`1 time slot from ${from} to ${until} gets 4 seats.`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/will be overbooked/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes, set seats' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change the entries' }));
    content = [];
    fireEvent.change(await screen.findByLabelText(/^From/), {
      target: { value: addDays(today, 1) },
    });
    await user.click(screen.getByRole('button', { name: 'Set seats' }));
    expect(
      await screen.findByText(
        `There are no time slots from ${display(addDays(today, 1))} to ${until}; nothing changes.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yes, set seats' })).not.toBeInTheDocument();
  });
});
