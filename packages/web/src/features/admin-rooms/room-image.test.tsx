import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotificationList } from '../../components/notifications/notification-list';
import { fakeFetch, on } from '../../test/api-fake';
import { renderWithProviders } from '../../test/render';
import type { AdminRoom } from './api';
import { RoomImageScreen } from './components/room-image-screen';
import { room as storedRoom } from './room-form-test-support';

const room: AdminRoom = storedRoom();

/** A JPEG-typed file of `bytes` (the browser's check reads type and size only). */
const photo = (bytes: number) =>
  new File([new Uint8Array(bytes)], 'IMG_0001.jpg', { type: 'image/jpeg' });

function renderScreen(fetch: typeof globalThis.fetch, language: 'de' | 'en' = 'de') {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/room-edit-image/1']}>
      <Routes>
        <Route path="/room-edit-image/:id" element={<RoomImageScreen />} />
      </Routes>
      <NotificationList />
    </MemoryRouter>,
    { fetch, namespaces: ['admin-rooms', 'validation'], config: { language } },
  );
}

describe('room picture', () => {
  it.each([
    ['de', 'höchstens 20 MB – ein Foto vom Mobiltelefon passt'],
    ['en', 'at most 20 MB – a photo from a mobile phone is fine'],
  ] as const)(
    'says in %s that a phone photo is taken and stored smaller',
    async (language, hint) => {
      await renderScreen(fakeFetch(on('GET', '/api/admin/rooms/{id}', 200, room)), language);
      const input = await screen.findByLabelText(language === 'de' ? /^Bilddatei/ : /^Image file/);
      expect(input).toHaveAccessibleDescription(expect.stringContaining(hint));
      expect(input).toHaveAccessibleDescription(expect.stringContaining('1600'));
    },
  );

  it('uploads a 6 MB phone photo and refuses one over 20 MB before sending', async () => {
    const fetch = fakeFetch(
      on('GET', '/api/admin/rooms/{id}', 200, room),
      on('PUT', '/api/admin/rooms/{id}/image', 200, {
        ...room,
        imageAlt: 'Der Lesesaal vom Eingang',
        imageUrl: '/api/rooms/1/image?v=1',
      }),
    );
    await renderScreen(fetch);
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('button', { name: 'Bild hochladen' });
    const file = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.type(
      screen.getByRole('textbox', { name: /^Alternativtext/ }),
      'Der Lesesaal vom Eingang',
    );

    await user.upload(file, photo(20 * 1024 * 1024 + 1));
    await user.click(screen.getByRole('button', { name: 'Bild hochladen' }));
    expect(await screen.findByText(/^Die Datei ist zu groß/)).toBeVisible();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.upload(file, photo(6 * 1024 * 1024));
    await user.click(screen.getByRole('button', { name: 'Bild hochladen' }));
    expect(await screen.findByText('Bild geändert')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true);
  });
});
