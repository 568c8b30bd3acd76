import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotificationList } from '../../components/notifications/notification-list';
import { answerLater, fakeFetch, on, sentBody } from '../../test/api-fake';
import { renderWithProviders } from '../../test/render';
import { changesOf, UserFormScreen } from './components/user-form-screen';
import { UsersScreen } from './components/users-screen';

const account = (
  id: number,
  email: string,
  role: 'ADMIN' | 'REPORTS' | null = 'ADMIN',
  disabled = false,
  roleGroup: string | null = null,
) => ({
  id,
  email,
  role,
  disabled,
  createdAt: '2026-11-02T10:00:00.000Z',
  roleSource: roleGroup === null ? ('LOCAL' as const) : ('DIRECTORY' as const),
  roleGroup,
  secondFactor: false,
  directoryLinkUntil: null as string | null,
  support: false,
});
const ACCOUNTS = [
  account(1, 'admin@archiv.example'),
  account(2, 'lesesaal@archiv.example', 'REPORTS', true),
];

const list = on('GET', '/api/admin/users', 200, { content: ACCOUNTS, totalCount: 2 });

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(path: string, fetch: typeof globalThis.fetch, language: 'de' | 'en' = 'en') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/users" element={<UsersScreen />} />
        <Route path="/user-add" element={<UserFormScreen />} />
        <Route path="/user-edit/:id" element={<UserFormScreen />} />
      </Routes>
      <Where />
      <NotificationList />
    </MemoryRouter>,
    { fetch, namespaces: ['admin-users', 'validation'], config: { language } },
  );
}

const bodyOf = sentBody;

describe('staff accounts list', () => {
  it('lists every account with role and state in words and an edit link each (de)', async () => {
    await renderAt('/users', fakeFetch(list), 'de');
    const table = await screen.findByRole('table', { name: '2 Personalkonten' });
    expect(table).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'lesesaal@archiv.example' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Nur Berichte' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'gesperrt' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'lesesaal@archiv.example bearbeiten' }),
    ).toHaveAttribute('href', '/user-edit/2');
    expect(screen.getByRole('link', { name: 'Personalkonto anlegen' })).toHaveAttribute(
      'href',
      '/user-add',
    );
  });
});

const directoryStatus = (enabled: boolean) =>
  on('GET', '/api/auth/oidc/status', 200, {
    enabled,
    available: enabled,
    label: null,
    hideLocalLogin: false,
  });

describe('where a role comes from', () => {
  const accounts = [
    account(1, 'admin@archiv.example'),
    account(3, 'ada@archiv.example', 'REPORTS', false, 'CN=Lesesaal-Berichte,OU=Gruppen'),
    { ...account(4, 'nobody@archiv.example', null), roleSource: 'DIRECTORY' as const },
  ];
  const withDirectory = on('GET', '/api/admin/users', 200, { content: accounts, totalCount: 3 });

  it('names the directory group or says local, per account (de)', async () => {
    await renderAt('/users', fakeFetch(withDirectory, directoryStatus(true)), 'de');
    await screen.findByRole('table', { name: '3 Personalkonten' });
    expect(screen.getByRole('columnheader', { name: 'Rolle kommt aus' })).toBeInTheDocument();
    const row = (email: string) => screen.getByRole('rowheader', { name: email }).closest('tr')!;
    expect(row('admin@archiv.example')).toHaveTextContent('lokal (von der Verwaltung gesetzt)');
    expect(row('ada@archiv.example')).toHaveTextContent(
      'Verzeichnisgruppe „CN=Lesesaal-Berichte,OU=Gruppen“',
    );
    expect(row('nobody@archiv.example')).toHaveTextContent('Verzeichnis (keine passende Gruppe)');
  });

  it('previews the role of a set of groups through the server and announces it (en)', async () => {
    const fetch = fakeFetch(
      withDirectory,
      directoryStatus(true),
      on('POST', '/api/admin/users/role-preview', 200, (_url, init) =>
        (JSON.parse(String(init?.body)) as { groups: string[] }).groups.includes('lesesaal-desk')
          ? { role: 'DESK' as const, group: 'lesesaal-desk' }
          : { role: null, group: null },
      ),
    );
    const { user } = await renderAt('/users', fetch);
    const region = await screen.findByRole('region', {
      name: 'Check the role from directory groups',
    });
    const groups = within(region).getByLabelText('Groups (one per line)');
    await user.type(groups, ' staff {Enter}{Enter}lesesaal-desk');
    await user.click(within(region).getByRole('button', { name: 'Find the role' }));
    expect(await within(region).findByRole('status')).toHaveTextContent(
      "A person with these groups would get the role “Desk only (today's check-in)” (from the group “lesesaal-desk”).",
    );
    expect(bodyOf(fetch, 'POST')).toEqual({ groups: ['staff', 'lesesaal-desk'] });

    await user.clear(groups);
    await user.type(groups, 'cafeteria');
    await user.click(within(region).getByRole('button', { name: 'Find the role' }));
    await waitFor(() =>
      expect(within(region).getByRole('status')).toHaveTextContent(
        'A person with these groups would get no role and could not use the staff interface.',
      ),
    );
  });

  it('refuses more than 100 groups before asking the server', async () => {
    const fetch = fakeFetch(withDirectory, directoryStatus(true));
    const { user } = await renderAt('/users', fetch);
    const region = await screen.findByRole('region', {
      name: 'Check the role from directory groups',
    });
    const groups = within(region).getByLabelText('Groups (one per line)');
    await user.click(groups);
    await user.paste(Array.from({ length: 101 }, (_, i) => `g${i}`).join('\n'));
    await user.click(within(region).getByRole('button', { name: 'Find the role' }));
    expect(groups).toHaveAccessibleDescription(/Please enter at most 100 groups\./);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('says on the edit screen that a directory role is set again at every sign-in (en)', async () => {
    await renderAt('/user-edit/3', fakeFetch(withDirectory, directoryStatus(true)));
    expect(
      await screen.findByText(
        "This account's role comes from the organisation's directory and is set again at every sign-in: a change here lasts only until the next sign-in.",
      ),
    ).toBeInTheDocument();
  });

  it('offers no preview without a directory', async () => {
    const fetch = fakeFetch(withDirectory, directoryStatus(false));
    await renderAt('/users', fetch);
    await screen.findByRole('table');
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/oidc/status'))).toBe(true),
    );
    expect(screen.queryByRole('heading', { name: 'Check the role from directory groups' })).toBe(
      null,
    );
  });
});

describe('add a staff account', () => {
  it('refuses an 11-character password with its message and focus, then creates with 12', async () => {
    const fetch = fakeFetch(
      on('POST', '/api/admin/users', 201, account(3, 'neu@archiv.example', 'REPORTS')),
      list,
    );
    const { user } = await renderAt('/user-add', fetch);
    await user.type(await screen.findByLabelText(/^E-mail address/), 'neu@archiv.example');
    const password = screen.getByLabelText(/^Password/);
    await user.type(password, 'abcdefghijk');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('This field should be at least 12 characters long.'),
    ).toBeInTheDocument();
    expect(password).toHaveFocus();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.type(password, 'l');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Staff account added')).toBeInTheDocument();
    expect(bodyOf(fetch, 'POST')).toEqual({
      email: 'neu@archiv.example',
      password: 'abcdefghijkl',
      role: 'REPORTS',
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/users'));
  });

  it('says so when the e-mail address is taken', async () => {
    const fetch = fakeFetch(
      on('POST', '/api/admin/users', 409, { error: 'conflict', payload: ['email'] }),
    );
    const { user } = await renderAt('/user-add', fetch);
    await user.type(await screen.findByLabelText(/^E-mail address/), 'admin@archiv.example');
    await user.type(screen.getByLabelText(/^Password/), 'a-long-enough-passphrase');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('A staff account with this e-mail address exists already.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/user-add');
  });
});

describe('edit a staff account', () => {
  it('sends only what changed', async () => {
    const fetch = fakeFetch(
      on(
        'PUT',
        '/api/admin/users/{id}',
        200,
        account(2, 'lesesaal@archiv.example', 'REPORTS', false),
      ),
      list,
    );
    const { user } = await renderAt('/user-edit/2', fetch);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Staff account lesesaal@archiv.example',
      }),
    ).toBeInTheDocument();
    const disabled = screen.getByRole('checkbox', { name: /Account disabled/ });
    expect(disabled).toBeChecked();
    await user.click(disabled);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Staff account changed')).toBeInTheDocument();
    expect(bodyOf(fetch, 'PUT')).toEqual({ disabled: false });
  });

  it('shows the last-admin refusal and stays', async () => {
    const fetch = fakeFetch(
      on('PUT', '/api/admin/users/{id}', 409, { error: 'conflict', payload: ['last_admin'] }),
      list,
    );
    const { user } = await renderAt('/user-edit/1', fetch);
    await user.click(await screen.findByRole('checkbox', { name: /Account disabled/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'This is the last active administration account: at least one must remain.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/user-edit/1');
  });

  it('deletes after confirmation, focusing the safe choice first', async () => {
    const fetch = fakeFetch(on('DELETE', '/api/admin/users/{id}', 204, undefined), list);
    const { user } = await renderAt('/user-edit/2', fetch);
    await user.click(await screen.findByRole('button', { name: 'Delete staff account' }));
    expect(screen.getByRole('button', { name: 'No, keep it' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Staff account deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/users'));
  });

  it('says the account is deleted although the list read again no longer has it', async () => {
    let content = ACCOUNTS;
    const answer = fakeFetch(
      on('DELETE', '/api/admin/users/{id}', 204, () => {
        content = ACCOUNTS.filter((a) => a.id !== 2);
        return undefined;
      }),
      on('GET', '/api/admin/users', 200, () => ({ content, totalCount: content.length })),
      directoryStatus(false),
    );
    // the directory's status answers later than the list: the delete's refetch ends after
    // the form is gone (its account no longer in the list)
    const fetch = answerLater(answer, '/api/auth/oidc/status');
    const { user } = await renderAt('/user-edit/2', fetch);
    await user.click(await screen.findByRole('button', { name: 'Delete staff account' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Staff account deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/users'));
  });

  it('shows not found for an unknown id', async () => {
    await renderAt('/user-edit/99', fakeFetch(list));
    expect(await screen.findByText('The requested entry was not found.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to the staff accounts' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a guessable password at the field, focused", async () => {
    const fetch = fakeFetch(
      on('PUT', '/api/admin/users/{id}', 400, {
        error: 'validation__error',
        payload: ['body.password'],
      }),
      list,
    );
    const { user } = await renderAt('/user-edit/2', fetch);
    const password = await screen.findByLabelText(/^New password/);
    await user.type(password, 'Sommer2024!!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'This password is not accepted: it is too common or too easy to guess.',
      ),
    ).toBeInTheDocument();
    expect(password).toHaveFocus();
    expect(bodyOf(fetch, 'PUT')).toEqual({ password: 'Sommer2024!!' });
  });

  it('computes changes against the stored account', () => {
    const stored = account(5, 'x@archiv.example', null, false);
    expect(changesOf(stored, { role: 'REPORTS', disabled: false, password: '' })).toEqual({
      role: 'REPORTS',
    });
    expect(
      changesOf(account(5, 'x@archiv.example'), {
        role: 'ADMIN',
        disabled: false,
        password: 'a-new-passphrase',
      }),
    ).toEqual({ password: 'a-new-passphrase' });
  });
});

describe("a local account's sign-in, for an admin", () => {
  const withFactor = { ...account(2, 'lesesaal@archiv.example', 'REPORTS'), secondFactor: true };
  const directoryOn = on('GET', '/api/auth/oidc/status', 200, {
    enabled: true,
    available: true,
    label: null,
    hideLocalLogin: false,
  });

  it('resets a second factor after a second click and announces it (de)', async () => {
    const fetch = fakeFetch(
      on('GET', '/api/admin/users', 200, { content: [withFactor], totalCount: 1 }),
      on('DELETE', '/api/admin/users/{id}/second-factor', 200, {
        ...withFactor,
        secondFactor: false,
      }),
      on('GET', '/api/auth/oidc/status', 200, {
        enabled: false,
        available: false,
        label: null,
        hideLocalLogin: false,
      }),
    );
    const { user } = await renderAt('/user-edit/2', fetch, 'de');
    const section = await screen.findByRole('region', { name: 'Anmeldung' });
    expect(section).toHaveTextContent(
      'ist ein zweiter Faktor (Code aus einer Authenticator-App) eingerichtet',
    );
    expect(within(section).queryByRole('button', { name: /Übernahme/ })).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Zweiten Faktor zurücksetzen' }));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(within(section).getByRole('button', { name: 'Ja, zurücksetzen' }));
    expect(await screen.findByText('Der zweite Faktor wurde zurückgesetzt.')).toBeInTheDocument();
    const [url] = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE') ?? [];
    expect(String(url)).toMatch(/\/api\/admin\/users\/2\/second-factor$/);
  });

  it('allows the directory to take a local account over, and shows until when (en)', async () => {
    const until = new Date(Date.now() + 7 * 24 * 60 * 60_000).toISOString();
    const fetch = fakeFetch(
      on('GET', '/api/admin/users', 200, { content: [withFactor], totalCount: 1 }),
      on('PUT', '/api/admin/users/{id}/directory-link', 200, {
        ...withFactor,
        directoryLinkUntil: until,
      }),
      directoryOn,
    );
    const { user } = await renderAt('/user-edit/2', fetch);
    const section = await screen.findByRole('region', { name: 'Sign-in' });
    await user.click(
      await within(section).findByRole('button', {
        name: 'Allow takeover by the organisation account',
      }),
    );
    expect(
      await screen.findByText('Takeover by the organisation account is allowed for seven days.'),
    ).toBeInTheDocument();
    const [url] = fetch.mock.calls.find(([, init]) => init?.method === 'PUT') ?? [];
    expect(String(url)).toMatch(/\/api\/admin\/users\/2\/directory-link$/);
  });

  it('offers nothing of it for a directory account', async () => {
    const directoryAccount = account(4, 'dir@archiv.example', 'REPORTS', false, 'lesesaal-reports');
    const fetch = fakeFetch(
      on('GET', '/api/admin/users', 200, { content: [directoryAccount], totalCount: 1 }),
      directoryOn,
    );
    await renderAt('/user-edit/4', fetch);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Staff account dir@archiv.example' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sign-in' })).not.toBeInTheDocument();
  });

  it('marks a platform support account and offers no password or sign-in change for it (de)', async () => {
    const support = { ...account(5, 'ops@platform.example'), support: true };
    const fetch = fakeFetch(
      on('GET', '/api/admin/users', 200, { content: [support], totalCount: 1 }),
      directoryOn,
    );
    const view = await renderAt('/users', fetch, 'de');
    const row = (await screen.findByRole('rowheader', { name: 'ops@platform.example' })).closest(
      'tr',
    )!;
    expect(within(row).getByText('Support der Plattform')).toBeInTheDocument();
    view.unmount();
    await renderAt('/user-edit/5', fetch, 'de');
    expect(
      await screen.findByText(
        /gehört zum Support der Plattform-Verwaltung \(ops@platform\.example\)/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/Neues Passwort/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Anmeldung' })).not.toBeInTheDocument();
    // disabling and deleting stay the archive's
    expect(screen.getByRole('checkbox')).toBeInTheDocument();
  });
});
