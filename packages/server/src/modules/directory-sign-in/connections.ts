import * as oidc from 'openid-client';
import type { OidcConfig } from '../../config/oidc';
import { DEFAULT_ARCHIVE_ID } from '../../db/archives';
import type { AppContext } from '../../http/types';

/** After a failed discovery, the provider is not asked again before this many milliseconds. */
const DISCOVERY_RETRY_MS = 30_000;
const DISCOVERY_TIMEOUT_SECONDS = 5;

/** What says an archive's directory connection: its id, its config and the installation's. */
type ArchiveOfConnection = Pick<AppContext, 'archiveId' | 'config' | 'installation'>;

/**
 * The directory connection of an archive, or null when it has none. Its config holds the
 * archive's own connection (its settings), else the installation's `OIDC_*`. The installation's connection returns to `PUBLIC_URL` with the
 * installation's role map: it signs in to the default archive only, so another archive without
 * a connection of its own answers as one without a directory — the installation's directory
 * never signs anyone in to an archive that did not choose it.
 */
export function directorySettingsOf(archive: ArchiveOfConnection): OidcConfig | null {
  const settings = archive.config.oidc;
  if (!settings) return null;
  if (archive.archiveId === DEFAULT_ARCHIVE_ID) return settings;
  return settings === archive.installation.oidc ? null : settings;
}

/**
 * The provider's configuration by discovery, kept once found; null while it cannot be
 * reached (asked again after a pause, so a provider that is down does not slow every screen).
 */
function providerCache(
  settings: Pick<OidcConfig, 'issuer' | 'clientId' | 'clientSecret'>,
  customFetch: oidc.CustomFetch | undefined,
): () => Promise<oidc.Configuration | null> {
  let discovered: Promise<oidc.Configuration> | null = null;
  let failedAt = -Infinity;

  async function discover(): Promise<oidc.Configuration> {
    const issuer = new URL(settings.issuer);
    const configuration = await oidc.discovery(
      issuer,
      settings.clientId,
      undefined,
      oidc.ClientSecretBasic(settings.clientSecret),
      {
        timeout: DISCOVERY_TIMEOUT_SECONDS,
        // plain http only for a loopback issuer (the configuration refuses any other)
        execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
        ...(customFetch ? { [oidc.customFetch]: customFetch } : {}),
      },
    );
    if (customFetch) configuration[oidc.customFetch] = customFetch;
    configuration.timeout = DISCOVERY_TIMEOUT_SECONDS;
    return configuration;
  }

  return async () => {
    if (!discovered) {
      if (Date.now() - failedAt < DISCOVERY_RETRY_MS) return null;
      discovered = discover();
    }
    try {
      return await discovered;
    } catch {
      discovered = null;
      failedAt = Date.now();
      return null;
    }
  };
}

/** The current archive's directory: its settings as read now, and its provider. */
export interface DirectoryConnection {
  archiveId: number;
  settings: OidcConfig;
  /** the provider's configuration (discovered once per connection), null while unreachable */
  provider(): Promise<oidc.Configuration | null>;
}

/**
 * The directory connections of the archives, one discovered provider per archive. The
 * settings are read from the archive's context on every call (never kept from start-up); an
 * archive's provider is discovered again when the connection it was found with changes
 * (issuer, client id or secret). The role claim, role map, label and the local form's
 * setting are read fresh on every call and need no discovery.
 */
export function directoryConnections(customFetch?: oidc.CustomFetch): {
  of(archive: ArchiveOfConnection): DirectoryConnection | null;
} {
  const byArchive = new Map<
    number,
    {
      issuer: string;
      clientId: string;
      clientSecret: string;
      provider: () => Promise<oidc.Configuration | null>;
    }
  >();
  return {
    of(archive) {
      const settings = directorySettingsOf(archive);
      if (!settings) return null;
      const { archiveId } = archive;
      let entry = byArchive.get(archiveId);
      if (
        !entry ||
        entry.issuer !== settings.issuer ||
        entry.clientId !== settings.clientId ||
        entry.clientSecret !== settings.clientSecret
      ) {
        const { issuer, clientId, clientSecret } = settings;
        entry = { issuer, clientId, clientSecret, provider: providerCache(settings, customFetch) };
        byArchive.set(archiveId, entry);
      }
      return { archiveId, settings, provider: entry.provider };
    },
  };
}
