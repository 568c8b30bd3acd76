import type { ReactElement } from 'react';
import { BrowserRouter, Navigate, useRoutes, type RouteObject } from 'react-router';
import { useConfig } from '../config';

/**
 * Wraps a mode's screens (routes-user.tsx, routes-admin.tsx, routes-reports.tsx) into its
 * shell. Any other path redirects to `/`, so a mode only knows its own routes.
 *
 * Declarative routing (BrowserRouter + useRoutes), not the data router: the screens load
 * their data with TanStack Query, and the data router's engine would add ~10 KB gzip to
 * the visitor's first download.
 */
export function buildRouteTree(shell: ReactElement, routes: RouteObject[]): RouteObject[] {
  return [
    { element: shell, children: [...routes, { path: '*', element: <Navigate to="/" replace /> }] },
  ];
}

/** `/admin/` → `/admin`; an absolute URL contributes its path. */
export function toBasename(baseUrl: string): string {
  const path = /^[a-z]+:\/\//i.test(baseUrl) ? new URL(baseUrl).pathname : baseUrl;
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** Renders a route tree inside any router (the browser's, or a MemoryRouter in tests). */
export function RouteTree({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The route tree under `config.baseUrl` (the server sets `/admin/` for staff). */
export function RoutedApp({ routes }: { routes: RouteObject[] }) {
  const { baseUrl } = useConfig();
  return (
    <BrowserRouter basename={toBasename(baseUrl)}>
      <RouteTree routes={routes} />
    </BrowserRouter>
  );
}
