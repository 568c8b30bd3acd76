import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, on } from '../../test/api-fake';
import type { TimeSlot } from './api-types';
import { renderBooking, visitorRoom } from './booking-test-support';

// The calendar's keys across a month's end (found in e2e on 2026-11-25): the room calendar
// keeps its month in the URL, which React Router changes in a transition, so the new month
// shows after the key. A second key before that used to start from the old focused day and
// the focus was lost with the old month's buttons. "Today" is fixed near a month's end.

const room = visitorRoom();
const freeSlot = (id: number, date: string): TimeSlot => ({
  id,
  roomId: 7,
  roomName: room.name,
  date,
  startTime: '09:00',
  endTime: '12:00',
  capacity: 3,
  ticketCount: 0,
  failedRules: [],
});

async function renderCalendar() {
  const fetch = fakeFetch(
    on('GET', '/api/rooms/{id}/booking', 200, [
      freeSlot(1, '2026-04-28'),
      freeSlot(2, '2026-04-30'),
      freeSlot(3, '2026-05-05'),
    ]),
    on('GET', '/api/rooms/{id}', 200, room),
  );
  const rendered = await renderBooking('/room/7', fetch);
  await screen.findByRole('heading', { level: 1, name: 'Lesesaal Ost' });
  await screen.findByRole('button', { name: 'Dienstag, 28. April 2026, freie Plätze' });
  return rendered;
}

const day = (date: string) =>
  document.querySelector<HTMLButtonElement>(`.day-button[data-date="${date}"]`)!;
const focusedDate = () => document.activeElement?.getAttribute('data-date') ?? null;

/**
 * Keys pressed as fast as a browser delivers them: one keydown after the other on the focused
 * element, without waiting for React (outside act) — the month switch follows later.
 */
function pressQuickly(...keys: string[]) {
  for (const key of keys) {
    const target = document.activeElement ?? document.body;
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  }
}

beforeEach(() => {
  // Monday 27 April 2026, noon in Vienna: next week lies in May
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-04-27T10:00:00Z') });
});
afterEach(() => vi.useRealTimers());

describe('month calendar keys across a month switch', () => {
  it('follows the day down into the next month and up again, announcing it', async () => {
    const { user } = await renderCalendar();
    day('2026-04-28').focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedDate()).toBe('2026-05-05'));
    expect(screen.getByRole('heading', { level: 2, name: 'Mai 2026' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('?month=2026-05');
    expect(document.activeElement).toHaveAccessibleName('Dienstag, 5. Mai 2026, freie Plätze');
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(focusedDate()).toBe('2026-04-28'));
    expect(screen.getByRole('heading', { level: 2, name: 'April 2026' })).toBeInTheDocument();
    expect(document.activeElement).toHaveAccessibleName('Dienstag, 28. April 2026, freie Plätze');
    expect(document.querySelectorAll('.day-button[tabindex="0"]')).toHaveLength(1);
  });

  it('keeps the focus when the next key comes before the new month shows (down, up)', async () => {
    await renderCalendar();
    day('2026-04-28').focus();
    pressQuickly('ArrowDown', 'ArrowUp');
    await waitFor(() => expect(focusedDate()).toBe('2026-04-28'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?month=2026-04'));
    expect(screen.getByRole('heading', { level: 2, name: 'April 2026' })).toBeInTheDocument();
    expect(document.activeElement).toHaveAccessibleName('Dienstag, 28. April 2026, freie Plätze');
  });

  it('keeps the focus for right then left across the last day of the month', async () => {
    await renderCalendar();
    day('2026-04-30').focus();
    pressQuickly('ArrowRight', 'ArrowRight', 'ArrowLeft', 'ArrowLeft');
    await waitFor(() => expect(focusedDate()).toBe('2026-04-30'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?month=2026-04'));
    expect(document.activeElement).toHaveAccessibleName('Donnerstag, 30. April 2026, freie Plätze');
  });

  it('moves on from the day of the month still coming (down, then down again)', async () => {
    await renderCalendar();
    day('2026-04-28').focus();
    pressQuickly('ArrowDown', 'ArrowDown');
    await waitFor(() => expect(focusedDate()).toBe('2026-05-12'));
    expect(screen.getByRole('heading', { level: 2, name: 'Mai 2026' })).toBeInTheDocument();
  });

  it('takes Home and End from the month a Page Down moved to, and Page Up back', async () => {
    await renderCalendar();
    day('2026-04-28').focus();
    pressQuickly('PageDown', 'End');
    await waitFor(() => expect(focusedDate()).toBe('2026-05-31'));
    expect(screen.getByRole('heading', { level: 2, name: 'Mai 2026' })).toBeInTheDocument();
    pressQuickly('Home', 'PageUp');
    await waitFor(() => expect(focusedDate()).toBe('2026-04-01'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?month=2026-04'));
    expect(screen.getByRole('heading', { level: 2, name: 'April 2026' })).toBeInTheDocument();
  });
});
