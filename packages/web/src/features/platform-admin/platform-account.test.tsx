import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeFetch, on } from '../../test/api-fake';
import { renderWithProviders } from '../../test/render';
import type { InstallationAuditEntry } from './account-api';
import { AuditLogScreen } from './components/audit-log-screen';
import { SecondFactorScreen } from './components/second-factor-screen';

const entry = (
  id: number,
  overrides: Partial<InstallationAuditEntry> = {},
): InstallationAuditEntry => ({
  id,
  at: '2030-03-04T09:15:00.000Z',
  adminId: 1,
  adminEmail: 'ada@plattform.example',
  channel: 'api',
  action: 'ARCHIVE_CHANGE',
  archiveId: 7,
  archiveSlug: 'stadt',
  fields: ['name', 'hostName'],
  ...overrides,
});

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
        <Route path="/second-factor" element={<SecondFactorScreen />} />
      </Routes>
      <Where />
    </MemoryRouter>,
    {
      fetch,
      namespaces: ['platform', 'validation'],
      config: { interface: 'platform', baseUrl: '/platform/', language, pagingSize },
    },
  );
}

const auditLog = (totalCount: number, content: InstallationAuditEntry[]) =>
  fakeFetch(on('GET', '/api/platform/audit-log', 200, { content, totalCount }));

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ]);

describe('the installation audit log screen', () => {
  it('lists who did what to which archive, through which way, in a captioned table (en)', async () => {
    const fetch = auditLog(4, [
      entry(4, { action: 'ARCHIVE_REMOVE', fields: [] }),
      entry(3, { action: 'SUPPORT_SESSION', fields: ['role:ADMIN'] }),
      entry(2, {
        action: 'SIGN_IN_FAILED',
        adminId: 0,
        adminEmail: '',
        archiveId: null,
        archiveSlug: null,
        fields: ['reason:unknown_account'],
      }),
      entry(1, {
        action: 'ADMIN_DISABLE',
        channel: 'cli',
        archiveId: null,
        archiveSlug: null,
        fields: [],
      }),
    ]);
    await renderAt('/audit-log', fetch);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Installation audit log' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '4 entries, page 1 of 1' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['When', 'Administrator', 'Action', 'Archive', 'Details', 'Through']);
    const rows = rowsOf(table);
    expect(rows.map((r) => r.slice(1))).toEqual([
      ['ada@plattform.example', 'archive removed', 'stadt (no. 7)', '–', 'platform administration'],
      [
        'ada@plattform.example',
        'staff screens opened',
        'stadt (no. 7)',
        'role:ADMIN',
        'platform administration',
      ],
      [
        'unknown account',
        'sign-in refused',
        '–',
        'reason:unknown_account',
        'platform administration',
      ],
      ['ada@plattform.example', 'administrator disabled', '–', '–', 'command line'],
    ]);
    // the installation's clock (Vienna): 09:15 UTC is 10:15
    expect(rows[0]![0]).toContain('10:15:00');
    expect(screen.getByRole('region', { name: '4 entries, page 1 of 1' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    const url = new URL(String(fetch.mock.calls.at(-1)?.[0]), 'http://x');
    expect(url.pathname).toBe('/api/platform/audit-log');
    expect(url.searchParams.get('offset')).toBe('0');
  });

  it('names the actions in German and pages with buttons, the page in the address', async () => {
    const fetch = auditLog(3, [
      entry(3, { action: 'ARCHIVE_CREATE', fields: ['slug', 'name'] }),
      entry(2, { action: 'SIGN_IN', archiveId: null, archiveSlug: null, fields: [] }),
    ]);
    const { user } = await renderAt('/audit-log', fetch, 'de', 2);
    const table = await screen.findByRole('table', { name: '3 Einträge, Seite 1 von 2' });
    expect(rowsOf(table).map((r) => r[2])).toEqual(['Archiv angelegt', 'angemeldet']);
    const pages = screen.getByRole('navigation', { name: 'Seiten' });
    expect(within(pages).getByRole('button', { name: 'Vorherige Seite' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Nächste Seite' }));
    await screen.findByRole('table', { name: '3 Einträge, Seite 2 von 2' });
    expect(screen.getByTestId('location')).toHaveTextContent('/audit-log?offset=2');
  });

  it('says so when there are no entries', async () => {
    await renderAt('/audit-log', auditLog(0, []), 'de');
    expect(await screen.findByText('Noch keine Einträge.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe("the platform administrator's second factor screen", () => {
  it('sets one up: the key shown once, confirmed with a code, announced (en)', async () => {
    const fetch = fakeFetch(
      on('GET', '/api/platform/auth/second-factor', 200, {
        enabled: false,
        required: false,
        step: 'signed_in',
      }),
      on('POST', '/api/platform/auth/second-factor/setup', 200, {
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
        uri: 'otpauth://totp/Lesesaal:ada?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
      }),
      on('POST', '/api/platform/auth/second-factor/confirm', 204, undefined),
    );
    const { user } = await renderAt('/second-factor', fetch);
    expect(
      await screen.findByText(
        'Your account has no second factor yet. You may set one up at any time.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start set-up' }));
    const keyHeading = await screen.findByRole('heading', { name: 'Key for the app' });
    expect(keyHeading).toHaveFocus();
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    const code = screen.getByRole('textbox', { name: /Code from your authenticator app/ });
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Confirm set-up' }));
    expect(code).toHaveAccessibleDescription(/Please enter the code's 6 digits\./);
    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: 'Confirm set-up' }));
    expect(
      await screen.findByText(
        'The second factor is set up. From your next sign-in on you are asked for a code.',
      ),
    ).toHaveAttribute('role', 'status');
    const confirm = fetch.mock.calls.find(([url]) => String(url).endsWith('/confirm'));
    expect(JSON.parse(String(confirm?.[1]?.body))).toEqual({ code: '123456' });
  });

  it('says when one is set up already (de)', async () => {
    await renderAt(
      '/second-factor',
      fakeFetch(
        on('GET', '/api/platform/auth/second-factor', 200, {
          enabled: true,
          required: true,
          step: 'signed_in',
        }),
      ),
      'de',
    );
    expect(await screen.findByText(/Ihr Konto hat einen zweiten Faktor\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Einrichtung starten' })).not.toBeInTheDocument();
  });
});
