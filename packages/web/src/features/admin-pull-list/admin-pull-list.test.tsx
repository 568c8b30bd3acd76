import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, on, pathOf } from '../../test/api-fake';
import { renderWithProviders } from '../../test/render';
import type { PullList, PullListItem } from './api';
import { PullListScreen } from './components/pull-list-screen';

const item = (
  unitId: number,
  callNumber: string,
  extra: Partial<PullListItem> = {},
): PullListItem => ({
  unitId,
  ticketId: 100 + unitId,
  bookingNumber: 'ABCD2345',
  ticketStatus: 'BOOKED',
  roomId: 1,
  roomName: 'Lesesaal Ost',
  timeSlotId: 5,
  date: '2099-03-02',
  startTime: '09:00',
  endTime: '12:00',
  pullTime: '09:00',
  seatNumber: 2,
  seatMissing: false,
  firstName: 'Erika',
  lastName: 'Musterfrau',
  callNumber,
  title: `Akten ${callNumber}`,
  note: null,
  state: 'ORDERED',
  reason: null,
  pulled: false,
  applicationState: null,
  ...extra,
});

const LIST: PullList = {
  date: '2099-03-02',
  pullTimes: ['09:00', '13:00'],
  items: [
    item(1, 'Rep. 2 Nr. 9', { applicationState: 'approved' }),
    // booked over the room's named seats: no seat assigned
    item(2, 'Rep. 2 Nr. 10', { seatLabel: null, seatMissing: true }),
    item(3, 'Rep. 5 Nr. 1', { ticketStatus: 'CANCELLED', state: 'CANCELLED', pulled: true }),
  ],
};

const ROOM = {
  id: 1,
  version: 0,
  name: 'Lesesaal Ost',
  description: '',
  capacity: 4,
  openStart: { type: 'DAY' as const, value: 0 },
  openEnd: { type: 'DAY' as const, value: 60 },
  imageAlt: null,
  imageUrl: null,
  sortOrder: 0,
  nextFreeDate: null,
  namedSeats: null,
};

/** The pull list's fake server, keeping every call (method, address, JSON body) in `calls`. */
function api(calls: { method: string; url: URL; body: unknown }[]) {
  const server = fakeFetch(
    on('GET', '/api/admin/pull-list', 200, LIST),
    on('GET', '/api/rooms', 200, { content: [ROOM], totalCount: 1 }),
    on('PATCH', '/api/admin/units/{unitId}', 200, (url, init) => {
      const { state, reason } = JSON.parse(String(init?.body)) as {
        state: PullListItem['state'];
        reason: PullListItem['reason'];
      };
      return {
        id: Number(/(\d+)$/.exec(pathOf(url))?.[1]),
        ticketId: 101,
        callNumber: 'x',
        title: null,
        note: null,
        state,
        reason,
        pulled: state !== 'ORDERED',
      };
    }),
  );
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://x');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method: init?.method ?? 'GET', url, body });
    return server(input, init);
  });
}

function renderAt(path: string, fetch: typeof globalThis.fetch, mode: 'admin' | 'desk' = 'admin') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/pull-list" element={<PullListScreen />} />
      </Routes>
    </MemoryRouter>,
    { fetch, namespaces: ['admin-pull-list'], config: { language: 'en', interface: mode } },
  );
}

describe('pull list', () => {
  it("lists the day's units in the server's order with booking, seat, visit and state, and exports with the filters", async () => {
    const calls: { method: string; url: URL; body: unknown }[] = [];
    await renderAt('/pull-list?date=2099-03-02&room=1&time=09:00', api(calls));
    const table = await screen.findByRole('table', { name: '3 units for 02.03.2099' });
    expect(screen.getByLabelText('Day')).toHaveValue('2099-03-02');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Rep. 2 Nr. 9', 'Rep. 2 Nr. 10', 'Rep. 5 Nr. 1']);
    const first = within(table).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('Seat 2, Lesesaal Ost');
    expect(first).toHaveTextContent('09:00–12:00');
    expect(first).toHaveTextContent('Musterfrau, Erika');
    const second = within(table).getAllByRole('row')[2]!;
    expect(second).toHaveTextContent('no seat assigned, Lesesaal Ost');
    expect(second).not.toHaveTextContent('Seat');
    // the visit's user application, where it has one
    await waitFor(() =>
      expect(first.querySelector('[data-application-state="approved"]')).toHaveTextContent(
        'Application: Approved',
      ),
    );
    expect(second.querySelector('[data-application-state]')).toBeNull();
    expect(within(table).getAllByRole('row')[3]).toHaveTextContent('cancelled – already pulled');
    const query = calls.find((c) => c.url.pathname.endsWith('/pull-list'))!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({
      date: '2099-03-02',
      roomId: '1',
      pullTime: '09:00',
    });
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/admin/pull-list/export?date=2099-03-02&roomId=1&pullTime=09%3A00&format=csv&lang=en',
    );
    // a cancelled visit's unit cannot be changed
    expect(screen.queryByRole('button', { name: 'Ready: Rep. 5 Nr. 1' })).toBeNull();
  });

  it("shows the desk today's list only: no date field, another date in the address ignored", async () => {
    const calls: { method: string; url: URL; body: unknown }[] = [];
    await renderAt('/pull-list?date=2099-03-02', api(calls), 'desk');
    await screen.findByRole('table');
    expect(screen.queryByLabelText('Day')).toBeNull();
    const asked = calls.filter((c) => c.url.pathname.endsWith('/pull-list'));
    expect(asked.length).toBeGreaterThan(0);
    for (const call of asked) expect(call.url.searchParams.get('date')).not.toBe('2099-03-02');
  });

  it('moves a unit on in one press, and asks the reason before reporting one not available', async () => {
    const calls: { method: string; url: URL; body: unknown }[] = [];
    const { user } = await renderAt('/pull-list?date=2099-03-02', api(calls));
    await user.click(await screen.findByRole('button', { name: 'Ready: Rep. 2 Nr. 9' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH')).toEqual([
        expect.objectContaining({ body: { state: 'READY', reason: null } }),
      ]),
    );
    expect(await screen.findByText('Rep. 2 Nr. 9: ready')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Not available …: Rep. 2 Nr. 10' }));
    const reason = screen.getByRole('combobox', { name: /^Reason for Rep. 2 Nr. 10/ });
    expect(reason).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Report as not available' }));
    expect(reason).toHaveAccessibleDescription('Please choose a reason.');
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
    await user.selectOptions(reason, 'IN_CONSERVATION');
    await user.click(screen.getByRole('button', { name: 'Report as not available' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH').at(-1)).toMatchObject({
        url: expect.objectContaining({ pathname: '/api/admin/units/2' }) as unknown,
        body: { state: 'NOT_AVAILABLE', reason: 'IN_CONSERVATION' },
      }),
    );
    expect(await screen.findByText('Rep. 2 Nr. 10: not available: in conservation')).toBeVisible();
  });
});
