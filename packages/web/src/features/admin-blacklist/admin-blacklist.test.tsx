import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useApi } from '../../api/api-context';
import { addYears } from '@lesesaal/domain/dates';
import { NotificationList } from '../../components/notifications/notification-list';
import { answerLater, at, fakeFetch, on } from '../../test/api-fake';
import { renderWithProviders, testToday } from '../../test/render';
import { blacklistQuery } from './api';
import { BlacklistFormScreen } from './components/blacklist-form-screen';
import { BlacklistScreen } from './components/blacklist-screen';

const ENTRIES = [
  { email: 'anna@example.org', expiredAt: '2031-06-01', description: 'Beschwerde' },
  { email: 'bert@example.org', expiredAt: '2032-01-01', description: null },
];

const api = fakeFetch;
const list = (content = ENTRIES) =>
  on('GET', '/api/admin/blacklist', 200, { content, totalCount: content.length });

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Another screen's read of the blacklist, active next to the form (a list elsewhere on the page). */
function ListElsewhere() {
  useQuery(blacklistQuery(useApi(), '', 'email:ASC'));
  return null;
}

function renderAt(
  entries: string[],
  fetch: typeof globalThis.fetch,
  language: 'de' | 'en' = 'en',
  extra: ReactNode = null,
) {
  return renderWithProviders(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      {extra}
      <Routes>
        <Route path="/blacklist" element={<BlacklistScreen />} />
        <Route path="/blacklist-add" element={<BlacklistFormScreen />} />
        <Route path="/blacklist-edit/:email" element={<BlacklistFormScreen />} />
      </Routes>
      <Where />
      <NotificationList />
    </MemoryRouter>,
    { fetch, namespaces: ['admin-blacklist', 'validation'], config: { language } },
  );
}
const lastQuery = (fetch: ReturnType<typeof api>) =>
  new URL(String(fetch.mock.calls.at(-1)?.[0]), 'http://x').searchParams;

describe('blacklist list', () => {
  it('shows the entries sorted by e-mail with edit links that pass fromSearch=y', async () => {
    const fetch = api(list());
    await renderAt(['/blacklist'], fetch);
    const table = await screen.findByRole('table', { name: '2 blocked e-mail addresses' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['anna@example.org', 'bert@example.org']);
    expect(within(table).getByText('01.06.2031')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /E-mail address/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('link', { name: 'Edit anna@example.org' })).toHaveAttribute(
      'href',
      '/blacklist-edit/anna%40example.org?fromSearch=y',
    );
    expect(screen.getByRole('link', { name: 'Add entry' })).toHaveAttribute(
      'href',
      '/blacklist-add',
    );
    expect(screen.queryByRole('button', { name: 'Reset search' })).not.toBeInTheDocument();
    expect(lastQuery(fetch).get('sort')).toBe('email:ASC');
  });

  it('searches on Enter, keeps the term in the address, offers reset only then', async () => {
    const fetch = api(list());
    const { user } = await renderAt(['/blacklist'], fetch);
    await user.type(
      await screen.findByRole('searchbox', { name: 'Search e-mail address or note' }),
      'anna{Enter}',
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/blacklist?term=anna'),
    );
    await waitFor(() => expect(lastQuery(fetch).get('term')).toBe('anna'));
    await user.click(screen.getByRole('button', { name: 'Reset search' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/blacklist$/));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Reset search' })).not.toBeInTheDocument();
  });

  it('sorts by a column and flips on the second click', async () => {
    const fetch = api(list());
    const { user } = await renderAt(['/blacklist'], fetch);
    await user.click(await screen.findByRole('button', { name: /Blocked until/ }));
    await waitFor(() => expect(lastQuery(fetch).get('sort')).toBe('expiredAt:ASC'));
    expect(screen.getByRole('columnheader', { name: /Blocked until/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: /Blocked until/ }));
    await waitFor(() => expect(lastQuery(fetch).get('sort')).toBe('expiredAt:DESC'));
    expect(screen.getByRole('columnheader', { name: /E-mail address/ })).toHaveAttribute(
      'aria-sort',
      'none',
    );
  });

  it('searches with the search button as well, and says when the list is empty', async () => {
    const fetch = api(list([]));
    const { user } = await renderAt(['/blacklist'], fetch);
    expect(
      await screen.findByText('No entries. No e-mail address is blocked.'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), '  bert ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/blacklist?term=bert'),
    );
    await waitFor(() => expect(lastQuery(fetch).get('term')).toBe('bert'));
  });

  it('says so when nothing matches (de)', async () => {
    await renderAt(['/blacklist?term=zora'], api(list([])), 'de');
    expect(await screen.findByText('Kein Eintrag passt zu „zora“.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('blacklist add', () => {
  it('defaults the expiry to a year from today, refuses today, and adds with a popup naming the address', async () => {
    const today = testToday();
    const fetch = api(
      on('POST', '/api/admin/blacklist', 201, {
        email: 'spam@example.org',
        expiredAt: today,
        description: null,
      }),
      list(),
    );
    const { user } = await renderAt(['/blacklist-add'], fetch);
    const expiry = await screen.findByLabelText(/^Blocked until/);
    expect(expiry).toHaveValue(addYears(today, 1));
    await user.type(screen.getByLabelText(/^E-mail address/), 'spam@example.org');
    await user.clear(expiry);
    await user.type(expiry, today);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The date must be in the future.')).toBeInTheDocument();
    expect(expiry).toHaveFocus();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.clear(expiry);
    await user.type(expiry, addYears(today, 2));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Blacklist entry added: spam@example.org')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      email: 'spam@example.org',
      expiredAt: addYears(today, 2),
      description: null,
    });
    // create only: an address blocked already must not be replaced from the add screen
    expect(new Headers(post?.[1]?.headers).get('If-None-Match')).toBe('*');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/blacklist$/));
  });

  it('shows the duplicate refusal at the e-mail field and focuses it', async () => {
    const fetch = api(
      on('POST', '/api/admin/blacklist', 412, { error: 'blacklist__email_already_exists' }),
    );
    const { user } = await renderAt(['/blacklist-add'], fetch);
    const email = await screen.findByLabelText(/^E-mail address/);
    await user.type(email, 'anna@example.org');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(/already exists/));
    expect(email).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('/blacklist-add');
  });

  it('says the blacklist is full when the server refuses a new entry (de)', async () => {
    const fetch = api(
      on('POST', '/api/admin/blacklist', 409, {
        error: 'conflict',
        payload: ['maxBlackListEntries'],
      }),
    );
    const { user } = await renderAt(['/blacklist-add'], fetch, 'de');
    await user.type(await screen.findByLabelText(/^E-Mail-Adresse/), 'anna@example.org');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(/Die Sperrliste ist voll/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/blacklist-add');
  });
});

describe('blacklist edit', () => {
  const entry = at(
    '/api/admin/blacklist/anna%40example.org',
    on('GET', '/api/admin/blacklist/{email}', 200, ENTRIES[0]!),
  );

  it('shows the address as heading, saves with POST and returns to the searched list it came from', async () => {
    const fetch = api(
      entry,
      on('POST', '/api/admin/blacklist', 200, { ...ENTRIES[0]!, description: 'neu' }),
      list(),
    );
    const { user } = await renderAt(
      ['/blacklist?term=anna', '/blacklist-edit/anna%40example.org?fromSearch=y'],
      fetch,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'anna@example.org' }),
    ).toBeInTheDocument();
    const note = await screen.findByLabelText(/^Note/);
    await user.clear(note);
    await user.type(note, 'neu');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Blacklist entry updated: anna@example.org'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/blacklist?term=anna'),
    );
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      email: 'anna@example.org',
      expiredAt: '2031-06-01',
      description: 'neu',
    });
    expect(new Headers(post?.[1]?.headers).has('If-None-Match')).toBe(false);
  });

  it('keeps the saved notice and the way back when the saved note remounts the form', async () => {
    // the server's answer after the save: the new note, which is part of the form's key
    let stored = ENTRIES[0]!;
    const answer = api(
      at(
        '/api/admin/blacklist/anna%40example.org',
        on('GET', '/api/admin/blacklist/{email}', 200, () => stored),
      ),
      on('POST', '/api/admin/blacklist', 200, () => {
        stored = { ...stored, description: 'neu' };
        return stored;
      }),
      list(),
    );
    // the list answers later than the entry: the save's refetch ends after the form has
    // already been remounted by the new note
    const fetch = answerLater(answer, '/api/admin/blacklist');
    const { user } = await renderAt(
      ['/blacklist', '/blacklist-edit/anna%40example.org'],
      fetch,
      'en',
      <ListElsewhere />,
    );
    const note = await screen.findByLabelText(/^Note/);
    await user.clear(note);
    await user.type(note, 'neu');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Blacklist entry updated: anna@example.org'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/blacklist$/));
  });

  it('returns to the whole list without fromSearch, and removes after confirmation', async () => {
    const fetch = api(
      entry,
      at(
        '/api/admin/blacklist/anna%40example.org',
        on('DELETE', '/api/admin/blacklist/{email}', 204, undefined),
      ),
      list(),
    );
    const { user } = await renderAt(['/', '/blacklist-edit/anna%40example.org'], fetch);
    await user.click(await screen.findByRole('button', { name: 'Remove entry' }));
    expect(screen.getByRole('button', { name: 'No, keep it' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(
      await screen.findByText('Blacklist entry removed: anna@example.org'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/blacklist$/));
  });
});
