import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, isoDate, monthOf, shiftMonth } from '@lesesaal/domain/dates';
import { at, fakeFetch, on, respond, sentBody, type Handler } from '../../test/api-fake';
import { testToday } from '../../test/render';
import type { TimeSlot } from './api-types';
import { cartTicket, dayButtonName, renderBooking, visitorRoom } from './booking-test-support';
import { cartStorage } from './storage';

// five days in the month after next (the calendar opens on the month of the next free day)
const next = shiftMonth(monthOf(testToday()), 2);
const first = isoDate(next.year, next.month, 3);
const days = [0, 1, 2, 3, 4].map((n) => addDays(first, n));
const last = days[4]!;
const room = visitorRoom({ maxStayDays: 5, nextFreeDate: first });

const slot = (id: number, date: string, over: Partial<TimeSlot> = {}): TimeSlot => ({
  id,
  roomId: 7,
  roomName: 'Lesesaal Ost',
  date,
  startTime: '09:00',
  endTime: '16:00',
  capacity: 3,
  ticketCount: 1,
  failedRules: [],
  ...over,
});
// the third day is full; the fourth has a second, shorter slot in the afternoon
const slots = [
  slot(11, days[0]!),
  slot(12, days[1]!),
  slot(13, days[2]!, { ticketCount: 3, failedRules: ['timeslot_no_tickets_left'] }),
  slot(14, days[3]!),
  slot(24, days[3]!, { startTime: '13:00', endTime: '17:00' }),
  slot(15, days[4]!),
];
const FULL = new Set([13]);

const later = () => new Date(Date.now() + 10 * 60_000).toISOString();
const cartOf = (ids: number[]) => ({
  transactionId: 'tx-9',
  expiredAt: later(),
  tickets: ids.map((id, i) =>
    cartTicket({
      id: 100 + i,
      transactionId: 'tx-9',
      timeSlotId: id,
      date: slots.find((s) => s.id === id)!.date,
      startTime: '09:00',
      endTime: '16:00',
      stayId: 'stay-1',
    }),
  ),
});

/** The preview answers each slot's state; `full` names slots taken meanwhile. */
function api(extra: Handler[] = [], full = FULL) {
  return fakeFetch(
    ...extra,
    on('GET', '/api/rooms/{id}/stay-days', 200, (url) => {
      const ids = (new URL(url, 'http://x').searchParams.get('timeSlotIds') ?? '')
        .split(',')
        .map(Number);
      return {
        roomId: 7,
        maxStayDays: 5,
        days: ids.map((id) => {
          const s = slots.find((x) => x.id === id)!;
          const taken = full.has(id);
          return {
            timeSlotId: id,
            date: s.date,
            startTime: s.startTime,
            endTime: s.endTime,
            state: taken ? ('full' as const) : ('free' as const),
            reason: taken ? ('timeslot_no_tickets_left' as const) : null,
          };
        }),
      };
    }),
    on('GET', '/api/rooms/{id}/booking', 200, slots),
    on('GET', '/api/rooms/{id}', 200, room),
    on('GET', '/api/rooms', 200, { content: [room], totalCount: 1 }),
  );
}

const stays = (fetch: ReturnType<typeof fakeFetch>) =>
  fetch.mock.calls.filter(([url]) => String(url).includes('/stay-days'));

async function openStay(fetch: ReturnType<typeof fakeFetch>, language: 'de' | 'en' = 'de') {
  const rendered = await renderBooking('/room/7', fetch, {
    language,
    namespaces: ['booking', 'stays'],
  });
  const { user } = rendered;
  await user.click(
    await screen.findByRole('radio', {
      name: language === 'de' ? /^Forschungs\u00adaufenthalt/ : /^Research stay/,
    }),
  );
  return rendered;
}

beforeEach(() => window.sessionStorage.clear());

describe('the research stay in the room calendar', () => {
  it('picks the first and last day in the calendar and lists the days, the full one left out', async () => {
    const fetch = api();
    const { user } = await openStay(fetch);
    // the calendar picks the span: first the first day, then the last
    await user.click(await screen.findByRole('button', { name: dayButtonName(first) }));
    await user.click(screen.getByRole('button', { name: dayButtonName(last) }));
    expect(screen.getByLabelText('Erster Tag')).toHaveValue(first);
    expect(screen.getByLabelText('Letzter Tag')).toHaveValue(last);
    expect(screen.getByRole('combobox', { name: /^Zeitfenster an jedem Tag/ })).toHaveValue(
      '09:00–16:00',
    );

    const list = await screen.findByRole('group', { name: 'Die Tage Ihres Aufenthalts' });
    await waitFor(() => expect(within(list).getAllByRole('checkbox')).toHaveLength(4));
    for (const box of within(list).getAllByRole('checkbox')) expect(box).toBeChecked();
    // the full day is listed, marked in words, and has no checkbox
    expect(within(list).getByText(/ausgebucht – wird nicht gebucht/)).toBeInTheDocument();
    expect(within(list).getByText('4 Tage ausgewählt.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '4 Tage zusammen vormerken' })).toBeInTheDocument();
  });

  it('holds the chosen days together, then the cart shows the stay as one item', async () => {
    const fetch = api([
      on('POST', '/api/transactions/stays', 201, () => cartOf([11, 12, 14, 15])),
      at(
        '/api/transactions/tx-9',
        on('GET', '/api/transactions/{id}', 200, cartOf([11, 12, 14, 15])),
      ),
    ]);
    const { user } = await openStay(fetch);
    fireEvent.change(screen.getByLabelText('Erster Tag'), { target: { value: first } });
    fireEvent.change(screen.getByLabelText('Letzter Tag'), { target: { value: last } });
    const list = await screen.findByRole('group', { name: 'Die Tage Ihres Aufenthalts' });
    await waitFor(() => expect(within(list).getAllByRole('checkbox')).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: '4 Tage zusammen vormerken' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/your-reservations'),
    );
    expect(sentBody(fetch, 'POST')).toEqual({ timeSlotIds: [11, 12, 14, 15] });
    expect(cartStorage.transactionId()).toBe('tx-9');
    // the cart lists the stay as one item with its days and one remove button
    const title = /^Lesesaal Ost · Forschungs\u00adaufenthalt .* bis .* · 4 Tage$/;
    expect(
      await screen.findByText((_, el) => el?.tagName === 'P' && title.test(el.textContent ?? '')),
    ).toBeInTheDocument();
    expect(
      screen.getAllByRole('button', { name: /^Forschungs\u00adaufenthalt .* entfernen$/ }),
    ).toHaveLength(1);
    // a stay counts once against the cart's limit: more can be added
    expect(screen.getByRole('link', { name: 'Weitere Termine wählen' })).toBeInTheDocument();
  });

  it('holds without a day the visitor unchecks, and names days taken meanwhile in the alert', async () => {
    let call = 0;
    const hold: Handler = (url, init) => {
      if (init?.method !== 'POST' || !url.endsWith('/api/transactions/stays')) return undefined;
      call += 1;
      return call === 1
        ? respond('/api/transactions/stays', 'post', 409, {
            error: 'stay__days_unavailable',
            payload: ['14'],
          })
        : respond('/api/transactions/stays', 'post', 201, cartOf([11, 15]));
    };
    const fetch = api([hold]);
    const { user } = await openStay(fetch);
    fireEvent.change(screen.getByLabelText('Erster Tag'), { target: { value: first } });
    fireEvent.change(screen.getByLabelText('Letzter Tag'), { target: { value: last } });
    const list = await screen.findByRole('group', { name: 'Die Tage Ihres Aufenthalts' });
    await waitFor(() => expect(within(list).getAllByRole('checkbox')).toHaveLength(4));
    await user.click(
      within(list).getByRole('checkbox', { name: new RegExp(`${Number(days[1]!.slice(8))}\\.`) }),
    );
    await user.click(screen.getByRole('button', { name: '3 Tage zusammen vormerken' }));
    expect(sentBody(fetch, 'POST')).toEqual({ timeSlotIds: [11, 14, 15] });

    // nothing held: the alert says so, the taken day is marked full and left out
    const alert = await screen.findByText(/^1 Tag ist inzwischen belegt/);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    await waitFor(() => expect(within(list).getAllByRole('checkbox')).toHaveLength(3));
    expect(within(list).getAllByText(/ausgebucht – wird nicht gebucht/)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '2 Tage zusammen vormerken' }));
    await waitFor(() => expect(call).toBe(2));
    const second = fetch.mock.calls.filter(([, init]) => init?.method === 'POST')[1]!;
    expect(JSON.parse(String(second[1]?.body))).toEqual({ timeSlotIds: [11, 15] });
  });

  it("offers a day's other slot, and asks the preview with the slot chosen", async () => {
    const fetch = api();
    const { user } = await openStay(fetch, 'en');
    fireEvent.change(screen.getByLabelText('First day'), { target: { value: first } });
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: last } });
    const other = await screen.findByRole('combobox', { name: /^Time slot on (?!every)/ });
    await user.selectOptions(other, '24');
    await waitFor(() =>
      expect(
        stays(fetch).some(
          ([url]) =>
            String(url).includes('11%2C12%2C13%2C24%2C15') ||
            String(url).includes('11,12,13,24,15'),
        ),
      ).toBe(true),
    );
    expect(await screen.findByRole('button', { name: 'Hold 4 days together' })).toBeInTheDocument();
  });

  it('says beside the picker when the span is longer than the room allows, and asks nothing', async () => {
    const fetch = api();
    await openStay(fetch, 'en');
    fireEvent.change(screen.getByLabelText('First day'), { target: { value: first } });
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: addDays(first, 6) } });
    expect(
      await screen.findByText('At most 5 days are possible from the first to the last day.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Last day')).toHaveAttribute('aria-invalid', 'true');
    expect(stays(fetch)).toHaveLength(0);
  });

  it('offers no stay in a room without maxStayDays', async () => {
    const fetch = fakeFetch(
      on('GET', '/api/rooms/{id}/booking', 200, slots),
      on('GET', '/api/rooms/{id}', 200, { ...room, maxStayDays: null }),
    );
    await renderBooking('/room/7', fetch);
    await screen.findByRole('heading', { level: 1, name: 'Lesesaal Ost' });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
