import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, on, sentBody } from '../../test/api-fake';
import { archive, counts, DEFAULT_ARCHIVE, renderPlatformScreen } from './test-fixtures';

const STADT = archive();
const SUSPENDED = archive({
  id: 3,
  slug: 'kloster',
  name: 'Klosterarchiv',
  hostName: null,
  timeZone: null,
  defaultLanguage: 'de',
  suspended: true,
});
const list = (...archives: (typeof STADT)[]) => on('GET', '/api/platform/archives', 200, archives);

describe('the archives list', () => {
  it('shows each archive with address, host name, time zone, language and state (de)', async () => {
    await renderPlatformScreen('/', fakeFetch(list(DEFAULT_ARCHIVE, STADT, SUSPENDED)), 'de');
    expect(await screen.findByRole('table', { name: '3 Archive' })).toBeInTheDocument();
    const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
    expect(
      within(row('Landesarchiv'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '/',
      'keiner',
      'wie die Installation',
      'wie die Installation',
      'aktiv',
      'Bearbeiten',
    ]);
    expect(
      within(row('Stadtarchiv'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '/stadt/',
      'lesesaal.stadtarchiv.example',
      'Europe/Berlin',
      'Englisch',
      'aktiv',
      'Bearbeiten',
    ]);
    expect(row('Klosterarchiv')).toHaveTextContent('gesperrt');
    expect(screen.getByRole('link', { name: 'Klosterarchiv bearbeiten' })).toHaveAttribute(
      'href',
      '/archives/3',
    );
    expect(screen.getByRole('link', { name: 'Archiv anlegen' })).toHaveAttribute(
      'href',
      '/archives/new',
    );
  });

  it('says why the list could not be read', async () => {
    await renderPlatformScreen(
      '/',
      fakeFetch(
        on('GET', '/api/platform/archives', 401, { error: 'http__access_denied_exception' }),
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
  });
});

describe('creating an archive', () => {
  it('shows every rule broken at its field, in words, and sends nothing', async () => {
    const fetch = fakeFetch(list(DEFAULT_ARCHIVE));
    const { user } = await renderPlatformScreen('/archives/new', fetch);
    await screen.findByRole('heading', { level: 1, name: 'Create archive' });
    await user.type(screen.getByRole('textbox', { name: /^Short name/ }), 'Admin');
    await user.type(screen.getByRole('textbox', { name: /^Own host name/ }), 'not a host');
    await user.type(screen.getByRole('combobox', { name: /^Time zone/ }), 'Mars/Olympus');
    await user.type(screen.getByRole('textbox', { name: /^E-mail address/ }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Create archive' }));

    const slug = screen.getByRole('textbox', { name: /^Short name/ });
    await waitFor(() => expect(slug).toHaveFocus());
    expect(slug).toHaveAccessibleDescription(
      expect.stringContaining('Please use only lower-case letters'),
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      expect.stringContaining('required'),
    );
    expect(screen.getByRole('textbox', { name: /^Own host name/ })).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a host name'),
    );
    expect(screen.getByRole('combobox', { name: /^Time zone/ })).toHaveAccessibleDescription(
      expect.stringContaining('known IANA time zone'),
    );
    expect(sentBody(fetch, 'POST')).toBeUndefined();

    await user.clear(slug);
    await user.type(slug, 'platform');
    await user.click(screen.getByRole('button', { name: 'Create archive' }));
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(expect.stringContaining('reserved')),
    );
  });

  it('sends the archive and its first admin, shows the password once, then the list with the focus on it', async () => {
    const created = archive({ id: 7, slug: 'archiv-b', name: 'Archiv B', hostName: null });
    let archives = [DEFAULT_ARCHIVE];
    const fetch = fakeFetch(
      on('GET', '/api/platform/archives', 200, () => archives),
      on('POST', '/api/platform/archives', 201, () => {
        archives = [DEFAULT_ARCHIVE, created];
        return { ...created, firstAdminPassword: 'kiwi-tafel-brunnen-7' };
      }),
    );
    const { user } = await renderPlatformScreen('/archives/new', fetch);
    await user.type(await screen.findByRole('textbox', { name: /^Short name/ }), ' archiv-b ');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Archiv B');
    await user.type(screen.getByRole('combobox', { name: /^Time zone/ }), 'Europe/Berlin');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Default language/ }), 'en');
    await user.type(screen.getByRole('textbox', { name: /^E-mail address/ }), 'ada@b.example');
    const admin = screen.getByRole('group', { name: 'First administrator account' });
    await user.type(within(admin).getByRole('textbox', { name: "Person's name" }), 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Create archive' }));

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Archive “Archiv B” created',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('kiwi-tafel-brunnen-7')).toBeVisible();
    expect(screen.getByText(/ada@b\.example signs in at \/archiv-b\/admin\//)).toBeVisible();
    expect(sentBody(fetch, 'POST')).toEqual({
      slug: 'archiv-b',
      name: 'Archiv B',
      timeZone: 'Europe/Berlin',
      defaultLanguage: 'en',
      firstAdmin: { email: 'ada@b.example', displayName: 'Ada Lovelace' },
    });

    await user.click(screen.getByRole('link', { name: 'To the list of archives' }));
    const link = await screen.findByRole('link', { name: 'Edit Archiv B' });
    await waitFor(() => expect(link).toHaveFocus());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByText('kiwi-tafel-brunnen-7')).not.toBeInTheDocument();
  });

  it('shows a slug already taken at the slug field (409)', async () => {
    const fetch = fakeFetch(
      list(DEFAULT_ARCHIVE),
      on('POST', '/api/platform/archives', 409, { error: 'conflict', payload: ['slug'] }),
    );
    const { user } = await renderPlatformScreen('/archives/new', fetch, 'de');
    const slug = await screen.findByRole('textbox', { name: /^Kurzname/ });
    await user.type(slug, 'stadt');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Stadtarchiv');
    await user.type(screen.getByRole('textbox', { name: /^E-Mail-Adresse/ }), 'a@b.example');
    const admin = screen.getByRole('group', { name: 'Erstes Verwaltungskonto' });
    await user.type(within(admin).getByRole('textbox', { name: 'Name der Person' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Archiv anlegen' }));
    await waitFor(() => expect(slug).toHaveFocus());
    expect(slug).toHaveAccessibleDescription(
      expect.stringContaining('Diesen Kurznamen hat schon ein anderes Archiv.'),
    );
  });
});

describe('the figures per archive', () => {
  it('shows the counts of each archive and nothing personal (en)', async () => {
    await renderPlatformScreen(
      '/overview',
      fakeFetch(
        on('GET', '/api/platform/overview', 200, [
          counts(DEFAULT_ARCHIVE),
          counts(SUSPENDED, { rooms: 0, timeSlots: 0, ticketsBookedThisMonth: 0 }),
        ]),
      ),
    );
    expect(await screen.findByRole('table', { name: 'Figures of 2 archives' })).toBeVisible();
    const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
    expect(
      within(row('Landesarchiv'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['active', '3', '1,200', '45', '2,345', '4']);
    expect(row('Klosterarchiv')).toHaveTextContent('suspended');
    expect(screen.getByRole('columnheader', { name: 'Time slots from today' })).toBeVisible();
  });
});
