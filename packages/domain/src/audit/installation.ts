/**
 * Wire schemas of the installation's audit log: what the platform's administrators did and
 * what the command line changed on them. Shared by no archive, it outlives the archives it
 * names. Names of fields only, never their values (as the archives' audit log).
 */
import { z } from 'zod';
import { pagingQuerySchema } from '../paging';
import { MAX_INT4, wireInteger } from '../validation';

/**
 * What an entry records:
 * - `SIGN_IN`, `SIGN_IN_FAILED` — a platform sign-in (`second_factor:…`; a failure's
 *   `reason:unknown_account|password|disabled|code`);
 * - `SECOND_FACTOR_SET_UP` — an administrator set up their second factor;
 * - `ARCHIVE_CREATE`, `ARCHIVE_CHANGE` (the names of the fields changed: `name`, `slug`,
 *   `hostName`, `timeZone`, `defaultLanguage`), `ARCHIVE_SETTINGS` (the names of the settings
 *   sent), `ARCHIVE_SUSPEND`, `ARCHIVE_RESUME`, `ARCHIVE_REMOVE`;
 * - `SUPPORT_SESSION` — an archive's staff screens opened for support (`until:…`);
 * - from the command line: `ADMIN_CREATE`, `ADMIN_DISABLE`, `ADMIN_ENABLE`, `ADMIN_PASSWORD`,
 *   `ADMIN_SECOND_FACTOR_RESET`.
 */
export const INSTALLATION_AUDIT_ACTIONS = [
  'SIGN_IN',
  'SIGN_IN_FAILED',
  'SECOND_FACTOR_SET_UP',
  'ARCHIVE_CREATE',
  'ARCHIVE_CHANGE',
  'ARCHIVE_SETTINGS',
  'ARCHIVE_SUSPEND',
  'ARCHIVE_RESUME',
  'ARCHIVE_REMOVE',
  'SUPPORT_SESSION',
  'ADMIN_CREATE',
  'ADMIN_DISABLE',
  'ADMIN_ENABLE',
  'ADMIN_PASSWORD',
  'ADMIN_SECOND_FACTOR_RESET',
] as const;

/** One kind of entry of the installation's audit log. */
export type InstallationAuditAction = (typeof INSTALLATION_AUDIT_ACTIONS)[number];

/** Where it was done: the platform's API (a session or a sign-in), or the command line. */
export const INSTALLATION_AUDIT_CHANNELS = ['api', 'cli'] as const;

/** Where an entry's action was done. */
export type InstallationAuditChannel = (typeof INSTALLATION_AUDIT_CHANNELS)[number];

/** One entry as the platform API answers it. */
export const installationAuditEntrySchema = z.object({
  id: z.int(),
  /** when (ISO date-time, UTC) */
  at: z.iso.datetime(),
  /**
   * the administrator who acted — from the command line, whose account was changed; 0 and ''
   * for a sign-in with an e-mail no administrator has (the text typed is never kept)
   */
  adminId: z.int(),
  adminEmail: z.string(),
  channel: z.enum(INSTALLATION_AUDIT_CHANNELS),
  /** one of INSTALLATION_AUDIT_ACTIONS (another text from a newer version is answered as it is) */
  action: z.string(),
  /** the archive the entry is about, its id and slug at the time; null: none */
  archiveId: z.int().nullable(),
  archiveSlug: z.string().nullable(),
  /** how, and the names of the fields changed */
  fields: z.array(z.string()),
});

/** One entry of the installation's audit log. */
export type InstallationAuditEntry = z.infer<typeof installationAuditEntrySchema>;

/** `GET /api/platform/audit-log`: newest first, paged, optionally about one archive. */
export const installationAuditQuerySchema = z.object({
  ...pagingQuerySchema.shape,
  /** only the entries about this archive (also one removed since) */
  archiveId: wireInteger(1, MAX_INT4).optional(),
});

/** Paging and filter of the installation's audit log. */
export type InstallationAuditQuery = z.infer<typeof installationAuditQuerySchema>;
