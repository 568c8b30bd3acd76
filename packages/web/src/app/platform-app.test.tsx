import { act, screen, waitFor, within } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ARCHIVE } from '../features/platform-admin/test-fixtures';
import { fakeFetch, on, sentBody, type Handler } from '../test/api-fake';
import { jsonResponse, renderWithProviders } from '../test/render';
import { startLesesaal } from './bootstrap';
import { platformRouteTree } from './platform-app';
import { RouteTree } from './router';

const ADA = { email: 'ada@plattform.example', displayName: 'Ada Lovelace' };

/** `/api/platform/auth/me`: 401 until signed in, then the administrator. */
function session(signedIn = false) {
  const state = { signedIn };
  const handlers: Handler[] = [
    on('GET', '/api/platform/auth/me', 200, () => ADA),
    on('POST', '/api/platform/auth/login', 200, () => ADA),
    on('POST', '/api/platform/auth/logout', 204, undefined),
  ];
  const me: Handler = (url, init) => {
    if (init?.method === 'POST' && url.endsWith('/auth/login')) {
      const { password } = JSON.parse(String(init.body)) as { password: string };
      if (password !== 'richtig') return jsonResponse(401, { error: 'auth__invalid_credentials' });
      state.signedIn = true;
    }
    if (init?.method === 'POST' && url.endsWith('/auth/logout')) state.signedIn = false;
    if (url.endsWith('/auth/me') && !state.signedIn)
      return jsonResponse(401, { error: 'http__access_denied_exception' });
    return handlers.map((handler) => handler(url, init)).find(Boolean);
  };
  return { state, me };
}

async function renderPlatform(path: string, ...handlers: Handler[]) {
  const fetch = fakeFetch(...handlers);
  const rendered = await renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <RouteTree routes={platformRouteTree()} />
    </MemoryRouter>,
    {
      fetch,
      namespaces: ['platform', 'validation'],
      config: { interface: 'platform', baseUrl: '/platform/', language: 'en' },
    },
  );
  return { ...rendered, fetch };
}

describe('the platform administration', () => {
  it('signs in with an address the command line took but the address rule refuses (root@localhost)', async () => {
    const { me } = session();
    const { user, fetch } = await renderPlatform(
      '/',
      me,
      on('GET', '/api/platform/archives', 200, [DEFAULT_ARCHIVE]),
    );
    await screen.findByRole('heading', { level: 1, name: 'Platform administration: sign in' });
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'root@localhost');
    await user.type(screen.getByLabelText(/^Password/), 'richtig');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Archives' })).toBeVisible();
    expect(sentBody(fetch, 'POST')).toEqual({ email: 'root@localhost', password: 'richtig' });
  });

  it('shows only the sign-in without a session, refuses a wrong password, then shows the archives', async () => {
    const { me } = session();
    const { user, fetch } = await renderPlatform(
      '/',
      me,
      on('GET', '/api/platform/archives', 200, [DEFAULT_ARCHIVE]),
    );
    await screen.findByRole('heading', { level: 1, name: 'Platform administration: sign in' });
    expect(screen.queryByRole('navigation', { name: 'Platform administration' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), ADA.email);
    await user.type(screen.getByLabelText(/^Password/), 'falsch');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign-in failed. Please check your e-mail address and password.',
    );

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'richtig');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Archives' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Signed in as Ada Lovelace (ada@plattform.example)')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Archives' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Figures per archive' })).toHaveAttribute(
      'href',
      '/overview',
    );
    expect(sentBody(fetch, 'POST')).toEqual({ email: ADA.email, password: 'falsch' });
  });

  it('asks for the second factor’s code after the password, announces a wrong one, then signs in', async () => {
    const state = { signedIn: false };
    const me: Handler = (url, init) => {
      if (url.endsWith('/auth/me'))
        return state.signedIn
          ? jsonResponse(200, ADA)
          : jsonResponse(401, { error: 'http__access_denied_exception' });
      if (init?.method === 'POST' && url.endsWith('/auth/login'))
        return jsonResponse(202, { next: 'code' });
      if (init?.method === 'POST' && url.endsWith('/auth/login/code')) {
        const { code } = JSON.parse(String(init.body)) as { code: string };
        if (code !== '123456') return jsonResponse(401, { error: 'auth__invalid_credentials' });
        state.signedIn = true;
        return jsonResponse(200, ADA);
      }
      return undefined;
    };
    const { user } = await renderPlatform(
      '/',
      me,
      on('GET', '/api/platform/archives', 200, [DEFAULT_ARCHIVE]),
    );
    await user.type(await screen.findByRole('textbox', { name: 'E-mail address' }), ADA.email);
    await user.type(screen.getByLabelText(/^Password/), 'richtig');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const step = await screen.findByRole('heading', { level: 2, name: 'Enter your code' });
    await waitFor(() => expect(step).toHaveFocus());
    const code = screen.getByRole('textbox', { name: /Code from your authenticator app/ });
    await user.type(code, '000 000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The code is wrong or was used already.',
    );
    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Archives' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Platform administration' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Archives', '/'],
      ['Figures per archive', '/overview'],
      ['Audit log', '/audit-log'],
      ['Second factor', '/second-factor'],
    ]);
  });

  it('asks for a set-up when a second factor is required, and can start again', async () => {
    const me: Handler = (url, init) => {
      if (url.endsWith('/auth/me'))
        return jsonResponse(401, { error: 'http__access_denied_exception' });
      if (init?.method === 'POST' && url.endsWith('/auth/login'))
        return jsonResponse(202, { next: 'setup' });
      return undefined;
    };
    const { user } = await renderPlatform('/', me);
    await user.type(await screen.findByRole('textbox', { name: 'E-mail address' }), ADA.email);
    await user.type(screen.getByLabelText(/^Password/), 'richtig');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Set up a second factor' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start set-up' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back to sign-in' }));
    expect(await screen.findByRole('textbox', { name: 'E-mail address' })).toBeVisible();
  });

  it('signs out to the sign-in, with the focus on its heading', async () => {
    const { me } = session(true);
    const { user, fetch } = await renderPlatform(
      '/',
      me,
      on('GET', '/api/platform/archives', 200, [DEFAULT_ARCHIVE]),
    );
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Platform administration: sign in',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      fetch.mock.calls.some(
        ([url, init]) => init?.method === 'POST' && String(url).includes('logout'),
      ),
    ).toBe(true);
  });

  it('shows the sign-in when the session ends meanwhile (a call answers 401)', async () => {
    const { me } = session(true);
    await renderPlatform(
      '/overview',
      me,
      on('GET', '/api/platform/overview', 401, { error: 'http__access_denied_exception' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Platform administration: sign in' }),
    ).toBeVisible();
  });
});

describe('the platform page', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('starts the platform interface from the mount element, without reloading on 401', async () => {
    const fetch = fakeFetch(
      on('GET', '/api/platform/auth/me', 401, { error: 'http__access_denied_exception' }),
    );
    vi.stubGlobal('fetch', fetch);
    window.history.replaceState(null, '', '/platform/');
    document.body.innerHTML =
      '<div id="lesesaal" data-interface="platform" data-language="de" data-base-url="/platform/"></div>';
    await act(async () => {
      root = await startLesesaal();
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Plattform-Verwaltung: Anmeldung' }),
    ).toBeVisible();
    expect(fetch).toHaveBeenCalledWith('/api/platform/auth/me', expect.anything());
  });
});
