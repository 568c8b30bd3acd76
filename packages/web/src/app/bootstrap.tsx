import { StrictMode, type ComponentType } from 'react';
import { createRoot, type Root as ReactRoot } from 'react-dom/client';
import { createApiClient } from '../api/client';
import { findMountElement, readWebConfig, type WebConfig } from '../config';
import { createI18n, INITIAL_NAMESPACES } from '../i18n/i18n';
import { reloadForExpiredSession } from '../platform/reload-page';
import { AppProviders } from './providers';
import {
  readLanguageChoice,
  readLanguageFromAddress,
  storeLanguageChoice,
} from './language-choice';
import { createQueryClient } from './query-client';
import { UserApp } from './user-app';

/** The namespaces a mode needs on its first screen (loaded before the first render). */
export function modeNamespaces(config: WebConfig): string[] {
  if (config.interface === 'user') return ['privacy'];
  if (config.interface !== 'permissionerror' && config.signedOut) return ['auth', 'validation'];
  return ['auth'];
}

/**
 * The root component of an interface mode (spec §1). Only the visitor app is part of the
 * entry chunk; the staff apps (and the login) are dynamic imports, i.e. separate chunks.
 */
export async function loadModeRoot(config: WebConfig): Promise<ComponentType> {
  switch (config.interface) {
    case 'user':
      return UserApp;
    case 'permissionerror':
      return (await import('./permission-error-app')).PermissionErrorApp;
    case 'admin':
    case 'reports':
    case 'desk':
      if (config.signedOut) return (await import('./staff-login-app')).StaffLoginApp;
      if (config.interface === 'admin') return (await import('./admin-app')).AdminApp;
      if (config.interface === 'desk') return (await import('./desk-app')).DeskApp;
      return (await import('./reports-app')).ReportsApp;
  }
}

/** Reads the mount element, loads the texts and the mode's app, and renders it. */
export async function startLesesaal(): Promise<ReactRoot> {
  const mount = findMountElement();
  if (!mount) throw new Error('Lesesaal: no mount element (#lesesaal or [data-interface]) found');
  try {
    const config = readWebConfig(mount, document.documentElement.lang);
    const staffSession = config.interface !== 'user' && !config.signedOut;
    // The address wins (a link naming its language), then the switch's choice, then the page.
    const asked = readLanguageFromAddress();
    if (asked) storeLanguageChoice(asked); // kept while the visitor moves on in this tab
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
    ]);
    const root = createRoot(mount);
    root.render(
      <StrictMode>
        <AppProviders
          config={config}
          i18n={i18n}
          api={createApiClient({ baseApiUrl: config.baseApiUrl })}
          queryClient={createQueryClient({
            onUnauthorized: staffSession ? reloadForExpiredSession : undefined,
          })}
        >
          <Root />
        </AppProviders>
      </StrictMode>,
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
