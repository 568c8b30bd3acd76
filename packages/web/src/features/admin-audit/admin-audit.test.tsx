import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@lesesaal/domain/audit/schema';
import { fakeFetch, on } from '../../test/api-fake';
import { renderWithProviders } from '../../test/render';
import { AuditLogScreen } from './components/audit-log-screen';

const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2030-03-04T09:15:00.000Z',
  accountId: 1,
  accountEmail: 'anna@archive.test',
  action: 'update',
  entityType: 'room',
  entityId: '7',
  fields: ['capacity', 'name'],
  route: 'PUT /api/admin/rooms/:id',
  sessionKind: 'staff',
  ...overrides,
});

function api(totalCount: number, content: AuditEntry[]) {
  return fakeFetch(on('GET', '/api/admin/audit-log', 200, { content, totalCount }));
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderAt(
  path: string,
  fetch: typeof globalThis.fetch,
  language: 'de' | 'en' = 'en',
  pagingSize = 20,
) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/audit-log" element={<AuditLogScreen />} />
      </Routes>
      <Where />
    </MemoryRouter>,
    { fetch, namespaces: ['admin-audit'], config: { language, pagingSize } },
  );
}
const queryOf = (fetch: ReturnType<typeof api>, call = -1) =>
  new URL(String(fetch.mock.calls.at(call)?.[0]), 'http://x');

describe('audit log screen', () => {
  it('lists who changed what and when in a captioned table, field names only', async () => {
    const fetch = api(4, [
      entry(4, { action: 'delete', entityType: 'record_unit', entityId: '9', fields: [] }),
      entry(3),
      entry(2, {
        action: 'change_owner',
        entityType: 'ticket',
        entityId: '42',
        fields: ['email', 'firstName'],
      }),
      entry(1, {
        action: 'delete',
        entityType: 'blacklist_entry',
        entityId: null,
        fields: [],
        sessionKind: null,
      }),
    ]);
    await renderAt('/audit-log', fetch);
    const table = await screen.findByRole('table', { name: '4 entries, page 1 of 1' });
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['When', 'Staff account', 'Action', 'Item', 'Fields', 'Session']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['anna@archive.test', 'deleted', 'Ordered record 9', '–', 'Archive staff'],
      ['anna@archive.test', 'changed', 'Reading room 7', 'capacity, name', 'Archive staff'],
      [
        'anna@archive.test',
        'personal data changed',
        'Reservation 42',
        'email, firstName',
        'Archive staff',
      ],
      // written before sessions were told apart
      ['anna@archive.test', 'deleted', 'Blacklist entry', '–', '–'],
    ]);
    // Vienna time: 09:15 UTC is 10:15.
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('10:15:00');
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(queryOf(fetch).pathname).toBe('/api/admin/audit-log');
    expect(queryOf(fetch).searchParams.get('limit')).toBe('20');
    expect(queryOf(fetch).searchParams.get('offset')).toBe('0');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('names sign-in events and seat changes in both languages', async () => {
    const events = [
      entry(3, {
        action: 'SIGN_IN',
        entityType: 'staff_account',
        entityId: '1',
        fields: ['method:local'],
      }),
      entry(2, { action: 'SECOND_FACTOR_SET_UP', entityType: 'staff_account', entityId: '1' }),
      entry(1, { action: 'create', entityType: 'seat', entityId: '5', fields: ['label'] }),
      // written by the system at a fair opening's draw
      entry(0, { action: 'opening.drawn', entityType: 'room', entityId: '7', accountId: 0 }),
    ];
    const cells = (table: HTMLElement) =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .slice(1, 3)
            .map((c) => c.textContent),
        );
    const en = await renderAt('/audit-log', api(4, events));
    expect(cells(await screen.findByRole('table', { name: '4 entries, page 1 of 1' }))).toEqual([
      ['signed in', 'Staff account 1'],
      ['second factor set up', 'Staff account 1'],
      ['created', 'Seat 5'],
      ["opening's order drawn", 'Reading room 7'],
    ]);
    en.unmount();
    await renderAt('/audit-log', api(4, events), 'de');
    const table = await screen.findByRole('table', { name: /4 Einträge/ });
    expect(cells(table)).toEqual([
      ['angemeldet', 'Personalkonto 1'],
      ['zweiten Faktor eingerichtet', 'Personalkonto 1'],
      ['angelegt', 'Sitzplatz 5'],
      ['Reihenfolge der Öffnung ausgelost', 'Lesesaal 7'],
    ]);
  });

  it("says which kind of session acted: the archive's staff, platform support, the platform", async () => {
    const entries = [
      entry(3, { accountEmail: 'ops@platform.example', sessionKind: 'support' }),
      entry(2, { accountId: 0, accountEmail: 'ops@platform.example', sessionKind: 'platform' }),
      entry(1),
    ];
    const sessions = (table: HTMLElement) =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell').at(-1)?.textContent);
    const en = await renderAt('/audit-log', api(3, entries));
    expect(sessions(await screen.findByRole('table', { name: /3 entries/ }))).toEqual([
      'Platform support',
      'Platform administration',
      'Archive staff',
    ]);
    en.unmount();
    await renderAt('/audit-log', api(3, entries), 'de');
    expect(sessions(await screen.findByRole('table', { name: /3 Einträge/ }))).toEqual([
      'Support der Plattform',
      'Plattform-Verwaltung',
      'Personal des Archivs',
    ]);
  });

  it('pages with real buttons and keeps the page in the address', async () => {
    const fetch = api(5, [entry(5), entry(4)]);
    const { user } = await renderAt('/audit-log', fetch, 'en', 2);
    await screen.findByRole('table', { name: '5 entries, page 1 of 3' });
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await screen.findByRole('table', { name: '5 entries, page 2 of 3' });
    expect(screen.getByTestId('location')).toHaveTextContent('/audit-log?offset=2');
    expect(queryOf(fetch).searchParams.get('offset')).toBe('2');
    expect(queryOf(fetch).searchParams.get('limit')).toBe('2');
  });

  it('says so when there are no entries, in German by default', async () => {
    await renderAt('/audit-log', api(0, []), 'de');
    expect(await screen.findByText('Noch keine Einträge.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Protokoll' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error state when the log cannot be loaded', async () => {
    const fetch = fakeFetch(
      on('GET', '/api/admin/audit-log', 403, { error: 'http__access_denied_exception' }),
    );
    await renderAt('/audit-log', fetch);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
