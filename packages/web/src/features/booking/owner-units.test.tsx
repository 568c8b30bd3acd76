import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { at, fakeFetch, on, pathOf, type Handler } from '../../test/api-fake';
import { bookingKeys } from './api';
import type { Room, Unit } from './api-types';
import {
  cartTicket,
  recordsSettings,
  renderBooking,
  roomList,
  visitorRoom,
} from './booking-test-support';

// the owner's confirmation page orders more records for a booked visit and
// withdraws ordered ones, through the owner link's API; the server decides on deadline and
// limits, and its refusal shows at the form.

type Ordering = NonNullable<Room['records']>['ordering'];
const unit = (id: number, callNumber: string, state: Unit['state'] = 'ORDERED'): Unit => ({
  id,
  ticketId: 1,
  callNumber,
  title: null,
  note: null,
  state,
  reason: null,
  pulled: state !== 'ORDERED',
});
const room = (ordering: Ordering) =>
  visitorRoom({
    description: '',
    capacity: 5,
    nextFreeDate: null,
    records: recordsSettings(ordering),
  });

interface Call {
  method: string;
  path: string;
  body: unknown;
}

const UNITS = '/api/owners/owner-abc/tickets/1/units';

/** The owner's API: tickets with `units`, the rooms, and answers for POST/DELETE units. */
function ownerApi(options: {
  units: Unit[];
  ordering?: Ordering;
  cancelable?: boolean;
  add?: Handler;
}) {
  const calls: Call[] = [];
  let units = options.units;
  const server = fakeFetch(
    ...(options.add ? [at(UNITS, options.add)] : []),
    at(
      UNITS,
      on('POST', '/api/owners/{ownerId}/tickets/{ticketId}/units', 201, (_url, init) => {
        const { units: added } = JSON.parse(String(init?.body)) as {
          units: { callNumber: string }[];
        };
        units = [...units, ...added.map((u, i) => unit(50 + i, u.callNumber))];
        return units;
      }),
    ),
    on('DELETE', '/api/owners/{ownerId}/tickets/{ticketId}/units/{unitId}', 204, (url) => {
      const removed = new RegExp(`^${UNITS}/(\\d+)$`).exec(pathOf(url));
      if (removed) units = units.filter((u) => u.id !== Number(removed[1]));
      return undefined;
    }),
    at(
      '/api/owners/owner-abc/tickets',
      on('GET', '/api/owners/{ownerId}/tickets', 200, () => [
        cartTicket({
          status: 'BOOKED',
          bookingNumber: 'AB12CD34',
          ownerId: 'owner-abc',
          cancelable: options.cancelable ?? true,
          units,
        }),
      ]),
    ),
    on('GET', '/api/rooms', 200, roomList(room(options.ordering ?? 'OPTIONAL'))),
  );
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    if (method !== 'GET') calls.push({ method, path: pathOf(String(input)), body });
    return server(input, init);
  });
  return { fetch, calls };
}

const statusWith = async (text: string) => {
  const message = await screen.findByText(text);
  return message.closest('[role="status"]');
};

beforeEach(() => window.sessionStorage.clear());

describe('records on the confirmation page', () => {
  it('orders one more record from a labelled form, asking for the call number first, and announces it', async () => {
    const api = ownerApi({ units: [unit(10, 'Rep. 1 Nr. 1')] });
    const { user } = await renderBooking('/reservation-confirmation/owner-abc', api.fetch);
    const form = await screen.findByRole('group', {
      name: 'Archivalien nachbestellen: Lesesaal Ost, 2. März 2099, 09:00–10:00 Uhr',
    });
    const callNumber = within(form).getByRole('textbox', { name: /^Signatur/ });
    expect(callNumber).toBeRequired();

    await user.click(within(form).getByRole('button', { name: 'Archivale bestellen' }));
    await waitFor(() => expect(callNumber).toHaveFocus());
    expect(callNumber).toHaveAccessibleDescription('Bitte geben Sie eine Signatur an.');
    expect(api.calls).toEqual([]);

    await user.type(callNumber, ' Rep. 3 Nr. 1 ');
    await user.type(within(form).getByRole('textbox', { name: 'Titel' }), 'Karte');
    await user.click(within(form).getByRole('button', { name: 'Archivale bestellen' }));
    expect(await statusWith('Archivale Rep. 3 Nr. 1 ist bestellt.')).not.toBeNull();
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/api/owners/owner-abc/tickets/1/units',
        body: { units: [{ callNumber: 'Rep. 3 Nr. 1', title: 'Karte', note: '' }] },
      },
    ]);
    expect(callNumber).toHaveValue('');
    const list = screen.getByRole('list', { name: 'Bestellte Archivalien' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  });

  it('shows the refusal of the server (deadline passed) at the form', async () => {
    const api = ownerApi({
      units: [],
      add: on('POST', '/api/owners/{ownerId}/tickets/{ticketId}/units', 409, {
        error: 'records__deadline_passed',
        payload: ['1'],
      }),
    });
    const { user } = await renderBooking('/reservation-confirmation/owner-abc', api.fetch);
    const form = await screen.findByRole('group', { name: /^Archivalien nachbestellen/ });
    await user.type(within(form).getByRole('textbox', { name: /^Signatur/ }), 'Rep. 3 Nr. 1');
    await user.click(within(form).getByRole('button', { name: 'Archivale bestellen' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Der Bestellschluss für die Archivalien dieses Termins ist vorbei.',
    );
    expect(screen.queryByText(/ist bestellt/)).toBeNull();
  });

  it('withdraws a record still ordered with a named button, and announces it', async () => {
    const api = ownerApi({ units: [unit(10, 'Rep. 1 Nr. 1'), unit(11, 'Rep. 1 Nr. 2', 'READY')] });
    const { user } = await renderBooking('/reservation-confirmation/owner-abc', api.fetch);
    const withdraw = await screen.findByRole('button', { name: 'Zurückziehen: Rep. 1 Nr. 1' });
    expect(screen.queryByRole('button', { name: 'Zurückziehen: Rep. 1 Nr. 2' })).toBeNull();
    await user.click(withdraw);
    expect(await statusWith('Archivale Rep. 1 Nr. 1 ist zurückgezogen.')).not.toBeNull();
    expect(api.calls).toEqual([
      { method: 'DELETE', path: '/api/owners/owner-abc/tickets/1/units/10', body: undefined },
    ]);
    const list = screen.getByRole('list', { name: 'Bestellte Archivalien' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Rep. 1 Nr. 2: liegt bereit']),
    );
  });

  it('offers no changes once the visit has started, and no form where the room takes no records', async () => {
    const roomsLoaded = (client: QueryClient) =>
      waitFor(() => expect(client.getQueryState(bookingKeys.rooms)?.status).toBe('success'));
    const started = ownerApi({ units: [unit(10, 'Rep. 1 Nr. 1')], cancelable: false });
    const first = await renderBooking('/reservation-confirmation/owner-abc', started.fetch);
    await screen.findByRole('list', { name: 'Bestellte Archivalien' });
    await roomsLoaded(first.queryClient);
    expect(screen.queryByRole('button', { name: /^Zurückziehen/ })).toBeNull();
    expect(screen.queryByRole('group', { name: /^Archivalien nachbestellen/ })).toBeNull();
    first.unmount();

    const off = ownerApi({ units: [], ordering: 'OFF' });
    const second = await renderBooking('/reservation-confirmation/owner-abc', off.fetch);
    await screen.findByText(/AB12/);
    await roomsLoaded(second.queryClient);
    expect(screen.queryByRole('group', { name: /^Archivalien nachbestellen/ })).toBeNull();
  });

  it('speaks English', async () => {
    const api = ownerApi({ units: [unit(10, 'Rep. 1 Nr. 1')] });
    await renderBooking('/reservation-confirmation/owner-abc', api.fetch, { language: 'en' });
    const form = await screen.findByRole('group', {
      name: 'Order more records: Lesesaal Ost, 2 March 2099, 09:00–10:00',
    });
    expect(within(form).getByRole('textbox', { name: /^Call number/ })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Order the record' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw: Rep. 1 Nr. 1' })).toBeInTheDocument();
  });
});
