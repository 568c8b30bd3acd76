import type { AppConfig } from '../../config';
import { DEFAULT_ARCHIVE_ID } from '../../db/archives';
import type { ArchiveRow } from './repository';
import type { PlatformArchive } from '@lesesaal/domain/archives/platform-schema';

/** The name shown for the default archive while it has none of its own. */
const INSTALLATION_NAME = 'Lesesaal';

/** An archive as the platform API answers it. */
export function archiveOf(row: ArchiveRow, config: Pick<AppConfig, 'siteName'>): PlatformArchive {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name ?? config.siteName ?? INSTALLATION_NAME,
    hostName: row.hostName,
    timeZone: row.timeZone,
    defaultLanguage:
      row.defaultLanguage === 'de' || row.defaultLanguage === 'en' ? row.defaultLanguage : null,
    suspended: row.suspendedAt !== null,
    createdAt: row.createdAt.toISOString(),
    isDefault: row.id === DEFAULT_ARCHIVE_ID,
  };
}
