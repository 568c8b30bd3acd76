import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotificationList } from '../../components/notifications/notification-list';
import type { WebConfig } from '../../config';
import { fakeFetch, on, sentBody } from '../../test/api-fake';
import { renderWithProviders } from '../../test/render';
import type { Application } from './api';
import { ApplicationScreen } from './components/application-screen';
import { ApplicationsScreen } from './components/applications-screen';
import { applicationSearchOf } from './use-application-search';

const application = (id: number, over: Partial<Application> = {}): Application => ({
  id,
  state: 'submitted',
  name: 'Anna Berger',
  street: 'Herrengasse 1',
  postcode: '1010',
  town: 'Wien',
  country: 'AT',
  phone: null,
  institution: 'Universität Wien',
  topic: 'Die Grundbücher des Viertels unter dem Wienerwald',
  purpose: 'wissenschaftlich',
  publicationPlanned: true,
  rulesAccepted: true,
  privacyAccepted: true,
  email: 'anna@example.org',
  rulesVersion: '2026-01',
  submittedAt: '2030-03-01T09:15:00.000Z',
  decidedAt: null,
  refusalReason: null,
  validFrom: null,
  validUntil: null,
  identityCheckedAt: null,
  decidedBy: null,
  identityCheckedBy: null,
  bookings: [
    {
      ticketId: 71,
      bookingNumber: 'ABCD2345',
      status: 'PENDING',
      roomName: 'Lesesaal Ost',
      date: '2030-03-06',
      startTime: '09:00',
      endTime: '12:00',
    },
  ],
  ...over,
});

const row = (id: number, over: Partial<Application> = {}) => {
  const a = application(id, over);
  return {
    id: a.id,
    state: a.state,
    name: a.name,
    email: a.email,
    topic: a.topic,
    purpose: a.purpose,
    submittedAt: a.submittedAt,
    decidedAt: a.decidedAt,
    validUntil: a.validUntil,
    identityCheckedAt: a.identityCheckedAt,
  };
};

const query = (url: string) => new URL(url, 'http://x').searchParams;
const listCalls = (fetch: ReturnType<typeof fakeFetch>) =>
  fetch.mock.calls
    .map(([u]) => new URL(String(u), 'http://x'))
    .filter((u) => u.pathname.endsWith('/admin/applications'));

const listHandler = on('GET', '/api/admin/applications', 200, (url) =>
  query(url).get('state') === 'refused'
    ? { content: [row(3, { state: 'refused', name: 'Carl Dorn' })], totalCount: 1 }
    : {
        content: [row(1), row(2, { name: 'Zoe Adler', purpose: 'Hofgeschichte' })],
        totalCount: 2,
      },
);

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderAt(
  path: string,
  fetch: typeof globalThis.fetch,
  config: Partial<WebConfig> = { interface: 'admin' },
) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/applications" element={<ApplicationsScreen />} />
        <Route path="/applications/:id" element={<ApplicationScreen />} />
      </Routes>
      <Where />
      <NotificationList />
    </MemoryRouter>,
    { fetch, namespaces: ['admin-applications'], config: { language: 'en', ...config } },
  );
}

describe('application list', () => {
  it('starts with the new applications, as a captioned table with links to each', async () => {
    const fetch = fakeFetch(listHandler);
    await renderAt('/applications', fetch);
    const table = await screen.findByRole('table', { name: '2 applications (page 1 of 1)' });
    const first = listCalls(fetch)[0]!.searchParams;
    expect([first.get('state'), first.get('q'), first.get('limit'), first.get('offset')]).toEqual([
      'submitted',
      null,
      '20',
      '0',
    ]);
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Anna Berger');
    expect(within(rows[1]!).getByText('Scholarly')).toBeInTheDocument();
    // an archive's own purpose is shown as given
    expect(within(rows[2]!).getByText('Hofgeschichte')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('New')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the application of Zoe Adler' })).toHaveAttribute(
      'href',
      '/applications/2',
    );
    expect(screen.getByLabelText('State')).toHaveValue('submitted');
    expect(screen.queryByRole('button', { name: 'Reset search' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('filters by state and searches by term, both in the address bar', async () => {
    const fetch = fakeFetch(listHandler);
    const { user } = await renderAt('/applications', fetch);
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('State'), 'refused');
    await user.type(screen.getByRole('searchbox', { name: /Search term/ }), 'dorn');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByRole('table', { name: '1 application (page 1 of 1)' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('state=refused&q=dorn');
    const last = listCalls(fetch).at(-1)!.searchParams;
    expect([last.get('state'), last.get('q')]).toEqual(['refused', 'dorn']);
    expect(within(screen.getByRole('table')).getByText('Refused')).toBeInTheDocument();
    // "all" sends no state
    await user.click(screen.getByRole('button', { name: 'Reset search' }));
    await user.selectOptions(screen.getByLabelText('State'), 'all');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(listCalls(fetch).at(-1)!.searchParams.has('state')).toBe(false));
    expect(screen.getByTestId('location')).toHaveTextContent('state=all');
  });

  it('pages through the list by limit and offset', async () => {
    const fetch = fakeFetch(
      on('GET', '/api/admin/applications', 200, (url) => ({
        content: [row(Number(query(url).get('offset')) + 1)],
        totalCount: 45,
      })),
    );
    const { user } = await renderAt('/applications', fetch);
    await screen.findByRole('table', { name: '45 applications (page 1 of 3)' });
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    await screen.findByRole('table', { name: '45 applications (page 2 of 3)' });
    expect(listCalls(fetch).at(-1)!.searchParams.get('offset')).toBe('20');
    expect(screen.getByTestId('location')).toHaveTextContent('page=2');
    expect(screen.getByRole('link', { name: /Open the application/ })).toHaveAttribute(
      'href',
      '/applications/21',
    );
  });

  it('reads a bad address bar as the defaults', () => {
    expect(applicationSearchOf(new URLSearchParams('state=hack&page=-3&q=%20'))).toEqual({
      state: 'submitted',
      term: null,
      page: 1,
    });
    expect(applicationSearchOf(new URLSearchParams('state=all&page=4&q=x'))).toEqual({
      state: null,
      term: 'x',
      page: 4,
    });
  });

  it('tells reports staff that they only read', async () => {
    await renderAt('/applications', fakeFetch(listHandler), { interface: 'reports' });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(
      screen.getByText('You can view the applications but not decide on them.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the reports' })).toHaveAttribute(
      'href',
      '/reports',
    );
  });
});

describe('one application', () => {
  /** The application as the server holds it: a decision's answer is what it reads next. */
  let held: Application;
  const detail = (over: Partial<Application> = {}) => {
    held = application(5, over);
    return on('GET', '/api/admin/applications/{id}', 200, () => held);
  };
  const decided = (over: Partial<Application>) => () => {
    held = { ...held, ...over };
    return held;
  };

  it('shows everything the reader gave, the waiting booking and the decision', async () => {
    await renderAt('/applications/5', fakeFetch(detail({ phone: '+43 1 234' })));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'User application of Anna Berger' }),
    ).toBeInTheDocument();
    const person = screen.getByRole('region', { name: 'Person' });
    expect(within(person).getByText('anna@example.org')).toBeInTheDocument();
    expect(within(person).getByText('+43 1 234')).toBeInTheDocument();
    expect(within(person).getByText('Austria (AT)')).toBeInTheDocument();
    expect(within(person).getByText(/Herrengasse 1\s+1010 Wien/)).toBeInTheDocument();
    const research = screen.getByRole('region', { name: 'Research' });
    expect(within(research).getByText('Scholarly')).toBeInTheDocument();
    expect(within(research).getByText('2026-01')).toBeInTheDocument();
    const bookings = screen.getByRole('region', { name: 'Bookings with this application' });
    expect(within(bookings).getByRole('listitem')).toHaveTextContent(
      '06.03.2030, 09:00–12:00, Lesesaal Ost (Booking number ABCD-2345): waiting for the decision',
    );
    expect(screen.getByRole('heading', { name: 'Decision: New' })).toBeInTheDocument();
    expect(screen.getByText('Not checked yet')).toBeInTheDocument();
  });

  it('approves: the call, the pop-up, the focus on the decision', async () => {
    const fetch = fakeFetch(
      on(
        'POST',
        '/api/admin/applications/{id}/approve',
        200,
        decided({
          state: 'approved',
          decidedAt: '2030-03-02T10:00:00.000Z',
          decidedBy: 'Eva Pult',
          validFrom: '2030-03-02',
          validUntil: '2030-12-31',
          bookings: [{ ...application(5).bookings[0]!, status: 'BOOKED' }],
        }),
      ),
      detail(),
    );
    const { user } = await renderAt('/applications/5', fetch);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('Application approved; the waiting bookings are confirmed.'),
    ).toBeInTheDocument();
    expect(
      fetch.mock.calls.some(
        ([u, i]) => i?.method === 'POST' && String(u).endsWith('/applications/5/approve'),
      ),
    ).toBe(true);
    const heading = await screen.findByRole('heading', { name: 'Decision: Approved' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('02.03.2030 to 31.12.2030')).toBeInTheDocument();
    expect(screen.getByText(/by Eva Pult/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('refuses only with a reason, which it sends', async () => {
    const fetch = fakeFetch(
      on(
        'POST',
        '/api/admin/applications/{id}/refuse',
        200,
        decided({
          state: 'refused',
          decidedAt: '2030-03-02T10:00:00.000Z',
          refusalReason: 'Die Bestände sind gesperrt.',
          bookings: [{ ...application(5).bookings[0]!, status: 'CANCELLED' }],
        }),
      ),
      detail(),
    );
    const { user } = await renderAt('/applications/5', fetch);
    await user.click(await screen.findByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse the application' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await waitFor(() => expect(reason).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByText('Please give a reason.')).toBeInTheDocument();
    expect(reason).toHaveFocus();
    expect(fetch.mock.calls.some(([, i]) => i?.method === 'POST')).toBe(false);
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(fetch.mock.calls.some(([, i]) => i?.method === 'POST')).toBe(false);
    await user.type(reason, 'Die Bestände sind gesperrt.');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(
      await screen.findByText('Application refused; waiting bookings are released.'),
    ).toBeInTheDocument();
    expect(sentBody(fetch, 'POST')).toEqual({ reason: 'Die Bestände sind gesperrt.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Decision: Refused' })).toBeInTheDocument();
    expect(screen.getByText('Die Bestände sind gesperrt.')).toBeInTheDocument();
  });

  it('records the identity check and shows when and by whom', async () => {
    const approved = {
      state: 'approved' as const,
      decidedAt: '2030-03-02T10:00:00.000Z',
      validFrom: '2030-03-02',
      validUntil: '2030-12-31',
    };
    const fetch = fakeFetch(
      on(
        'POST',
        '/api/admin/applications/{id}/identity-checked',
        200,
        decided({ identityCheckedAt: '2030-03-06T08:05:00.000Z', identityCheckedBy: 'Eva Pult' }),
      ),
      detail(approved),
    );
    const { user } = await renderAt('/applications/5', fetch, { interface: 'desk' });
    expect(await screen.findByRole('button', { name: 'Extend validity' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Identity checked' }));
    expect(await screen.findByText('Identity check recorded.')).toBeInTheDocument();
    expect(await screen.findByText('on 6 Mar 2030 by Eva Pult')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Identity checked' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the check-in' })).toHaveAttribute('href', '/');
  });

  it('extends the validity and says until when', async () => {
    const expired = {
      state: 'expired' as const,
      decidedAt: '2029-03-02T10:00:00.000Z',
      validFrom: '2029-03-02',
      validUntil: '2029-12-31',
    };
    const fetch = fakeFetch(
      on(
        'POST',
        '/api/admin/applications/{id}/extend',
        200,
        decided({ state: 'approved', validUntil: '2030-12-31' }),
      ),
      detail(expired),
    );
    const { user } = await renderAt('/applications/5', fetch);
    await user.click(await screen.findByRole('button', { name: 'Extend validity' }));
    expect(await screen.findByText('Validity extended until 31.12.2030.')).toBeInTheDocument();
  });

  it('shows a refusal of the server as a pop-up and keeps the buttons', async () => {
    const fetch = fakeFetch(
      on('POST', '/api/admin/applications/{id}/approve', 409, {
        error: 'application_already_decided',
      }),
      detail(),
    );
    const { user } = await renderAt('/applications/5', fetch);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('offers reports staff no decision', async () => {
    await renderAt('/applications/5', fakeFetch(detail()), { interface: 'reports' });
    expect(
      await screen.findByText('You can view this application but not decide on it.'),
    ).toBeInTheDocument();
    for (const name of ['Approve', 'Refuse', 'Identity checked', 'Extend validity'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });
});
