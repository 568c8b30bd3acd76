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

function renderAt(path: string, fetch: typeof globalThis.fetch, language: 'de' | 'en') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/rooms" element={<p>Rooms</p>} />
        <Route path="/room-add" element={<RoomFormScreen />} />
        <Route path="/room-edit/:id" element={<RoomFormScreen />} />
      </Routes>
      <NotificationList />
    </MemoryRouter>,
    { fetch, namespaces: ['admin-rooms', 'admin-stays', 'validation'], config: { language } },
  );
}

const sentOf = (fetch: ReturnType<typeof fakeFetch>, method: string) => {
  const call = fetch.mock.calls.find(([, init]) => init?.method === method);
  return call ? (JSON.parse(String(call[1]?.body)) as Record<string, unknown>) : undefined;
};

function editing(stored: number | null) {
  return fakeFetch(
    at(
      '/api/admin/rooms/1/tickets/count',
      on('GET', '/api/admin/rooms/{id}/tickets/count', 200, { count: 0 }),
    ),
    at('/api/admin/rooms/1', on('PUT', '/api/admin/rooms/{id}', 200, room())),
    at(
      '/api/admin/rooms/1',
      on('GET', '/api/admin/rooms/{id}', 200, room({ maxStayDays: stored })),
    ),
  );
}

describe('room form: the longest research stay', () => {
  it('shows the stored days in a labelled group with its hint, and saves an empty field as no stays', async () => {
    const fetch = editing(5);
    const { user } = await renderAt('/room-edit/1', fetch, 'en');
    const field = await screen.findByRole('textbox', { name: 'Longest stay in days' });
    expect(screen.getByRole('group', { name: 'Research stays' })).toContainElement(field);
    expect(field).toHaveValue('5');
    expect(field).toHaveAccessibleDescription(
      /2 to 60 days\. Empty: this reading room takes no stays/,
    );
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentOf(fetch, 'PUT')).toBeDefined());
    expect(sentOf(fetch, 'PUT')).toMatchObject({ maxStayDays: null, version: 3 });
  });

  it('refuses one day with the rule named at the field, and saves a week', async () => {
    const fetch = editing(null);
    const { user } = await renderAt('/room-edit/1', fetch, 'de');
    const field = await screen.findByRole('textbox', { name: 'Längster Aufenthalt in Tagen' });
    expect(field).toHaveValue('');
    await user.type(field, '1');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(/Längster Aufenthalt in Tagen.*2/);
    expect(sentOf(fetch, 'PUT')).toBeUndefined();
    await user.clear(field);
    await user.type(field, '7');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(sentOf(fetch, 'PUT')).toMatchObject({ maxStayDays: 7 }));
  });
});
