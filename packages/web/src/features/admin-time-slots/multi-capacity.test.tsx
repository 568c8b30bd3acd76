// Seats for a period (multi-capacity), split from admin-time-slots.test.tsx.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays } from '@lesesaal/domain/dates';
import type { SlotRoom } from './api';
import { api, at, on, renderAt, slot, today, tomorrow } from './time-slots-test-support';

describe('seats for a period', () => {
  const room: SlotRoom = {
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
    noShowReleaseMinutes: null,
  };
  const display = (date: string) => date.split('-').reverse().join('.');

  it('shows how many slots change and which are overbooked then, asks again, and keeps the entries on the way back (de)', async () => {
    const slots = [
      slot({ id: 21, date: addDays(tomorrow, 2), ticketCount: 3 }),
      slot({ id: 22, date: tomorrow, ticketCount: 2 }),
      slot({ id: 23, date: addDays(tomorrow, 1), ticketCount: 1 }),
    ];
    const fetch = api(
      at(
        '/api/admin/rooms/3/timeslots/capacity',
        on('POST', '/api/admin/rooms/{id}/timeslots/capacity', 200, { updated: 3 }),
      ),
      at(
        '/api/admin/rooms/3/timeslots',
        on('GET', '/api/admin/rooms/{id}/timeslots', 200, { content: slots, totalCount: 3 }),
      ),
      at('/api/admin/rooms/3', on('GET', '/api/admin/rooms/{id}', 200, room)),
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
      at(
        '/api/admin/rooms/3/timeslots',
        on('GET', '/api/admin/rooms/{id}/timeslots', 200, () => ({
          content,
          totalCount: content.length,
        })),
      ),
      at('/api/admin/rooms/3', on('GET', '/api/admin/rooms/{id}', 200, room)),
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
