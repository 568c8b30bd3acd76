import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editingRoom, renderRoomForm, sentOf } from './room-form-test-support';

describe('room form: the longest research stay', () => {
  it('shows the stored days in a labelled group with its hint, and saves an empty field as no stays', async () => {
    const fetch = editingRoom({ maxStayDays: 5 });
    const { user } = await renderRoomForm('/room-edit/1', fetch, { namespaces: ['admin-stays'] });
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
    const fetch = editingRoom({ maxStayDays: null });
    const { user } = await renderRoomForm('/room-edit/1', fetch, {
      language: 'de',
      namespaces: ['admin-stays'],
    });
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
