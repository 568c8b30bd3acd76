import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotificationList } from '../../components/notifications/notification-list';
import { fakeFetch, on, sentBody } from '../../test/api-fake';
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
