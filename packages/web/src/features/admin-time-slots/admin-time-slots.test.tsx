import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { addDays } from '@lesesaal/domain/dates';
import { NotificationList } from '../../components/notifications/notification-list';
import { answerLater, pathOf } from '../../test/api-fake';
import { jsonResponse, renderWithProviders } from '../../test/render';
import type { SlotTicket } from './api';
import { SlotEditScreen } from './components/slot-edit-screen';
import { api, at, on, renderAt, slot, today, tomorrow } from './time-slots-test-support';

/** A ticket of slot 9 (cancelled unless `over` says otherwise). */
const ticket = (id: number, over: Partial<SlotTicket> = {}): SlotTicket => ({
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
  seatMissing: false,
  ...over,
});

/** Room 3 (capacity `capacity`) and its last slot (none: a room without slots). */
const roomWithLastSlot = (capacity: number, last: ReturnType<typeof slot> | null) => [
  at(
    '/api/admin/rooms/3',
    on('GET', '/api/admin/rooms/{id}', 200, {
      id: 3,
      version: 0,
      name: 'Lesesaal Ost',
      description: 'EG',
      capacity,
      openStart: { type: 'DAY', value: 2 },
      openEnd: { type: 'DAY', value: 30 },
      imageAlt: null,
      imageUrl: null,
      sortOrder: 0,
      noShowReleaseMinutes: null,
    }),
  ),
  at(
    '/api/admin/rooms/3/timeslots',
    on('GET', '/api/admin/rooms/{id}/timeslots', 200, {
      content: last ? [last] : [],
      totalCount: last ? 1 : 0,
    }),
  ),
];

describe('adding time slots', () => {
  it("starts a series from the room's capacity and its last slot's times, asking for the latest slot", async () => {
    const fetch = api(
      ...roomWithLastSlot(12, { ...slot({ id: 40 }), startTime: '13:30', endTime: '17:00' }),
    );
    await renderAt('/room/3/time-slot-add', fetch);
    expect(await screen.findByLabelText(/^Beginn/)).toHaveValue('13:30');
    expect(screen.getByLabelText(/^Ende/)).toHaveValue('17:00');
    expect(screen.getByRole('textbox', { name: /^Plätze/ })).toHaveValue('12');
    const query = new URL(
      String(fetch.mock.calls.find(([u]) => String(u).includes('/timeslots'))?.[0]),
      'http://x',
    ).searchParams;
    expect(query.get('sort')).toBe('date:DESC,startTime:DESC');
    expect(query.get('limit')).toBe('1');
  });

  it('starts the first series of a room at 09:00–12:00 with all its seats, not 00:00–23:59 and one seat', async () => {
    await renderAt('/room/3/time-slot-add', api(...roomWithLastSlot(8, null)));
    expect(await screen.findByLabelText(/^Beginn/)).toHaveValue('09:00');
    expect(screen.getByLabelText(/^Ende/)).toHaveValue('12:00');
    expect(screen.getByRole('textbox', { name: /^Plätze/ })).toHaveValue('8');
  });

  it('starts tomorrow, Monday to Friday without holidays, and shows the weekday choice only when repeating until on or after the first day', async () => {
    await renderAt('/room/3/time-slot-add', api(...roomWithLastSlot(2, null)));
    await screen.findByLabelText(/^Beginn/);
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
      at(
        '/api/admin/rooms/3/timeslots',
        on('POST', '/api/admin/rooms/{id}/timeslots', 201, { createdTimeSlots: created }),
      ),
      ...roomWithLastSlot(2, null),
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
    const fetch = api(...roomWithLastSlot(2, null));
    const { user } = await renderAt('/room/3/time-slot-add', fetch);
    const startTime = await screen.findByLabelText(/^Beginn/);
    fireEvent.change(startTime, { target: { value: '12:00' } });
    fireEvent.change(screen.getByLabelText(/^Ende/), { target: { value: '11:00' } });
    fireEvent.change(screen.getByLabelText(/^Erster Tag/), { target: { value: today } });
    await user.click(screen.getByRole('button', { name: 'Termine anlegen' }));
    expect(await screen.findByText('Das Ende muss nach dem Beginn liegen.')).toBeInTheDocument();
    expect(screen.getByText('Das Datum muss in der Zukunft liegen.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Ende/)).toHaveFocus());
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });
});

describe('slot calendar', () => {
  it('shows the month from the query with each slot linked and overbooked slots marked in words', async () => {
    const [year, month] = tomorrow.split('-');
    const fetch = api(
      at(
        '/api/admin/rooms/3/timeslots',
        on('GET', '/api/admin/rooms/{id}/timeslots', 200, {
          content: [
            slot({ id: 9 }),
            { ...slot({ id: 10, ticketCount: 3 }), startTime: '13:00', endTime: '15:00' },
          ],
          totalCount: 2,
        }),
      ),
      at(
        '/api/admin/rooms/3',
        on('GET', '/api/admin/rooms/{id}', 200, {
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
          noShowReleaseMinutes: null,
        }),
      ),
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

describe('slot calendar: closing days and narrow screens', () => {
  it("names a holiday on its day, asks for the month's holidays, and scrolls the grid in its own labelled region", async () => {
    const [year, month] = tomorrow.split('-');
    const fetch = api(
      at(
        '/api/admin/holidays',
        on('GET', '/api/admin/holidays', 200, {
          content: [
            { id: 5, version: 0, name: 'Mariä Empfängnis', description: null, date: tomorrow },
          ],
          totalCount: 1,
        }),
      ),
      ...roomWithLastSlot(2, null),
    );
    await renderAt(`/room/3/time-slots?month=${Number(month)}&year=${year}`, fetch, 'de');
    const region = await screen.findByRole('region', { name: /^Termine von „Lesesaal Ost“, / });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table');
    const cell = (
      await within(table).findByText('Feiertag, geschlossen: Mariä Empfängnis')
    ).closest('td');
    expect(cell).toHaveTextContent(String(Number(tomorrow.slice(8))));
    const query = new URL(
      String(fetch.mock.calls.find(([u]) => String(u).includes('/holidays'))?.[0]),
      'http://x',
    ).searchParams;
    expect(query.get('fromDate')).toBe(`${year}-${month}-01`);
  });
});

describe('overbooked time slots', () => {
  it('says so when there are none', async () => {
    await renderAt(
      '/overbooked',
      api(on('GET', '/api/admin/rooms/timeslots', 200, { content: [], totalCount: 0 })),
    );
    expect(await screen.findByText('Es gibt keine überbuchten Termine.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists slot time, room, tickets and capacity with a link to edit the slot, asking from today', async () => {
    const fetch = api(
      on('GET', '/api/admin/rooms/timeslots', 200, {
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
  it('names the holiday of a slot listed for its reservations on a closed day (de)', async () => {
    const fetch = api(
      on('GET', '/api/admin/rooms/timeslots', 200, {
        content: [slot({ ticketCount: 2, capacity: 5, holiday: 'Heiliger Abend' })],
        totalCount: 1,
      }),
    );
    await renderAt('/overbooked', fetch);
    const table = await screen.findByRole('table', {
      name: 'Termine ab heute mit mehr Reservierungen als Plätzen und Termine mit Reservierungen an einem Feiertag',
    });
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent(
      'Feiertag „Heiliger Abend“: für Besucher geschlossen, die Reservierungen bestehen weiter',
    );
  });
});

describe('staff booking', () => {
  it('warns before booking into a full slot and after, when the booking overbooks it', async () => {
    const fetch = api(
      at(
        '/api/admin/rooms/3/timeslots/9/tickets',
        on('POST', '/api/admin/rooms/{id}/timeslots/{timeSlotId}/tickets', 201, {
          ...ticket(77, { status: 'BOOKED', firstName: 'Erika', lastName: 'Musterfrau' }),
          overbooked: true,
        }),
      ),
      at(
        '/api/admin/rooms/3/timeslots/9',
        on(
          'GET',
          '/api/admin/rooms/{id}/timeslots/{timeSlotId}',
          200,
          slot({ ticketCount: 2, capacity: 2 }),
        ),
      ),
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
      api(
        at(
          '/api/admin/rooms/3/timeslots/9',
          on(
            'GET',
            '/api/admin/rooms/{id}/timeslots/{timeSlotId}',
            200,
            slot({ ticketCount: 1, capacity: 2 }),
          ),
        ),
      ),
    );
    expect(await screen.findByText('Belegt: 1 von 2 Plätzen')).toBeInTheDocument();
    expect(screen.queryByText(/überbucht ihn/)).not.toBeInTheDocument();
  });
});

describe('deleting a time slot', () => {
  const tickets = (booked: SlotTicket[], cancelled: SlotTicket[]) =>
    on('GET', '/api/admin/tickets', 200, (url) => {
      const status = new URL(url, 'http://x').searchParams.get('status');
      const list = status === 'CANCELLED' ? cancelled : booked;
      return { content: list, totalCount: list.length };
    });
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
      at(
        '/api/admin/rooms/3/timeslots/9',
        on('GET', '/api/admin/rooms/{id}/timeslots/{timeSlotId}', 200, slot({ ticketCount: 0 })),
      ),
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
      at(
        '/api/admin/rooms/3/timeslots/9',
        on('GET', '/api/admin/rooms/{id}/timeslots/{timeSlotId}', 200, slot({ ticketCount: 2 })),
      ),
      at(
        '/api/admin/rooms/3/timeslots/9/waiting-list',
        on('GET', '/api/admin/rooms/{id}/timeslots/{timeSlotId}/waiting-list', 200, [
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
      ),
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
        at(
          '/api/admin/rooms/3/timeslots/9',
          on('GET', '/api/admin/rooms/{id}/timeslots/{timeSlotId}', 200, slot({ ticketCount: 0 })),
        ),
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

  it('says the slot is deleted and returns to the calendar although the slot read again is gone (en)', async () => {
    let deleted = false;
    const answer = api(
      // after the delete the slot is not found
      (url, init) =>
        deleted && pathOf(url) === '/api/admin/rooms/3/timeslots/9' && init?.method === 'GET'
          ? jsonResponse(404, { error: 'not_found', payload: ['timeslot'] })
          : undefined,
      at(
        '/api/admin/rooms/3/timeslots/9',
        on('DELETE', '/api/admin/rooms/{id}/timeslots/{timeSlotId}', 204, () => {
          deleted = true;
          return undefined;
        }),
      ),
      at(
        '/api/admin/rooms/3/timeslots/9',
        on('GET', '/api/admin/rooms/{id}/timeslots/{timeSlotId}', 200, slot({ ticketCount: 0 })),
      ),
      tickets([], []),
    );
    // the slot's tickets answer later: the delete's refetch ends after the screen has lost
    // its form (the slot not found)
    const fetch = answerLater(answer, '/api/admin/tickets');
    const { user } = await renderEdit(fetch, 'en');
    await user.click(await screen.findByRole('button', { name: 'Delete time slot' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Time slot deleted')).toBeInTheDocument();
    expect(await screen.findByText('calendar')).toBeInTheDocument();
  });

  it('offers delete for a slot without any reservation and names the count when the server refuses after all (en)', async () => {
    const fetch = api(
      at(
        '/api/admin/rooms/3/timeslots/9',
        on('DELETE', '/api/admin/rooms/{id}/timeslots/{timeSlotId}', 409, {
          error: 'delete__has_tickets',
          payload: ['3'],
        }),
      ),
      at(
        '/api/admin/rooms/3/timeslots/9',
        on('GET', '/api/admin/rooms/{id}/timeslots/{timeSlotId}', 200, slot({ ticketCount: 0 })),
      ),
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
