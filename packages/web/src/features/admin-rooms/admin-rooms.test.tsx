import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotificationList } from '../../components/notifications/notification-list';
import { at, fakeFetch, on } from '../../test/api-fake';
import { renderWithProviders } from '../../test/render';
import type { AdminRoom } from './api';
import { RoomFormScreen } from './components/room-form-screen';
import { RoomsScreen } from './components/rooms-screen';

const room = (id: number, name: string, sortOrder = 0): AdminRoom => ({
  id,
  version: 3,
  name,
  description: 'Erdgeschoss links',
  capacity: 12,
  openStart: { type: 'DAY', value: 2 },
  openEnd: { type: 'WORKING_DAY', value: 30 },
  imageAlt: null,
  imageUrl: null,
  sortOrder,
  noShowReleaseMinutes: null,
});

const api = fakeFetch;

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(path: string, fetch: typeof globalThis.fetch) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/rooms" element={<RoomsScreen />} />
        <Route path="/room-add" element={<RoomFormScreen />} />
        <Route path="/room-edit/:id" element={<RoomFormScreen />} />
      </Routes>
      <Where />
      <NotificationList />
    </MemoryRouter>,
    { fetch, namespaces: ['admin-rooms', 'validation'] },
  );
}

describe('room list', () => {
  it('offers no sort mode with a single room, only its links', async () => {
    await renderAt(
      '/rooms',
      api(
        on('GET', '/api/admin/rooms', 200, { content: [room(1, 'Lesesaal Ost')], totalCount: 1 }),
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Lesesaal Ost' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reihenfolge ändern' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bearbeiten: Lesesaal Ost' })).toHaveAttribute(
      'href',
      '/room-edit/1',
    );
    expect(screen.getByRole('link', { name: 'Bild bearbeiten: Lesesaal Ost' })).toHaveAttribute(
      'href',
      '/room-edit-image/1',
    );
    expect(screen.getByRole('link', { name: 'Termine verwalten: Lesesaal Ost' })).toHaveAttribute(
      'href',
      '/room/1/time-slots',
    );
  });

  it('switches to up/down buttons with two rooms and moves a room to its new position', async () => {
    const fetch = api(
      at(
        '/api/admin/rooms/2/order/0',
        on('PUT', '/api/admin/rooms/{id}/order/{order}', 200, [
          room(2, 'Lesesaal West', 0),
          room(1, 'Lesesaal Ost', 1),
        ]),
      ),
      on('GET', '/api/admin/rooms', 200, {
        content: [room(1, 'Lesesaal Ost'), room(2, 'Lesesaal West', 1)],
        totalCount: 2,
      }),
    );
    const { user } = await renderAt('/rooms', fetch);
    await user.click(await screen.findByRole('button', { name: 'Reihenfolge ändern' }));
    expect(screen.queryByRole('link', { name: /Bearbeiten:/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lesesaal Ost nach oben' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Lesesaal West nach unten' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Lesesaal West nach oben' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    expect(String(fetch.mock.calls.find(([, init]) => init?.method === 'PUT')?.[0])).toContain(
      '/api/admin/rooms/2/order/0',
    );
  });
});

describe('room form', () => {
  it('rejects a two-character name with its message, accepts three and creates the room', async () => {
    const fetch = api(on('POST', '/api/admin/rooms', 201, room(5, 'Ost')));
    const { user } = await renderAt('/room-add', fetch);
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.type(name, 'Os');
    await user.type(screen.getByRole('textbox', { name: /^Beschreibung/ }), 'Erdgeschoss');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('Dieses Feld muss mindestens 3 Zeichen lang sein.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();

    await user.type(name, 't');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/rooms'));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      name: 'Ost',
      description: 'Erdgeschoss',
      capacity: 1,
      openStart: { type: 'DAY', value: 2 },
      openEnd: { type: 'DAY', value: 30 },
      noShowReleaseMinutes: null,
      releaseTime: null,
      openingDraw: null,
      requiresApplication: false,
      maxStayDays: null,
      records: {
        ordering: 'OFF',
        maxUnitsPerVisit: 5,
        maxUnitsPerDay: 10,
        leadWorkingDays: 2,
        deadlineTime: '12:00',
        pullTimes: ['09:00', '13:00'],
      },
    });
    expect(await screen.findByText('Lesesaal angelegt')).toBeInTheDocument();
  });

  it("edits the no-show release minutes (empty: never) within the domain's range", async () => {
    const fetch = api(
      at(
        '/api/admin/rooms/1/tickets/count',
        on('GET', '/api/admin/rooms/{id}/tickets/count', 200, { count: 0 }),
      ),
      at(
        '/api/admin/rooms/1',
        on('PUT', '/api/admin/rooms/{id}', 200, {
          ...room(1, 'Lesesaal Ost'),
          noShowReleaseMinutes: 20,
        }),
      ),
      at(
        '/api/admin/rooms/1',
        on('GET', '/api/admin/rooms/{id}', 200, {
          ...room(1, 'Lesesaal Ost'),
          noShowReleaseMinutes: null,
        }),
      ),
    );
    const { user } = await renderAt('/room-edit/1', fetch);
    const minutes = await screen.findByRole('textbox', {
      name: 'Nicht erschienen: Platz freigeben nach (Minuten)',
    });
    expect(minutes).toHaveValue('');
    expect(minutes).toHaveAccessibleDescription(/^Leer lassen: nie\./);
    await user.type(minutes, '1441');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(minutes).toHaveAccessibleDescription(/zwischen 1 und 1440/));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    await user.clear(minutes);
    await user.type(minutes, '20');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Lesesaal geändert')).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ noShowReleaseMinutes: 20 });
  });

  it.each([
    ['07:30', '07:30'],
    ['', null],
  ])(
    'edits the release time of new days: 09:00 shown, %j saved as %j (empty: midnight)',
    async (typed, sent) => {
      const saved = { ...room(1, 'Lesesaal Ost'), releaseTime: '09:00' };
      const fetch = api(
        at(
          '/api/admin/rooms/1/tickets/count',
          on('GET', '/api/admin/rooms/{id}/tickets/count', 200, { count: 0 }),
        ),
        at('/api/admin/rooms/1', on('PUT', '/api/admin/rooms/{id}', 200, saved)),
        at('/api/admin/rooms/1', on('GET', '/api/admin/rooms/{id}', 200, saved)),
      );
      const { user } = await renderAt('/room-edit/1', fetch);
      const window = await screen.findByRole('group', { name: 'Buchungsfenster' });
      const release = within(window).getByLabelText('Freigabe neuer Tage um');
      expect(release).toHaveAttribute('type', 'time');
      expect(release).toHaveValue('09:00');
      expect(release).toHaveAccessibleDescription(/^Leer lassen: um Mitternacht\. Sonst wird/);

      fireEvent.change(release, { target: { value: typed } });
      await user.click(screen.getByRole('button', { name: 'Speichern' }));
      expect(await screen.findByText('Lesesaal geändert')).toBeInTheDocument();
      const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
      expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ releaseTime: sent });
    },
  );

  it('sets the ordering of records: mode, limits, deadline and pull times, each time checked', async () => {
    const fetch = api(
      at(
        '/api/admin/rooms/1/tickets/count',
        on('GET', '/api/admin/rooms/{id}/tickets/count', 200, { count: 0 }),
      ),
      at('/api/admin/rooms/1', on('PUT', '/api/admin/rooms/{id}', 200, room(1, 'Lesesaal Ost'))),
      at('/api/admin/rooms/1', on('GET', '/api/admin/rooms/{id}', 200, room(1, 'Lesesaal Ost'))),
    );
    const { user } = await renderAt('/room-edit/1', fetch);
    const group = await screen.findByRole('group', { name: 'Archivalien bestellen' });
    await user.click(
      within(group).getByRole('combobox', { name: 'Bestellung mit der Reservierung' }),
    );
    await user.click(await screen.findByRole('option', { name: 'Erforderlich' }));
    const perVisit = within(group).getByRole('textbox', {
      name: /^Höchstens Archivalien pro Besuch/,
    });
    await user.clear(perVisit);
    await user.type(perVisit, '3');
    const pullTimes = within(group).getByRole('textbox', { name: /^Aushebezeiten/ });
    await user.clear(pullTimes);
    await user.type(pullTimes, '13:00, 9:00');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(pullTimes).toHaveAttribute('aria-invalid', 'true'));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    await user.clear(pullTimes);
    await user.type(pullTimes, '13:00, 09:00');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Lesesaal geändert')).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      records: {
        ordering: 'REQUIRED',
        maxUnitsPerVisit: 3,
        maxUnitsPerDay: 10,
        leadWorkingDays: 2,
        deadlineTime: '12:00',
        pullTimes: ['09:00', '13:00'],
      },
    });
  });

  it('marks required fields and focuses the first invalid control, one message per control', async () => {
    const { user } = await renderAt('/room-add', api());
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(name).toBeRequired();
    const capacity = screen.getByRole('textbox', { name: /^Plätze/ });
    await user.clear(capacity);
    await user.type(capacity, '100000');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('Eine Eingabe ist erforderlich.');
    expect(screen.getByRole('textbox', { name: /^Beschreibung/ })).toHaveAccessibleDescription(
      'Eine Eingabe ist erforderlich.',
    );
    expect(capacity).toHaveAccessibleDescription(
      'Bitte geben Sie in das Feld „Plätze“ einen Wert zwischen 0 und 99999 ein.',
    );
  });

  it('shows the not-deletable message with the count instead of a delete button', async () => {
    await renderAt(
      '/room-edit/1',
      api(
        at(
          '/api/admin/rooms/1/tickets/count',
          on('GET', '/api/admin/rooms/{id}/tickets/count', 200, { count: 4 }),
        ),
        at('/api/admin/rooms/1', on('GET', '/api/admin/rooms/{id}', 200, room(1, 'Lesesaal Ost'))),
      ),
    );
    expect(
      await screen.findByText(
        'Der Lesesaal kann nicht gelöscht werden, solange er 4 aktive Reservierungen hat.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lesesaal löschen' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Lesesaal Ost');
  });

  it('deletes a room without tickets after confirmation', async () => {
    const fetch = api(
      at(
        '/api/admin/rooms/1/tickets/count',
        on('GET', '/api/admin/rooms/{id}/tickets/count', 200, { count: 0 }),
      ),
      at('/api/admin/rooms/1', on('GET', '/api/admin/rooms/{id}', 200, room(1, 'Lesesaal Ost'))),
      at('/api/admin/rooms/1', on('DELETE', '/api/admin/rooms/{id}', 204, undefined)),
      on('GET', '/api/admin/rooms', 200, { content: [], totalCount: 0 }),
    );
    const { user } = await renderAt('/room-edit/1', fetch);
    await user.click(await screen.findByRole('button', { name: 'Lesesaal löschen' }));
    const question = screen.getByRole('group', {
      name: 'Lesesaal „Lesesaal Ost“ wirklich löschen?',
    });
    expect(within(question).getByRole('button', { name: 'Nein, behalten' })).toHaveFocus();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(within(question).getByRole('button', { name: 'Ja, löschen' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/rooms'));
    expect(await screen.findByText('Lesesaal gelöscht')).toBeInTheDocument();
  });

  it('saves an edit with the version it read', async () => {
    const fetch = api(
      at(
        '/api/admin/rooms/1/tickets/count',
        on('GET', '/api/admin/rooms/{id}/tickets/count', 200, { count: 0 }),
      ),
      at('/api/admin/rooms/1', on('PUT', '/api/admin/rooms/{id}', 200, room(1, 'Lesesaal Nord'))),
      at('/api/admin/rooms/1', on('GET', '/api/admin/rooms/{id}', 200, room(1, 'Lesesaal Ost'))),
    );
    const { user } = await renderAt('/room-edit/1', fetch);
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Lesesaal Nord');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Lesesaal geändert')).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      id: 1,
      version: 3,
      name: 'Lesesaal Nord',
      openEnd: { type: 'WORKING_DAY', value: 30 },
    });
  });
});
