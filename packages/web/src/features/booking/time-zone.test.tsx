import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { archiveToday } from '../../components/archive-today';
import { fakeFetch, on } from '../../test/api-fake';
import { renderWithProviders } from '../../test/render';
import type { TimeSlot } from './api-types';
import { RoomCalendarScreen } from './components/room-calendar-screen';
import { visitorRoom } from './booking-test-support';

/** 1 May 2026, 03:30 UTC: 05:30 on 1 May in Vienna, still 23:30 on 30 April in New York. */
const NEAR_MIDNIGHT = new Date('2026-05-01T03:30:00Z');

const room = visitorRoom();

/** A free seat late on 30 April: still ahead in New York at {@link NEAR_MIDNIGHT}. */
const lateSlot: TimeSlot = {
  id: 1,
  roomId: 7,
  roomName: room.name,
  date: '2026-04-30',
  startTime: '23:45',
  endTime: '23:59',
  capacity: 3,
  ticketCount: 0,
  failedRules: [],
};

function renderCalendar(timeZone: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/room/7']}>
      <Routes>
        <Route path="/room/:id" element={<RoomCalendarScreen />} />
      </Routes>
    </MemoryRouter>,
    {
      config: { timeZone },
      fetch: fakeFetch(
        on('GET', '/api/rooms/{id}/booking', 200, [lateSlot]),
        on('GET', '/api/rooms/{id}', 200, room),
      ),
    },
  );
}

// Only Date is faked: the screens' own timers and user-event keep running for real.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NEAR_MIDNIGHT);
});
afterEach(() => vi.useRealTimers());

describe("the archive's today", () => {
  it('is read in the configured zone, not in Vienna', () => {
    expect(archiveToday('America/New_York')).toBe('2026-04-30');
    expect(archiveToday('Europe/Vienna')).toBe('2026-05-01');
  });

  it("opens the visitor calendar on New York's month when TIME_ZONE is America/New_York", async () => {
    const { fetchMock } = await renderCalendar('America/New_York');
    expect(await screen.findByRole('heading', { level: 2, name: 'April 2026' })).toBeVisible();
    // 30 April is today, not a past day: its free seat is offered
    expect(
      await screen.findByRole('button', {
        name: 'Donnerstag, 30. April 2026, heute, freie Plätze',
      }),
    ).toHaveAttribute('data-state', 'free');
    expect(screen.getByRole('button', { name: 'Vorheriger Monat' })).toBeDisabled();
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
        expect.stringContaining('fromDate=2026-04-01'),
      ),
    );
  });

  it("opens the visitor calendar on Vienna's month at the same instant with the default zone", async () => {
    await renderCalendar('Europe/Vienna');
    expect(await screen.findByRole('heading', { level: 2, name: 'Mai 2026' })).toBeVisible();
  });
});
