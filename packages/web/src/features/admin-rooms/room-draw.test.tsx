import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotificationList } from '../../components/notifications/notification-list';
import { at, fakeFetch, on } from '../../test/api-fake';
import { renderWithProviders } from '../../test/render';
import type { AdminRoom } from './api';
import { RoomFormScreen } from './components/room-form-screen';
import { RoomsScreen } from './components/rooms-screen';
import { room as storedRoom } from './room-form-test-support';

// The fair opening's fields of the room form (docs/decisions/release-time.md): a switch and
// the waiting room's lead, the places let in per minute and the time to book.

const room = (extra: Partial<AdminRoom> = {}): AdminRoom =>
  storedRoom({
    openEnd: { type: 'DAY', value: 30 },
    releaseTime: '09:00',
    openingDraw: null,
    ...extra,
  });

function renderAt(path: string, fetch: typeof globalThis.fetch, language?: 'de' | 'en') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/rooms" element={<RoomsScreen />} />
        <Route path="/room-edit/:id" element={<RoomFormScreen />} />
      </Routes>
      <NotificationList />
    </MemoryRouter>,
    {
      fetch,
      namespaces: ['admin-rooms', 'validation'],
      ...(language ? { config: { language } } : {}),
    },
  );
}

function editing(saved: AdminRoom) {
  return fakeFetch(
    at(
      '/api/admin/rooms/1/tickets/count',
      on('GET', '/api/admin/rooms/{id}/tickets/count', 200, { count: 0 }),
    ),
    at('/api/admin/rooms/1', on('PUT', '/api/admin/rooms/{id}', 200, saved)),
    at('/api/admin/rooms/1', on('GET', '/api/admin/rooms/{id}', 200, saved)),
  );
}

const sentBody = (fetch: ReturnType<typeof fakeFetch>) => {
  const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
  return put ? (JSON.parse(String(put[1]?.body)) as Record<string, unknown>) : undefined;
};

describe('the fair opening in the room form', () => {
  it('is off for a room without a draw; turned on it shows three fields with hints and saves them', async () => {
    const fetch = editing(room());
    const { user } = await renderAt('/room-edit/1', fetch);
    const group = await screen.findByRole('group', { name: 'Faire Öffnung' });
    const toggle = within(group).getByRole('switch', { name: 'Faire Öffnung mit Warteraum' });
    expect(toggle).not.toBeChecked();
    // the hint names the release time field it works with
    expect(toggle).toHaveAccessibleDescription(/„Freigabe neuer Tage um“/);
    expect(within(group).queryByRole('textbox')).toBeNull();

    await user.click(toggle);
    const lead = within(group).getByRole('textbox', {
      name: 'Warteraum öffnet vor der Freigabe (Minuten)',
    });
    expect(lead).toHaveValue('30');
    expect(lead).toHaveAccessibleDescription(/nimmt an der Auslosung teil/);
    const rate = within(group).getByRole('textbox', { name: 'Personen pro Minute an der Reihe' });
    const turn = within(group).getByRole('textbox', { name: 'Zeit zum Buchen (Minuten)' });
    await user.clear(lead);
    await user.type(lead, '15');
    await user.clear(rate);
    await user.type(rate, '40');
    await user.clear(turn);
    await user.type(turn, '8');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Lesesaal geändert')).toBeInTheDocument();
    expect(sentBody(fetch)).toMatchObject({
      releaseTime: '09:00',
      openingDraw: { preWindowMinutes: 15, admitPerMinute: 40, turnMinutes: 8 },
    });
  });

  it.each([
    ['Warteraum öffnet vor der Freigabe (Minuten)', '4', /zwischen 5 und 120/],
    ['Personen pro Minute an der Reihe', '0', /zwischen 1 und 10000/],
    ['Zeit zum Buchen (Minuten)', '61', /zwischen 1 und 60/],
  ])('refuses %s = %s with the range, sending nothing', async (label, typed, message) => {
    const fetch = editing(
      room({ openingDraw: { preWindowMinutes: 30, admitPerMinute: 20, turnMinutes: 10 } }),
    );
    const { user } = await renderAt('/room-edit/1', fetch);
    const field = await screen.findByRole('textbox', { name: label });
    await user.clear(field);
    await user.type(field, typed);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(message));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('shows a room’s draw and turned off saves null (no draw)', async () => {
    const draw = { preWindowMinutes: 45, admitPerMinute: 100, turnMinutes: 12 };
    const fetch = editing(room({ openingDraw: draw }));
    const { user } = await renderAt('/room-edit/1', fetch);
    const toggle = await screen.findByRole('switch', { name: 'Faire Öffnung mit Warteraum' });
    expect(toggle).toBeChecked();
    expect(screen.getByRole('textbox', { name: /^Warteraum öffnet/ })).toHaveValue('45');
    expect(screen.getByRole('textbox', { name: /^Personen pro Minute/ })).toHaveValue('100');
    expect(screen.getByRole('textbox', { name: /^Zeit zum Buchen/ })).toHaveValue('12');

    await user.click(toggle);
    expect(screen.queryByRole('textbox', { name: /^Warteraum öffnet/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Lesesaal geändert')).toBeInTheDocument();
    expect(sentBody(fetch)).toMatchObject({ openingDraw: null });
  });

  it('speaks English', async () => {
    await renderAt('/room-edit/1', editing(room()), 'en');
    const group = await screen.findByRole('group', { name: 'Fair opening' });
    expect(
      within(group).getByRole('switch', { name: 'Fair opening with a waiting room' }),
    ).toHaveAccessibleDescription(/“New days open at”/);
  });
});

describe('the room list', () => {
  it('names a room’s fair opening, and none for a room without', async () => {
    const drawn = room({
      openingDraw: { preWindowMinutes: 30, admitPerMinute: 20, turnMinutes: 10 },
    });
    const plain = { ...room(), id: 2, name: 'Lesesaal West', sortOrder: 1 };
    await renderAt(
      '/rooms',
      fakeFetch(on('GET', '/api/admin/rooms', 200, { content: [drawn, plain], totalCount: 2 })),
    );
    const items = await screen.findAllByRole('listitem');
    const east = items.find((li) => within(li).queryByRole('heading', { name: 'Lesesaal Ost' }));
    const west = items.find((li) => within(li).queryByRole('heading', { name: 'Lesesaal West' }));
    expect(east).toHaveTextContent('Faire Öffnung: Warteraum ab 30 Minuten vor der Freigabe');
    expect(west).not.toHaveTextContent('Faire Öffnung');
  });
});
