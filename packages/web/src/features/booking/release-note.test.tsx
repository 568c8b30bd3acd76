import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { at, fakeFetch, on } from '../../test/api-fake';
import { dayButtonName, renderBooking, visitorRoom } from './booking-test-support';
import { releaseParts } from './release-text';

// A room bookable from today to 3 days ahead whose new day opens at 11:00 (Vienna). Every
// clock is fixed: Monday 27 April 2026 (summer time, UTC+2).
async function renderRoom(now: string, releaseTime: string | null) {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(now) });
  const room = visitorRoom({ openEnd: { type: 'DAY', value: 3 }, releaseTime });
  const fetch = fakeFetch(
    on('GET', '/api/rooms/{id}/booking', 200, []),
    at('/api/rooms/7', on('GET', '/api/rooms/{id}', 200, room)),
  );
  const rendered = await renderBooking('/room/7', fetch);
  await screen.findByRole('heading', { name: room.name });
  return rendered;
}

afterEach(() => vi.useRealTimers());

describe('the calendar says when the next day opens', () => {
  it('before the release: the day after the window names the release time, as its description', async () => {
    await renderRoom('2026-04-27T08:00:00Z', '11:00'); // 10:00: the window ends on the 29th
    const day = await screen.findByRole('button', { name: dayButtonName('2026-04-30') });
    expect(day).toHaveAccessibleDescription('buchbar ab Mo., 27. April, 11:00 Uhr');
    expect(
      screen.getByText('buchbar ab Mo., 27. April, 11:00 Uhr').closest('.release-note'),
    ).toHaveTextContent('Donnerstag, 30. April 2026: buchbar ab Mo., 27. April, 11:00 Uhr');
    const last = screen.getByRole('button', { name: dayButtonName('2026-04-29') });
    expect(last).not.toHaveAttribute('aria-describedby');
  });

  it('after the release: the 30th is in the window, and April names no day not yet open', async () => {
    await renderRoom('2026-04-27T09:00:00Z', '11:00');
    // the 1st of May is in the next month: this month names no day
    await screen.findByRole('button', { name: dayButtonName('2026-04-30') });
    expect(screen.queryByText(/^buchbar ab/)).toBeNull();
    expect(screen.getByRole('button', { name: dayButtonName('2026-04-30') })).not.toHaveAttribute(
      'aria-describedby',
    );
  });

  it('a room without a release time names no release', async () => {
    await renderRoom('2026-04-27T08:00:00Z', null);
    await screen.findByRole('button', { name: dayButtonName('2026-04-30') });
    expect(document.querySelector('.release-note')).toBeNull();
  });
});

describe('releaseParts', () => {
  it('writes the weekday short, the day and month, and the hour without a leading zero', () => {
    const release = { date: '2025-12-01', time: '09:00' };
    expect(releaseParts(release, 'de')).toEqual({ date: 'Mo., 1. Dezember', time: '9:00' });
    expect(releaseParts(release, 'en')).toEqual({ date: 'Mon, 1 December', time: '9:00' });
    expect(releaseParts({ date: '2026-04-28', time: '23:59' }, 'de').time).toBe('23:59');
  });
});
