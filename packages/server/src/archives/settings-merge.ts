import type { ArchiveSettings as StoredSettings } from '@lesesaal/domain/archives/settings';
import type { IsoTime } from '@lesesaal/domain/dates';
import type { PersonLimits } from '@lesesaal/domain/tickets/person-limits';
import { addressOf, displayNameOf, type AppConfig } from '../config';
import type { OidcConfig } from '../config/oidc';

/**
 * The fields of the app's config an archive may have of its own (`archives.settings`, read by
 * `readArchiveSettings` once per directory read), each the installation's where it has none.
 */
export type StoredSettingsFields = Pick<
  AppConfig,
  | 'siteLogoUrl'
  | 'primaryColor'
  | 'publicBody'
  | 'labelOverride'
  | 'smtpUrl'
  | 'reminderTime'
  | 'limits'
  | 'personLimits'
  | 'waitingListOfferHours'
  | 'oidc'
  | 'applications'
>;

/** `"Archiv B" <lesesaal@host>`: a display name quoted, without line breaks. */
export function mailboxOf(name: string, address: string): string {
  const quoted = name.replace(/[\r\n]+/g, ' ').replace(/["\\]/g, '\\$&');
  return `"${quoted}" <${address}>`;
}

/**
 * The mails' sender: the archive's address (`mailFromAddress`) or MAIL_FROM's, under the
 * archive's name or else MAIL_FROM's display name; MAIL_FROM as it is when the archive has
 * neither.
 */
export function mailFromOf(
  name: string | null | undefined,
  ownAddress: string | undefined,
  installationMailFrom: string,
): string {
  if (!name && ownAddress === undefined) return installationMailFrom;
  const address = ownAddress ?? addressOf(installationMailFrom);
  const display = name || displayNameOf(installationMailFrom);
  return display ? mailboxOf(display, address) : address;
}

const orOff = <T>(value: T | 'off' | undefined, installation: T | null): T | null =>
  value === undefined ? installation : value === 'off' ? null : value;

function directoryOf(
  directory: StoredSettings['directory'],
  installation: OidcConfig | null,
): OidcConfig | null {
  if (directory === undefined) return installation;
  if (directory === 'off') return null;
  return {
    issuer: directory.issuer,
    clientId: directory.clientId,
    clientSecret: directory.clientSecret,
    rolesClaim: directory.rolesClaim,
    roleMap: directory.roleMap,
    label: directory.label ?? null,
    hideLocalLogin: directory.hideLocalLogin,
  };
}

/**
 * The archive's stored settings over the installation's. The installation's objects are
 * answered as they are where the archive has none of their keys (`oidc`: the installation's
 * connection, the same object, so a reader can tell it apart).
 */
export function mergeStoredSettings(
  s: StoredSettings,
  installation: StoredSettingsFields & Pick<AppConfig, 'mailFrom'>,
): StoredSettingsFields {
  const { limits, personLimits, publicBody } = installation;
  const ownLimits =
    s.maxReservations ??
    s.holdMinutes ??
    s.maxDailyTickets ??
    s.timeslotBookableStartValue ??
    s.timeslotBookableEndValue;
  const ownPersonLimits =
    s.personMaxVisitsPerWeek ?? s.personMaxVisitsPerMonth ?? s.personLimitScope;
  const ownPublicBody =
    s.imprintUrl ??
    s.privacyUrl ??
    s.accessibilityStatementUrl ??
    s.contactEmail ??
    s.feedbackEmail ??
    s.mailFromAddress ??
    s.address;
  return {
    siteLogoUrl: s.logoUrl ?? installation.siteLogoUrl,
    primaryColor: s.primaryColor ?? installation.primaryColor,
    publicBody:
      ownPublicBody === undefined
        ? publicBody
        : {
            ...publicBody,
            imprintUrl: s.imprintUrl ?? publicBody.imprintUrl,
            privacyUrl: s.privacyUrl ?? publicBody.privacyUrl,
            accessibilityStatementUrl:
              s.accessibilityStatementUrl ?? publicBody.accessibilityStatementUrl,
            contactEmail: s.contactEmail ?? publicBody.contactEmail,
            // the archive's feedback goes to the archive: its own address, else its contact,
            // else its sender, else the installation's
            feedbackEmail:
              s.feedbackEmail ?? s.contactEmail ?? s.mailFromAddress ?? publicBody.feedbackEmail,
            postalAddress: s.address ?? publicBody.postalAddress ?? null,
          },
    labelOverride: s.labelOverride ?? installation.labelOverride,
    smtpUrl: s.smtpUrl ?? installation.smtpUrl,
    reminderTime: orOff(s.reminderTime as IsoTime | 'off' | undefined, installation.reminderTime),
    limits:
      ownLimits === undefined
        ? limits
        : {
            ...limits,
            maxReservations: s.maxReservations ?? limits.maxReservations,
            holdMinutes: s.holdMinutes ?? limits.holdMinutes,
            maxDailyTickets: s.maxDailyTickets ?? limits.maxDailyTickets,
            timeslotBookableStartValue:
              s.timeslotBookableStartValue ?? limits.timeslotBookableStartValue,
            timeslotBookableEndValue: s.timeslotBookableEndValue ?? limits.timeslotBookableEndValue,
          },
    personLimits:
      ownPersonLimits === undefined
        ? personLimits
        : ({
            maxVisitsPerWeek: orOff(s.personMaxVisitsPerWeek, personLimits.maxVisitsPerWeek),
            maxVisitsPerMonth: orOff(s.personMaxVisitsPerMonth, personLimits.maxVisitsPerMonth),
            scope: s.personLimitScope ?? personLimits.scope,
          } satisfies PersonLimits),
    waitingListOfferHours: orOff(s.waitingListOfferHours, installation.waitingListOfferHours),
    oidc: directoryOf(s.directory, installation.oidc),
    applications: {
      mode: s.userApplication ?? installation.applications.mode,
      validity: s.applicationValidity ?? installation.applications.validity,
      purposes: s.applicationPurposes ?? installation.applications.purposes,
      readingRulesUrl: s.readingRulesUrl ?? installation.applications.readingRulesUrl,
      readingRulesVersion: s.readingRulesVersion ?? installation.applications.readingRulesVersion,
      retentionYears: s.applicationRetentionYears ?? installation.applications.retentionYears,
    },
  };
}
