import {
  applySettingsChange,
  readArchiveSettings,
  viewOfSettings,
  type ArchiveSettingsAnswer,
  type ArchiveSettingsChange,
  type InstallationSettingsView,
} from '@lesesaal/domain/archives/settings';
import { addressOf, type AppConfig } from '../../config';
import { DEFAULT_ARCHIVE_ID, inArchive } from '../../db/archives';
import { AppError } from '../../http/app-error';
import type { AppContext } from '../../http/types';
import { createAuditService } from '../audit';
import type { PlatformIdentity } from './auth-service';
import { createInstallationAudit } from '../installation-audit';
import { findArchive } from './repository';
import * as repo from './settings-repository';
import { transaction } from '../../db/transaction';

/** The route of a change of an archive's settings, as its audit entry names it. */
export const SETTINGS_URL = '/api/platform/archives/:id/settings';

/** The installation's value of every setting (its environment), secrets as booleans. */
export function installationSettingsOf(config: AppConfig): InstallationSettingsView {
  const { limits, personLimits, publicBody, oidc } = config;
  const orOff = (value: number | null) => value ?? ('off' as const);
  return {
    logoUrl: config.siteLogoUrl ?? null,
    primaryColor: config.primaryColor,
    imprintUrl: publicBody.imprintUrl,
    privacyUrl: publicBody.privacyUrl,
    accessibilityStatementUrl: publicBody.accessibilityStatementUrl,
    contactEmail: publicBody.contactEmail,
    feedbackEmail: publicBody.feedbackEmail,
    address: publicBody.postalAddress ?? null,
    labelOverride: config.labelOverride,
    mailFromAddress: addressOf(config.mailFrom),
    smtpUrlSet: config.smtpUrl !== undefined,
    reminderTime: config.reminderTime ?? 'off',
    maxReservations: limits.maxReservations,
    holdMinutes: limits.holdMinutes,
    maxDailyTickets: limits.maxDailyTickets,
    timeslotBookableStartValue: limits.timeslotBookableStartValue,
    timeslotBookableEndValue: limits.timeslotBookableEndValue,
    personMaxVisitsPerWeek: orOff(personLimits.maxVisitsPerWeek),
    personMaxVisitsPerMonth: orOff(personLimits.maxVisitsPerMonth),
    personLimitScope: personLimits.scope,
    waitingListOfferHours: orOff(config.waitingListOfferHours),
    userApplication: config.applications.mode,
    applicationValidity: config.applications.validity,
    applicationPurposes: [...config.applications.purposes],
    readingRulesUrl: config.applications.readingRulesUrl,
    readingRulesVersion: config.applications.readingRulesVersion,
    applicationRetentionYears: config.applications.retentionYears,
    directory: oidc && {
      issuer: oidc.issuer,
      clientId: oidc.clientId,
      clientSecretSet: oidc.clientSecret !== '',
      rolesClaim: oidc.rolesClaim,
      roleMap: oidc.roleMap,
      label: oidc.label,
      hideLocalLogin: oidc.hideLocalLogin,
    },
  };
}

/**
 * An archive's own settings for the platform administrators: read with the installation's
 * beside them, changed key by key (null clears one). Secrets (the SMTP URL, the directory's
 * client secret) are written, never answered. A change is recorded in the archive's audit log
 * under the administrator's e-mail with the names of the keys sent, never their values.
 */
export function createArchiveSettingsService(ctx: AppContext) {
  const { db, archives: directory } = ctx;
  /**
   * What an archive without a key of its own gets. The installation's directory sign-in
   * (OIDC_*) serves the default archive only — another archive without a connection of its
   * own has none (its staff groups are not the installation's) — so it is answered as none
   * there.
   */
  const installation = (id: number): InstallationSettingsView => {
    const values = installationSettingsOf(ctx.installation);
    return id === DEFAULT_ARCHIVE_ID ? values : { ...values, directory: null };
  };

  const answer = (id: number, stored: unknown): ArchiveSettingsAnswer => ({
    ...viewOfSettings(readArchiveSettings(stored)),
    installation: installation(id),
  });

  return {
    /** 404 for an unknown archive. */
    async read(id: number): Promise<ArchiveSettingsAnswer> {
      const stored = await repo.findSettings(db, id);
      if (stored === undefined) throw AppError.notFound('archive');
      return answer(id, stored);
    },

    /**
     * 404 for an unknown archive; 400 [`directory`, `clientSecret`] for a directory without a
     * secret when the archive has none stored yet.
     */
    async change(
      id: number,
      change: ArchiveSettingsChange,
      admin: PlatformIdentity,
    ): Promise<ArchiveSettingsAnswer> {
      const saved = await transaction(db, async (tx) => {
        await repo.lockArchiveRow(tx, id);
        const stored = await repo.findSettings(tx, id);
        if (stored === undefined) throw AppError.notFound('archive');
        const applied = applySettingsChange(readArchiveSettings(stored), change);
        if ('missing' in applied) throw AppError.validation(['body', ...applied.missing].join('.'));
        await repo.saveSettings(tx, id, applied.settings);
        return applied.settings;
      });
      // in the archive's own audit log: who (the administrator, no staff account: id 0) and
      // the names of the keys sent, never their values
      await inArchive(id, () =>
        createAuditService(ctx).record(
          { accountId: 0, email: admin.email, session: 'platform' },
          {
            method: 'PATCH',
            url: SETTINGS_URL,
            status: 200,
            params: { id },
            query: {},
            body: change,
            payload: undefined,
          },
        ),
      );
      // and in the installation's: which archive, the names of the settings sent
      const archive = await findArchive(db, id);
      await createInstallationAudit(ctx).record(
        { adminId: admin.adminId, email: admin.email },
        'ARCHIVE_SETTINGS',
        { archive: archive ? { id, slug: archive.slug } : null, fields: Object.keys(change) },
      );
      await directory.refresh();
      return answer(id, saved);
    },
  };
}
