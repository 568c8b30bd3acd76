import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, on } from '../../test/api-fake';
import { editingRoom, renderRoomForm, room, sentOf } from './room-form-test-support';

describe('room form: user application required', () => {
  it('shows the stored flag with its hint and saves it changed', async () => {
    const fetch = editingRoom({ requiresApplication: true });
    const { user } = await renderRoomForm('/room-edit/1', fetch);
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
    const { user } = await renderRoomForm('/room-add', fetch);
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
