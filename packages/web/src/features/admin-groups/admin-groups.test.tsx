import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotificationList } from '../../components/notifications/notification-list';
import { fakeFetch, on, sentBody } from '../../test/api-fake';
import { jsonResponse, renderWithProviders } from '../../test/render';
import type { StaffGroupRequest } from './api';
import { GroupScreen } from './components/group-screen';
import { GroupsScreen } from './components/groups-screen';
import { groupSearchOf } from './use-group-search';

const request = (id: number, over: Partial<StaffGroupRequest> = {}): StaffGroupRequest => ({
  id,
  status: 'REQUESTED',
  bookingNumber: null,
  roomId: 3,
  roomName: 'Lesesaal 1',
  timeSlotId: 812,
  date: '2030-12-16',
  startTime: '09:00',
  endTime: '12:00',
  wholeRoom: false,
  seatsRequested: 15,
  seats: null,
  participants: null,
  organiserName: 'Maria Muster',
  institution: 'BG Klosterneuburg',
  email: 'm.muster@schule.example',
  phone: null,
  topic: 'Stadtgeschichte 1848',
  units: 'Urkunden 1848/1-20\nKarten',
  declineReason: null,
  createdAt: '2030-11-29T14:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  freeSeats: 18,
  capacity: 20,
  ...over,
});

const query = (url: string) => new URL(url, 'http://x').searchParams;
const listCalls = (fetch: ReturnType<typeof fakeFetch>) =>
  fetch.mock.calls
    .map(([u]) => new URL(String(u), 'http://x'))
    .filter((u) => u.pathname.endsWith('/admin/group-requests'));

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderAt(path: string, fetch: typeof globalThis.fetch, language: 'de' | 'en' = 'en') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/group-requests" element={<GroupsScreen />} />
        <Route path="/group-requests/:id" element={<GroupScreen />} />
      </Routes>
      <Where />
      <NotificationList />
    </MemoryRouter>,
    { fetch, namespaces: ['admin-groups'], config: { language, interface: 'admin' } },
  );
}

const popup = (text: string | RegExp) =>
  within(screen.getByRole('region', { name: /^(Notifications|Mitteilungen)$/ })).findByText(text);

describe('group request list', () => {
  it('starts with the new requests as a captioned table, filters by status and pages in the address bar', async () => {
    const fetch = fakeFetch(
      on('GET', '/api/admin/group-requests', 200, (url) =>
        query(url).get('status') === 'CONFIRMED'
          ? {
              content: [
                request(3, {
                  status: 'CONFIRMED',
                  bookingNumber: 'K7RX2PQM',
                  seats: 20,
                  wholeRoom: true,
                  seatsRequested: null,
                  organiserName: 'Carl Dorn',
                }),
              ],
              totalCount: 41,
            }
          : {
              content: [request(1), request(2, { organiserName: null, institution: null })],
              totalCount: 2,
            },
      ),
    );
    const { user } = await renderAt('/group-requests', fetch);
    const table = await screen.findByRole('table', { name: '2 group requests (page 1 of 1)' });
    const first = listCalls(fetch)[0]!.searchParams;
    expect([first.get('status'), first.get('limit'), first.get('offset')]).toEqual([
      'REQUESTED',
      '20',
      '0',
    ]);
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Maria Muster');
    expect(within(rows[1]!).getByText('15 seats')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('New')).toBeInTheDocument();
    // a request whose personal data is erased
    expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent('erased');
    expect(screen.getByRole('link', { name: 'Open the request of Maria Muster' })).toHaveAttribute(
      'href',
      '/group-requests/1',
    );
    expect(screen.getByRole('link', { name: 'Open request 2' })).toHaveAttribute(
      'href',
      '/group-requests/2',
    );
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/',
    );

    await user.selectOptions(screen.getByLabelText('Status'), 'CONFIRMED');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const confirmed = await screen.findByRole('table', {
      name: '41 group requests (page 1 of 3)',
    });
    expect(within(confirmed).getByText('whole reading room (20 seats)')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/group-requests?status=CONFIRMED');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('table', { name: '41 group requests (page 2 of 3)' });
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/group-requests?status=CONFIRMED&page=2',
    );
    expect(listCalls(fetch).at(-1)!.searchParams.get('offset')).toBe('20');
  });

  it('reads the filter from the address bar (unknown status: the new ones)', () => {
    expect(groupSearchOf(new URLSearchParams('status=all&page=3'))).toEqual({
      status: null,
      page: 3,
    });
    expect(groupSearchOf(new URLSearchParams('status=BOGUS&page=-1'))).toEqual({
      status: 'REQUESTED',
      page: 1,
    });
  });

  it('says when no request has the status', async () => {
    await renderAt(
      '/group-requests',
      fakeFetch(on('GET', '/api/admin/group-requests', 200, { content: [], totalCount: 0 })),
      'de',
    );
    expect(
      await screen.findByText('Es gibt keine Gruppenanfragen mit diesem Status.'),
    ).toHaveAttribute('role', 'status');
  });
});

describe('one group request', () => {
  it('shows what was asked for and confirms it: announced, the focus on the decision', async () => {
    const confirmed = request(1, {
      status: 'CONFIRMED',
      bookingNumber: 'K7RX2PQM',
      seats: 15,
      freeSeats: 3,
      decidedAt: '2030-11-30T08:00:00.000Z',
      decidedBy: 'admin@archiv.example',
    });
    let done = false;
    const fetch = fakeFetch(
      on('GET', '/api/admin/group-requests/{id}', 200, () => (done ? confirmed : request(1))),
      on('POST', '/api/admin/group-requests/{id}/confirm', 200, () => {
        done = true;
        return confirmed;
      }),
    );
    const { user } = await renderAt('/group-requests/1', fetch);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Group request of Maria Muster' }),
    ).toBeInTheDocument();
    expect(screen.getByText('18 of 20 seats of this time slot are free now.')).toBeInTheDocument();
    expect(
      screen.getByText('Urkunden 1848/1-20 Karten', { normalizer: (s) => s.replace(/\s+/g, ' ') }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await popup('Group request confirmed: 15 seats, booking number K7RX2PQM.'),
    ).toBeInTheDocument();
    const decision = screen.getByRole('heading', { level: 2, name: 'Decision: Confirmed' });
    await waitFor(() => expect(decision).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.getByText('K7RX2PQM')).toBeInTheDocument();
    expect(screen.getByText(/by admin@archiv\.example/)).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/group-requests/1/confirm'))).toBe(
      true,
    );
  });

  it('shows and announces "not enough seats" and keeps the request undecided', async () => {
    const fetch = fakeFetch(
      on('GET', '/api/admin/group-requests/{id}', 200, request(1, { freeSeats: 12 })),
      (url, init) =>
        init?.method === 'POST'
          ? jsonResponse(409, { error: 'timeslot_no_tickets_left', payload: ['12'] })
          : undefined,
    );
    const { user } = await renderAt('/group-requests/1', fetch, 'de');
    expect(await screen.findByText(/weniger Plätze frei als angefragt/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    const text =
      'Nicht genug Plätze frei: Zu diesem Termin sind nur 12 Plätze frei. Es wurde nichts gebucht.';
    const decision = screen.getByRole('region', { name: 'Entscheidung: Neu' });
    expect(await within(decision).findByRole('alert')).toHaveTextContent(text);
    expect(await popup(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bestätigen' })).toBeEnabled();
  });

  it('declines only with a reason, which is sent', async () => {
    let done = false;
    const declined = request(1, {
      status: 'DECLINED',
      declineReason: 'Der Lesesaal ist belegt.',
      decidedAt: '2030-11-30T08:00:00.000Z',
    });
    const fetch = fakeFetch(
      on('GET', '/api/admin/group-requests/{id}', 200, () => (done ? declined : request(1))),
      on('POST', '/api/admin/group-requests/{id}/decline', 200, () => {
        done = true;
        return declined;
      }),
    );
    const { user } = await renderAt('/group-requests/1', fetch);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the group request' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await waitFor(() => expect(reason).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(within(dialog).getByText('Please give a reason.')).toBeInTheDocument();
    expect(reason).toHaveFocus();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.type(reason, 'Der Lesesaal ist belegt.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await popup('Group request declined.')).toBeInTheDocument();
    expect(sentBody(fetch, 'POST')).toEqual({ reason: 'Der Lesesaal ist belegt.' });
    const decision = await screen.findByRole('heading', { level: 2, name: 'Decision: Declined' });
    await waitFor(() => expect(decision).toHaveFocus());
    expect(screen.getByText('Der Lesesaal ist belegt.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a request decided elsewhere as such', async () => {
    const fetch = fakeFetch(
      on('GET', '/api/admin/group-requests/{id}', 200, request(1)),
      (url, init) =>
        init?.method === 'POST'
          ? jsonResponse(409, { error: 'group__already_decided' })
          : undefined,
    );
    const { user } = await renderAt('/group-requests/1', fetch);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const decision = screen.getByRole('region', { name: 'Decision: New' });
    expect(await within(decision).findByRole('alert')).toHaveTextContent(
      'This group request has already been decided.',
    );
  });
});
