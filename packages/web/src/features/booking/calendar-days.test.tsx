import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { at, fakeFetch, on } from '../../test/api-fake';
import type { TimeSlot } from './api-types';
import { cartTicket, dayButtonName, renderBooking, visitorRoom } from './booking-test-support';
import { cartStorage } from './storage';

// The month calendar's days as a visitor tells them apart: past days are not closed days,
// today is marked, the days with a slot in the selection are marked, and a legend says what
// every symbol means. "Today" is fixed: Monday 27 April 2026, noon in Vienna.

const room = visitorRoom();
const slot = (id: number, date: string, ticketCount = 0): TimeSlot => ({
  id,
  roomId: 7,
  roomName: room.name,
  date,
  startTime: '09:00',
  endTime: '12:00',
  capacity: 3,
  ticketCount,
  failedRules: [],
});

async function renderCalendar() {
  cartStorage.setTransactionId('tx-1');
  const cart = {
    transactionId: 'tx-1',
    expiredAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    tickets: [cartTicket({ date: '2026-04-28', timeSlotId: 1 })],
  };
  const fetch = fakeFetch(
    // with a cart, the calendar asks the cart's route
    on('GET', '/api/transactions/{id}/rooms/{roomId}/available-timeslots', 200, [
      slot(1, '2026-04-28', 1),
      slot(2, '2026-04-30', 3),
    ]),
    at('/api/transactions/tx-1', on('GET', '/api/transactions/{id}', 200, cart)),
    at('/api/rooms/7', on('GET', '/api/rooms/{id}', 200, room)),
  );
  const rendered = await renderBooking('/room/7', fetch);
  await screen.findByRole('button', {
    name: 'Dienstag, 28. April 2026, in Ihrer Auswahl, freie Plätze',
  });
  return rendered;
}

const dayOf = (date: string) =>
  document.querySelector<HTMLButtonElement>(`.day-button[data-date="${date}"]`)!;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-04-27T10:00:00Z') });
  window.sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('the month calendar', () => {
  it('tells past days from closed ones: named "vergangen", unavailable, choosing nothing', async () => {
    const { user } = await renderCalendar();
    const past = screen.getByRole('button', { name: dayButtonName('2026-04-20') });
    expect(past).toHaveAccessibleName('Montag, 20. April 2026, vergangen');
    expect(past).toHaveAttribute('aria-disabled', 'true');
    expect(past).toHaveAttribute('data-state', 'past');
    expect(past).toHaveAttribute('tabindex', '-1');
    expect(past).toHaveTextContent('–');
    // a closed day ahead stays what it was: no slots, and it can be chosen to see so
    const closed = screen.getByRole('button', { name: dayButtonName('2026-04-29') });
    expect(closed).toHaveAccessibleName('Mittwoch, 29. April 2026, keine Termine');
    expect(closed).not.toHaveAttribute('aria-disabled');
    expect(closed).toHaveTextContent('·');

    await user.click(past);
    expect(screen.queryByRole('heading', { name: /^Termine am / })).toBeNull();
    expect(screen.getByText('Wählen Sie einen Tag mit freien Plätzen.')).toBeInTheDocument();
    expect(past).toHaveAttribute('aria-pressed', 'false');
    await user.click(closed);
    expect(await screen.findByRole('heading', { name: /^Termine am .*29/ })).toBeInTheDocument();
  });

  it('marks today and the days in the selection, in the name and on screen', async () => {
    await renderCalendar();
    const today = screen.getByRole('button', { name: dayButtonName('2026-04-27') });
    expect(today).toHaveAccessibleName('Montag, 27. April 2026, heute, keine Termine');
    expect(today).toHaveAttribute('data-today', 'true');
    expect(today).not.toHaveAttribute('aria-disabled');
    const chosen = screen.getByRole('button', { name: dayButtonName('2026-04-28') });
    expect(chosen).toHaveAccessibleName('Dienstag, 28. April 2026, in Ihrer Auswahl, freie Plätze');
    expect(chosen).toHaveTextContent('●');
    // only today and that day carry the marks
    expect(document.querySelectorAll('.day-button[data-today]:not(.legend-sample)')).toHaveLength(
      1,
    );
    expect(document.querySelectorAll('.day-button[data-in-cart]')).toHaveLength(1);
    expect(dayOf('2026-04-30')).toHaveAccessibleName('Donnerstag, 30. April 2026, ausgebucht');
  });

  it('has a legend for every symbol, visible and read as a list', async () => {
    await renderCalendar();
    const legend = screen.getByRole('list', { name: 'Zeichen\u00aderklärung' });
    expect(screen.getByText('Zeichen\u00aderklärung')).toBeVisible();
    const items = within(legend).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '✓freie Plätze',
      '✕ausgebucht',
      '·keine Termine (geschlossen oder nichts angeboten)',
      '–vergangener Tag',
      '1heute (Zahl dunkel hinterlegt)',
      '●ein Termin dieses Tages ist in Ihrer Auswahl',
    ]);
    // each symbol is named in words for screen readers
    expect(
      within(legend)
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label')),
    ).toEqual(['Haken', 'Kreuz', 'Punkt', 'Strich', 'dunkel hinterlegte Zahl', 'Kreis']);
    // every symbol the grid shows is explained
    const shown = new Set(
      [...document.querySelectorAll('.month-grid .day-state')].flatMap((s) => [
        ...(s.textContent ?? ''),
      ]),
    );
    const explained = new Set(items.map((item) => item.textContent?.[0]));
    for (const symbol of shown) expect(explained).toContain(symbol);
  });

  it('says it in English too', async () => {
    cartStorage.setTransactionId('tx-1');
    const fetch = fakeFetch(
      on('GET', '/api/transactions/{id}/rooms/{roomId}/available-timeslots', 200, [
        slot(1, '2026-04-28'),
      ]),
      on('GET', '/api/transactions/{id}', 200, {
        transactionId: 'tx-1',
        expiredAt: new Date(Date.now() + 10 * 60_000).toISOString(),
        tickets: [],
      }),
      at('/api/rooms/7', on('GET', '/api/rooms/{id}', 200, room)),
    );
    await renderBooking('/room/7', fetch, { language: 'en' });
    expect(
      await screen.findByRole('button', { name: 'Monday, 20 April 2026, past' }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(
      screen.getByRole('button', { name: 'Monday, 27 April 2026, today, no appointments' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Key' })).toBeInTheDocument();
  });
});
