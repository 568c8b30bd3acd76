import { screen } from '@testing-library/react';
import { MemoryRouter, useLocation, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PRIVACY_STORAGE_KEY } from '../features/privacy/privacy-storage';
import { fakeFetch, on } from '../test/api-fake';
import { renderWithProviders } from '../test/render';
import { adminRouteTree } from './admin-app';
import { reportsRouteTree } from './reports-app';
import { buildRouteTree, RouteTree, toBasename } from './router';
import { UserShell } from './user-shell';
import { userRouteTree } from './user-app';

function allPaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...allPaths(route.children ?? []),
  ]);
}

/** Shows where the router ended up (the path without the basename). */
function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

async function renderAt(routes: RouteObject[], path: string, basename = '/') {
  const rendered = await renderWithProviders(
    <MemoryRouter initialEntries={[path]} basename={basename}>
      <RouteTree routes={routes} />
      <CurrentPath />
    </MemoryRouter>,
    {
      namespaces: ['privacy', 'auth'],
      // the staff header asks who is signed in
      fetch: fakeFetch(
        on('GET', '/api/auth/me', 200, {
          email: 'admin@archiv.example',
          role: 'ADMIN',
          signInMethod: 'local',
        }),
      ),
    },
  );
  return { path: () => screen.getByTestId('path').textContent, ...rendered };
}

describe('user mode router', () => {
  it('does not register admin routes: /rooms ends at / with the reservation start page', async () => {
    window.sessionStorage.setItem(PRIVACY_STORAGE_KEY, 'true');
    const { path } = await renderAt(userRouteTree(), '/rooms');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Termin\u00adreservierung' }),
    ).toBeInTheDocument();
    expect(path()).toBe('/');
    expect(allPaths(userRouteTree())).not.toContain('rooms');
  });

  it('shows the privacy notice instead of the screen until it is accepted', async () => {
    await renderAt(userRouteTree(), '/');
    expect(
      await screen.findByRole('dialog', { name: 'Daten\u00adschutz\u00adhinweis' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Termin\u00adreservierung' }),
    ).not.toBeInTheDocument();
  });

  it("opens the visitor's own mailed link without the notice, which stays in the footer", async () => {
    await renderAt(userRouteTree(), '/reservation-confirmation/owner-abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ihre Reservierung' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toContainElement(
      screen.getByRole('link', { name: 'Datenschutz' }),
    );
  });

  it('has a skip link to the main landmark, a banner and a footer', async () => {
    window.sessionStorage.setItem(PRIVACY_STORAGE_KEY, 'true');
    await renderAt(userRouteTree(), '/');
    const main = screen.getByRole('main');
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toHaveAttribute(
      'href',
      `#${main.id}`,
    );
    expect(screen.getByRole('banner')).toHaveTextContent('Lesesaal');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('staff routers', () => {
  it('admin mode shows the dashboard at / under the /admin basename, with a sign-out button', async () => {
    await renderAt(adminRouteTree(), '/admin/', '/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Übersicht' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    expect(await screen.findByText('Angemeldet als admin@archiv.example')).toBeInTheDocument();
  });

  it('admin mode redirects unknown paths to the dashboard', async () => {
    const { path } = await renderAt(adminRouteTree(), '/admin/no-such-screen', '/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Übersicht' })).toBeInTheDocument();
    expect(path()).toBe('/');
  });

  it('reports mode opens the report list and has no dashboard', async () => {
    const { path } = await renderAt(reportsRouteTree(), '/admin/', '/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Berichte' })).toBeInTheDocument();
    expect(path()).toBe('/reports');
  });
});

describe('screen errors', () => {
  it('shows the error state with a link back to the start, keeping the page frame', async () => {
    window.sessionStorage.setItem(PRIVACY_STORAGE_KEY, 'true');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    function BrokenScreen(): never {
      throw new Error('chunk failed');
    }
    await renderAt(
      buildRouteTree(<UserShell />, [{ index: true, element: <BrokenScreen /> }]),
      '/',
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ein unbekannter Fehler ist aufgetreten.',
    );
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    consoleError.mockRestore();
  });
});

describe('toBasename', () => {
  it.each([
    ['/', '/'],
    ['/admin/', '/admin'],
    ['/lesesaal', '/lesesaal'],
    ['https://archive.example.org/lesesaal/', '/lesesaal'],
  ])('%s → %s', (baseUrl, basename) => {
    expect(toBasename(baseUrl)).toBe(basename);
  });
});
