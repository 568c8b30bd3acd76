// Shared by the room form's tests: a stored room, the form at an address on a fetch double,
// the API of the form editing room 1 and the body the form sent.
import { MemoryRouter, Route, Routes } from 'react-router';
import { NotificationList } from '../../components/notifications/notification-list';
import { at, fakeFetch, on } from '../../test/api-fake';
import { renderWithProviders } from '../../test/render';
import type { AdminRoom } from './api';
import { RoomFormScreen } from './components/room-form-screen';

export const room = (over: Partial<AdminRoom> = {}): AdminRoom => ({
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

/** The room form at `path` (`/room-add`, `/room-edit/:id`); `namespaces` beside the form's. */
export function renderRoomForm(
  path: string,
  fetch: typeof globalThis.fetch,
  { language = 'en', namespaces = [] }: { language?: 'de' | 'en'; namespaces?: string[] } = {},
) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/rooms" element={<p>Rooms</p>} />
        <Route path="/room-add" element={<RoomFormScreen />} />
        <Route path="/room-edit/:id" element={<RoomFormScreen />} />
      </Routes>
      <NotificationList />
    </MemoryRouter>,
    { fetch, namespaces: ['admin-rooms', ...namespaces, 'validation'], config: { language } },
  );
}

/** The body of the first call with `method`, or `undefined` when none was sent. */
export const sentOf = (fetch: ReturnType<typeof fakeFetch>, method: string) => {
  const call = fetch.mock.calls.find(([, init]) => init?.method === method);
  return call ? (JSON.parse(String(call[1]?.body)) as Record<string, unknown>) : undefined;
};

/** The API of the form editing room 1, stored with `over`: no tickets, saving answers 200. */
export function editingRoom(over: Partial<AdminRoom>) {
  return fakeFetch(
    at(
      '/api/admin/rooms/1/tickets/count',
      on('GET', '/api/admin/rooms/{id}/tickets/count', 200, { count: 0 }),
    ),
    at('/api/admin/rooms/1', on('PUT', '/api/admin/rooms/{id}', 200, room())),
    at('/api/admin/rooms/1', on('GET', '/api/admin/rooms/{id}', 200, room(over))),
  );
}
