import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '@lesesaal/domain/dates';
import { formatLongDate } from '../../components/format-date';
import { at, fakeFetch, on } from '../../test/api-fake';
import { testToday } from '../../test/render';
import type { TimeSlot } from './api-types';
import {
  cartTicket,
  renderBooking,
  roomList,
  visitorRoom,
  dayButtonName,
} from './booking-test-support';

// "Ich brauche: …" above the calendar: what the room's named seats carry, as labelled
// checkboxes; the calendar is asked again with the need, each slot says whether a matching
// seat is free, and the hold carries the need. Only in a room with named seats, only the
// equipment its seats have; the room list names it too.

const today = testToday();
const day = addDays(today, 1).slice(0, 7) === today.slice(0, 7) ? addDays(today, 1) : today;
const microfilm = {
  key: 'microfilm-reader',
  de: 'Mikrofilmlesegerät',
  en: 'Microfilm reader',
  accessible: false,
};
const largeTable = {
  key: 'large-table',
  de: 'Großformattisch',
  en: 'Large-format table',
  accessible: false,
};
const room = visitorRoom({
  namedSeats: { equipment: [microfilm, largeTable], accessible: true },
});
const slot = (id: number, startTime: string, seatMatch?: boolean): TimeSlot => ({
  id,
  roomId: 7,
  roomName: room.name,
  date: day,
  startTime,
  endTime: `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, '0')}:00`,
  capacity: 3,
  ticketCount: 0,
  failedRules: [],
  ...(seatMatch === undefined ? {} : { seatMatch }),
});
const equipment = [
  {
    id: 1,
    key: 'microfilm-reader',
    de: 'Mikrofilmlesegerät',
    en: 'Microfilm reader',
    accessible: false,
  },
  { id: 2, key: 'large-table', de: 'Großformattisch', en: 'Large-format table', accessible: false },
];

beforeEach(() => window.sessionStorage.clear());

describe('the seat need filter', () => {
  it('marks the slots with a matching seat and holds with the need', async () => {
    const fetch = fakeFetch(
      on('GET', '/api/seat-equipment', 200, equipment),
      on('GET', '/api/rooms/{id}/booking', 200, (url) =>
        new URL(url, 'http://localhost').searchParams.get('seatEquipment') === 'microfilm-reader'
          ? [slot(1, '09:00', false), slot(2, '10:00', true)]
          : [slot(1, '09:00'), slot(2, '10:00')],
      ),
      on('POST', '/api/transactions', 201, () => ({
        transactionId: 'tx-1',
        expiredAt: new Date(Date.now() + 15 * 60_000).toISOString(),
        tickets: [cartTicket({ date: day, timeSlotId: 2, seatLabel: 'M2' })],
      })),
      at('/api/rooms/7', on('GET', '/api/rooms/{id}', 200, room)),
    );
    const { user } = await renderBooking('/room/7', fetch);
    const filter = await screen.findByRole('group', { name: 'Ich brauche:' });
    expect(within(filter).getByRole('checkbox', { name: 'Großformattisch' })).not.toBeChecked();
    expect(
      within(filter).getByRole('checkbox', { name: 'barriere\u00adfreier Platz' }),
    ).toBeInTheDocument();
    await user.click(within(filter).getByRole('checkbox', { name: 'Mikrofilmlesegerät' }));
    await user.click(await screen.findByRole('button', { name: dayButtonName(day) }));
    expect(await screen.findByText('✓ Passender Platz frei')).toBeInTheDocument();
    expect(screen.getByText('✗ Kein passender Platz frei')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '10:00–11:00 Uhr buchen' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      timeSlotId: 2,
      seatNeed: { equipment: ['microfilm-reader'], accessible: false },
    });
  });

  it('is not shown in a room without named seats, though the installation has equipment', async () => {
    const fetch = fakeFetch(
      on('GET', '/api/seat-equipment', 200, equipment),
      on('GET', '/api/rooms/{id}/booking', 200, [slot(1, '09:00')]),
      at('/api/rooms/7', on('GET', '/api/rooms/{id}', 200, visitorRoom({ namedSeats: null }))),
    );
    await renderBooking('/room/7', fetch);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Ich brauche:' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it("offers only what the room's seats carry, the accessible seat only where there is one", async () => {
    const fetch = fakeFetch(
      on('GET', '/api/seat-equipment', 200, equipment),
      on('GET', '/api/rooms/{id}/booking', 200, [slot(1, '09:00')]),
      at(
        '/api/rooms/7',
        on(
          'GET',
          '/api/rooms/{id}',
          200,
          visitorRoom({ namedSeats: { equipment: [microfilm], accessible: false } }),
        ),
      ),
    );
    await renderBooking('/room/7', fetch);
    const filter = await screen.findByRole('group', { name: 'Ich brauche:' });
    expect(within(filter).getAllByRole('checkbox')).toHaveLength(1);
    expect(
      within(filter).getByRole('checkbox', { name: 'Mikrofilmlesegerät' }),
    ).toBeInTheDocument();
    expect(within(filter).queryByRole('checkbox', { name: 'Großformattisch' })).toBeNull();
    expect(within(filter).queryByRole('checkbox', { name: /barriere/ })).toBeNull();
  });

  it('names in the room list which rooms have which seat equipment', async () => {
    const fetch = fakeFetch(
      on(
        'GET',
        '/api/rooms',
        200,
        roomList(
          room,
          visitorRoom({ id: 8, name: 'Lesesaal West', namedSeats: null }),
          visitorRoom({ id: 9, name: 'Galerie', namedSeats: { equipment: [], accessible: false } }),
        ),
      ),
    );
    await renderBooking('/', fetch);
    const card = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;
    await screen.findByRole('link', { name: 'Lesesaal Ost' });
    expect(
      within(card('Lesesaal Ost')).getByText(
        'Ausstattung der Plätze: Mikrofilmlesegerät, Großformattisch',
      ),
    ).toBeInTheDocument();
    expect(within(card('Lesesaal West')).queryByText(/Ausstattung/)).toBeNull();
    expect(within(card('Galerie')).queryByText(/Ausstattung/)).toBeNull();
  });

  it("lets the visitor pick a particular free seat from the slot's seat list", async () => {
    const releasesOn = addDays(day, -2);
    const seat = (id: number, label: string, state: 'FREE' | 'TAKEN', heldBack = false) => ({
      id,
      label,
      equipment: label === 'M2' ? ['microfilm-reader'] : [],
      x: null,
      y: null,
      state,
      accessible: heldBack,
      heldBack,
      releasesOn: heldBack ? releasesOn : null,
    });
    const fetch = fakeFetch(
      on('GET', '/api/seat-equipment', 200, equipment),
      on('GET', '/api/rooms/{id}/timeslots/{timeSlotId}/seats', 200, [
        seat(11, '1', 'TAKEN'),
        seat(12, 'M2', 'FREE'),
        seat(13, 'B1', 'FREE', true),
      ]),
      on('GET', '/api/rooms/{id}/booking', 200, [slot(2, '10:00')]),
      on('POST', '/api/transactions', 201, () => ({
        transactionId: 'tx-1',
        expiredAt: new Date(Date.now() + 15 * 60_000).toISOString(),
        tickets: [cartTicket({ date: day, timeSlotId: 2, seatLabel: 'M2' })],
      })),
      at('/api/rooms/7', on('GET', '/api/rooms/{id}', 200, room)),
    );
    const { user } = await renderBooking('/room/7', fetch);
    await user.click(await screen.findByRole('button', { name: dayButtonName(day) }));
    const toggle = await screen.findByRole('button', { name: 'Platz wählen (10:00–11:00 Uhr)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // the slot counts the held-back seat as free: it says why it is not offered, and when it is
    expect(
      screen.getByText(
        `Platz B1 (barriere\u00adfrei) ist für Personen zurück\u00adgehalten, die einen barriere\u00adfreien Platz brauchen, und wird ab ${formatLongDate(releasesOn, 'de')} für alle freigegeben.`,
      ),
    ).toBeInTheDocument();
    await user.click(toggle);
    const list = await screen.findByRole('list', { name: 'Plätze 10:00–11:00 Uhr' });
    expect(screen.getByRole('button', { name: 'Platz wählen (10:00–11:00 Uhr)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // taken seats have no button; the held-back accessible seat is not offered
    expect(within(list).queryByRole('button', { name: 'Platz 1 wählen' })).toBeNull();
    expect(within(list).queryByText('Platz B1')).toBeNull();
    expect(within(list).getByText('Mikrofilmlesegerät')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Platz M2 wählen' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ timeSlotId: 2, seatId: 12 });
  });
});
