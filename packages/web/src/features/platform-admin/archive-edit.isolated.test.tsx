import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { navigateTo } from '../../platform/navigate-to';
import { fakeFetch, on, sentBody } from '../../test/api-fake';
import type { Archive } from './api';
import { archive, DEFAULT_ARCHIVE, renderPlatformScreen } from './test-fixtures';

vi.mock('../../platform/navigate-to', () => ({ navigateTo: vi.fn(() => true) }));

/** A fake server keeping one changeable archive besides the default one. */
function server(initial: Archive) {
  let current = initial;
  let deleted = false;
  const fetch = fakeFetch(
    on('GET', '/api/platform/archives', 200, () =>
      deleted ? [DEFAULT_ARCHIVE] : [DEFAULT_ARCHIVE, current],
    ),
    on('PATCH', '/api/platform/archives/{id}', 200, (_url, init) => {
      current = { ...current, ...(JSON.parse(String(init?.body)) as Partial<Archive>) };
      return current;
    }),
    on('DELETE', '/api/platform/archives/{id}', 204, () => {
      deleted = true;
      return undefined;
    }),
    on('POST', '/api/platform/archives/{id}/support', 200, { url: '/stadt/admin/' }),
  );
  return fetch;
}

const calls = (fetch: ReturnType<typeof fakeFetch>, method: string) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url]) => new URL(String(url), 'http://localhost').pathname);

describe('editing an archive', () => {
  it('sends only what changed, an emptied field as null, then focuses the archive in the list', async () => {
    const fetch = server(archive());
    const { user } = await renderPlatformScreen('/archives/2', fetch);
    await screen.findByRole('heading', { level: 1, name: 'Archive “Stadtarchiv”' });
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Stadtarchiv Linz');
    await user.clear(screen.getByRole('textbox', { name: /^Own host name/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const link = await screen.findByRole('link', { name: 'Edit Stadtarchiv Linz' });
    await waitFor(() => expect(link).toHaveFocus());
    expect(sentBody(fetch, 'PATCH')).toEqual({ name: 'Stadtarchiv Linz', hostName: null });
    expect(calls(fetch, 'PATCH')).toEqual(['/api/platform/archives/2']);
    expect(screen.getByRole('alert')).toHaveTextContent('Archive “Stadtarchiv Linz” saved.');
  });

  it('refuses an unknown time zone at its field (de)', async () => {
    const fetch = server(archive());
    const { user } = await renderPlatformScreen('/archives/2', fetch, 'de');
    const zone = await screen.findByRole('combobox', { name: /^Zeitzone/ });
    await user.clear(zone);
    await user.type(zone, 'Europa/Wien');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(zone).toHaveFocus());
    expect(zone).toHaveAccessibleDescription(
      expect.stringContaining('Bitte geben Sie eine bekannte IANA-Zeitzone'),
    );
    expect(calls(fetch, 'PATCH')).toEqual([]);
  });

  it('says the archive is not there for an unknown id', async () => {
    await renderPlatformScreen('/archives/99', server(archive()));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    expect(screen.getByRole('link', { name: 'Archives' })).toHaveAttribute('href', '/');
  });
});

describe('suspending, resuming and deleting', () => {
  it('suspends after a confirmation, announces it and moves the focus to the new state', async () => {
    const fetch = server(archive());
    const { user } = await renderPlatformScreen('/archives/2', fetch);
    expect(await screen.findByText('Only a suspended archive can be deleted. Suspend it first.'));
    await user.click(screen.getByRole('button', { name: 'Suspend archive' }));
    const question = screen.getByRole('group', {
      name: 'Really suspend the archive “Stadtarchiv”?',
    });
    await user.click(within(question).getByRole('button', { name: 'Yes, suspend' }));

    const state = await screen.findByRole('heading', { level: 2, name: 'State: suspended' });
    await waitFor(() => expect(state).toHaveFocus());
    expect(sentBody(fetch, 'PATCH')).toEqual({ suspended: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Archive “Stadtarchiv” is suspended.');
    // a suspended archive has no staff screens to open; it may be deleted now
    expect(screen.queryByRole('button', { name: 'Open the staff screens' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete archive for good' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resume archive' })).toBeVisible();
  });

  it('deletes only once the slug is typed, then goes back to the list', async () => {
    const fetch = server(archive({ suspended: true }));
    const { user } = await renderPlatformScreen('/archives/2', fetch);
    const confirm = await screen.findByRole('textbox', {
      name: 'To confirm, type the short name “stadt”',
    });
    await user.type(confirm, 'stad');
    await user.click(screen.getByRole('button', { name: 'Delete archive for good' }));
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveAccessibleDescription(
      'The short name does not match. Please type “stadt”.',
    );
    expect(calls(fetch, 'DELETE')).toEqual([]);

    await user.type(confirm, 't');
    await user.click(screen.getByRole('button', { name: 'Delete archive for good' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(calls(fetch, 'DELETE')).toEqual(['/api/platform/archives/2']);
    expect(await screen.findByRole('alert')).toHaveTextContent('Archive “Stadtarchiv” deleted.');
  });

  it('offers neither suspending nor deleting for the default archive (de)', async () => {
    await renderPlatformScreen('/archives/1', server(archive()), 'de');
    expect(
      await screen.findByText('Das Hauptarchiv der Installation kann nicht gesperrt werden.'),
    ).toBeVisible();
    expect(screen.getByText('Das Hauptarchiv der Installation kann nicht gelöscht werden.'));
    expect(screen.queryByRole('button', { name: 'Archiv sperren' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Kurznamen/ })).toBeNull();
  });

  it('shows the server refusing a change as a message (409)', async () => {
    const fetch = fakeFetch(
      on('GET', '/api/platform/archives', 200, [DEFAULT_ARCHIVE, archive({ suspended: true })]),
      on('DELETE', '/api/platform/archives/{id}', 409, {
        error: 'conflict',
        payload: ['not_suspended'],
      }),
    );
    const { user } = await renderPlatformScreen('/archives/2', fetch);
    await user.type(await screen.findByRole('textbox', { name: /type the short name/ }), 'stadt');
    await user.click(screen.getByRole('button', { name: 'Delete archive for good' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only a suspended archive can be deleted. Please suspend it first.',
    );
  });
});

describe('opening the staff screens for support', () => {
  beforeEach(() => vi.mocked(navigateTo).mockClear());

  it("asks the server for a support session and goes to the archive's staff start page", async () => {
    const fetch = server(archive());
    const { user } = await renderPlatformScreen('/archives/2', fetch, 'de');
    await user.click(await screen.findByRole('button', { name: 'Mitarbeiteransicht öffnen' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/stadt/admin/'));
    expect(calls(fetch, 'POST')).toEqual(['/api/platform/archives/2/support']);
  });
});
