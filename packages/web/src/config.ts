/**
 * The web app's runtime configuration, read once from the mount element.
 * This is the only module that reads the mount element's attributes;
 * everything else gets the config through {@link useConfig}.
 */
import { createContext, use } from 'react';
import { parseClientConfig, type ClientConfig } from '@lesesaal/domain/config';

export interface WebConfig extends ClientConfig {
  /** `data-auth="signed-out"`: the staff interface without a session shows the login screen */
  signedOut: boolean;
}

/**
 * Our own index.html has `#lesesaal`; a CMS host page may use any element that carries
 * `data-interface`.
 */
export function findMountElement(doc: Document = document): HTMLElement | null {
  return doc.getElementById('lesesaal') ?? doc.querySelector<HTMLElement>('[data-interface]');
}

/** Parses the config from a mount element; the page language is the fallback language. */
export function readWebConfig(el: HTMLElement, pageLanguage: string | null = null): WebConfig {
  return {
    ...parseClientConfig({ ...el.dataset }, pageLanguage),
    signedOut: el.dataset.auth === 'signed-out',
  };
}

export const ConfigContext = createContext<WebConfig | null>(null);

/** The config of the running app (provided by app/providers.tsx). */
export function useConfig(): WebConfig {
  const config = use(ConfigContext);
  if (!config) throw new Error('useConfig() needs <AppProviders> (ConfigContext) above it');
  return config;
}
