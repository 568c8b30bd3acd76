import { startTransition, StrictMode, type ComponentType } from 'react';
import { createRoot, type Root as ReactRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { createApiClient, type ApiClient } from '../api/client';
import { findMountElement, readWebConfig, type WebConfig } from '../config';
import { isPrivacyAccepted } from '../features/privacy/privacy-storage';
import { createI18n, INITIAL_NAMESPACES } from '../i18n/i18n';
import { reloadForExpiredSession } from '../platform/reload-page';
import { AppProviders } from './providers';
import {
  readLanguageChoice,
  readLanguageFromAddress,
  storeLanguageChoice,
} from './language-choice';
import { createQueryClient } from './query-client';
import { toBasename } from './router';
import { isOwnLink, prepareUserScreen, userScreenNamespaces } from './routes-user';
import { UserApp } from './user-app';

/**
 * Whether a visitor page opens on the privacy notice: until it is accepted, unless the page
 * is the visitor's own mailed link (routes-user.tsx `ownLink`).
 */
function opensOnPrivacyNotice(config: WebConfig): boolean {
  return !isPrivacyAccepted() && !isOwnLink(window.location.pathname, toBasename(config.baseUrl));
}

/**
 * The namespaces a mode needs on its first screen (loaded before the first render): for a
 * visitor the privacy notice's, or, once it is accepted (or on the visitor's own link), the
 * booking screens' (and the records texts where the first screen shows them: routes-user.tsx).
 */
export function modeNamespaces(config: WebConfig): string[] {
  if (config.interface === 'user') {
    if (opensOnPrivacyNotice(config)) return ['privacy'];
    return ['booking', ...userScreenNamespaces(window.location.pathname, config)];
  }
  if (config.interface === 'platform') return ['platform', 'validation'];
  if (config.interface !== 'permissionerror' && config.signedOut) return ['auth', 'validation'];
  return ['auth'];
}

/**
 * The root component of an interface mode. Only the visitor app is part of the
 * entry chunk; the others (staff apps, login, platform) are reached through one dynamic
 * import (staff-modes.ts) and are separate chunks.
 */
export async function loadModeRoot(config: WebConfig): Promise<ComponentType> {
  if (config.interface === 'user') return UserApp;
  return (await import('./staff-modes')).loadStaffModeRoot(config);
}

/**
 * A visitor page's first screen, prepared next to the texts: its chunk and its data
 * (routes-user.tsx). Not while the privacy notice comes first.
 */
function prepareFirstScreen(
  config: WebConfig,
  api: ApiClient,
  queryClient: QueryClient,
): Promise<void> | undefined {
  if (config.interface !== 'user' || opensOnPrivacyNotice(config)) return undefined;
  return prepareUserScreen(window.location, { api, queryClient, config });
}

/** Reads the mount element, loads the texts and the mode's app, and renders it. */
export async function startLesesaal(): Promise<ReactRoot> {
  // Let the browser in after evaluating the bundle: reading the config is the page's first
  // use of Intl (time zone data), a task of its own rather than a longer one (Lighthouse TBT).
  await new Promise((resolve) => setTimeout(resolve, 0));
  const mount = findMountElement();
  if (!mount) throw new Error('Lesesaal: no mount element (#lesesaal or [data-interface]) found');
  try {
    const config = readWebConfig(mount, document.documentElement.lang);
    // A platform page signs in and out without a reload: its 401s show its own sign-in.
    const staffSession =
      config.interface !== 'user' && config.interface !== 'platform' && !config.signedOut;
    // The address wins (a link naming its language), then the switch's choice, then the page.
    const asked = readLanguageFromAddress();
    if (asked) storeLanguageChoice(asked); // kept while the visitor moves on in this tab
    const api = createApiClient({ baseApiUrl: config.baseApiUrl });
    const queryClient = createQueryClient({
      onUnauthorized: staffSession ? reloadForExpiredSession : undefined,
    });
    const [Root, i18n] = await Promise.all([
      loadModeRoot(config),
      createI18n(
        {
          language: asked ?? readLanguageChoice() ?? config.language,
          labelOverride: config.labelOverride,
          namespaces: [...INITIAL_NAMESPACES, ...modeNamespaces(config)],
        },
        mount,
      ),
      prepareFirstScreen(config, api, queryClient),
    ]);
    // On the privacy notice: the booking texts come next, fetch them meanwhile; on the
    // visitor's own link, the notice's, for the booking screens behind it.
    if (config.interface === 'user' && !isPrivacyAccepted())
      void i18n.loadNamespaces(opensOnPrivacyNotice(config) ? 'booking' : 'privacy');
    const root = createRoot(mount);
    // As a transition, React renders the first screen in slices and lets the browser in
    // between: no long task blocks the page while a whole screen renders (Lighthouse TBT).
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProviders config={config} i18n={i18n} api={api} queryClient={queryClient}>
            <Root />
          </AppProviders>
        </StrictMode>,
      ),
    );
    return root;
  } catch (error) {
    // Usually a chunk that failed to download: say so in both languages.
    mount.textContent =
      'Lesesaal konnte nicht geladen werden. Bitte laden Sie die Seite neu. / ' +
      'Lesesaal could not be loaded. Please reload the page.';
    mount.setAttribute('role', 'alert');
    throw error;
  }
}
