/**
 * Renders UI inside the real providers (config, API client on a mocked fetch, Mantine,
 * i18n with the real texts, TanStack Query, pop-ups), as the app does.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { CLIENT_CONFIG_DEFAULTS } from '@lesesaal/domain/config';
import { createApiClient } from '../api/client';
import { archiveToday } from '../components/archive-today';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import type { WebConfig } from '../config';
import { createI18n, INITIAL_NAMESPACES } from '../i18n/i18n';

/** The defaults, but no bot check unless a test sets `botProtection` (bot-check tests do). */
export function testConfig(overrides: Partial<WebConfig> = {}): WebConfig {
  return { ...CLIENT_CONFIG_DEFAULTS, signedOut: false, botProtection: 'off', ...overrides };
}

/** Today in the test config's time zone (the default, Europe/Vienna), as the screens see it. */
export function testToday(now = new Date()): string {
  return archiveToday(testConfig().timeZone, now);
}

/** A fetch Response with a JSON body (or none for 204). */
export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });
}

export interface RenderOptions {
  config?: Partial<WebConfig>;
  /** answers every API call; default: 404 */
  fetch?: typeof fetch;
  /** extra i18n namespaces to load before rendering */
  namespaces?: string[];
}

export async function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const config = testConfig(options.config);
  const fetchMock = vi.fn<typeof fetch>(
    options.fetch ?? (async () => jsonResponse(404, { error: 'not_found' })),
  );
  const i18n = await createI18n({
    language: config.language,
    labelOverride: config.labelOverride,
    namespaces: [...INITIAL_NAMESPACES, ...(options.namespaces ?? [])],
  });
  const api = createApiClient({ baseApiUrl: config.baseApiUrl, fetch: fetchMock });
  const queryClient = createQueryClient({ retry: false });
  const user = userEvent.setup();
  const result = render(
    <AppProviders config={config} i18n={i18n} api={api} queryClient={queryClient} mantineEnv="test">
      {ui}
    </AppProviders>,
  );
  return { ...result, user, i18n, fetchMock, queryClient, config };
}
