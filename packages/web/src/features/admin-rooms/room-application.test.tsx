import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotificationList } from '../../components/notifications/notification-list';
import { at, fakeFetch, on } from '../../test/api-fake';
import { renderWithProviders } from '../../test/render';
import type { AdminRoom } from './api';
import { RoomFormScreen } from './components/room-form-screen';

const room = (over: Partial<AdminRoom> = {}): AdminRoom => ({
  id: 1,
  version: 3,
  name: 'Lesesaal Ost',
  description: 'Erdgeschoss links',
  capacity: 12,
  openStart: { type: 'DAY', value: 2 },
  openEnd: { type: 'WORKING_DAY', value: 30 },
  imageAlt: null,
  imageUrl: null,
  sortOrder: 0,
  noShowReleaseMinutes: null,
  ...over,
});

function renderAt(path: string, fetch: typeof globalThis.fetch) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/rooms" element={<p>Rooms</p>} />
        <Route path="/room-add" element={<RoomFormScreen />} />
        <Route path="/room-edit/:id" element={<RoomFormScreen />} />
      </Routes>
      <NotificationList />
    </MemoryRouter>,
    { fetch, namespaces: ['admin-rooms', 'validation'], config: { language: 'en' } },
  );
}

const sentOf = (fetch: ReturnType<typeof fakeFetch>, method: string) => {
  const call = fetch.mock.calls.find(([, init]) => init?.method === method);
  return call ? (JSON.parse(String(call[1]?.body)) as Record<string, unknown>) : undefined;
};

describe('room form: user application required', () => {
  it('shows the stored flag with its hint and saves it changed', async () => {
    const fetch = fakeFetch(
      at(
        '/api/admin/rooms/1/tickets/count',
        on('GET', '/api/admin/rooms/{id}/tickets/count', 200, { count: 0 }),
      ),
      at('/api/admin/rooms/1', on('PUT', '/api/admin/rooms/{id}', 200, room())),
      at(
        '/api/admin/rooms/1',
        on('GET', '/api/admin/rooms/{id}', 200, room({ requiresApplication: true })),
      ),
    );
    const { user } = await renderAt('/room-edit/1', fetch);
    const box = await screen.findByRole('checkbox', { name: 'User application required' });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription(/only when the archive requires user applications/);
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentOf(fetch, 'PUT')).toBeDefined());
    expect(sentOf(fetch, 'PUT')).toMatchObject({ requiresApplication: false, version: 3 });
  });

  it('creates a room without it unless ticked', async () => {
    const fetch = fakeFetch(on('POST', '/api/admin/rooms', 201, room()));
    const { user } = await renderAt('/room-add', fetch);
    const box = await screen.findByRole('checkbox', { name: 'User application required' });
    expect(box).not.toBeChecked();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Lesesaal Nord');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Oben');
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentOf(fetch, 'POST')).toBeDefined());
    expect(sentOf(fetch, 'POST')).toMatchObject({
      name: 'Lesesaal Nord',
      requiresApplication: true,
    });
  });
});
