/**
 * An archive's own settings as the settings screen holds them: every field a string (empty:
 * the installation's value), "off" as a checkbox of its own, the label overrides and the role
 * map as rows, the two secrets write-only. {@link settingsChanges} turns the form into the
 * change the server takes: only the keys that changed, a key emptied as null.
 */
import { archiveSettingsInputSchema } from '@lesesaal/domain/archives/settings';
import type { UserApplicationMode } from '@lesesaal/domain/applications/settings';
import type { StaffRole } from '@lesesaal/domain/staff/schema';
import type { SettingsAnswer, SettingsInput } from './settings-api';

export const TEXT_KEYS = [
  'logoUrl',
  'primaryColor',
  'imprintUrl',
  'privacyUrl',
  'accessibilityStatementUrl',
  'contactEmail',
  'feedbackEmail',
  'mailFromAddress',
  'address',
  'readingRulesUrl',
  'readingRulesVersion',
] as const;
export const NUMBER_KEYS = [
  'maxReservations',
  'holdMinutes',
  'maxDailyTickets',
  'timeslotBookableStartValue',
  'timeslotBookableEndValue',
] as const;
/** The user application's number: the years an application is kept. */
export const APPLICATION_NUMBER_KEYS = ['applicationRetentionYears'] as const;
/** Keys that may also be `off`: no reminder, no visit limit, no waiting list. */
export const OFF_KEYS = [
  'reminderTime',
  'personMaxVisitsPerWeek',
  'personMaxVisitsPerMonth',
  'waitingListOfferHours',
] as const;
export type TextKey = (typeof TEXT_KEYS)[number];
export type NumberKey = (typeof NUMBER_KEYS)[number] | (typeof APPLICATION_NUMBER_KEYS)[number];
export type OffKey = (typeof OFF_KEYS)[number];
export type OffFlag = `${OffKey}Off`;
export type ScopeValue = '' | 'ALL' | 'ROOM';
/** '' the installation's mode of the user application. */
export type ApplicationModeValue = '' | UserApplicationMode;
/** '' the installation's validity; `months` with the number typed beside it. */
export type ValidityValue = '' | 'calendar-year' | 'months';

export interface LabelRow {
  key: string;
  text: string;
}
export interface RoleRow {
  group: string;
  role: StaffRole;
}
export interface DirectoryForm {
  issuer: string;
  clientId: string;
  /** a stored secret is being replaced: the field for the new one is shown */
  replaceSecret: boolean;
  /** a new secret typed in (empty: the stored one is kept) */
  clientSecret: string;
  rolesClaim: string;
  roles: RoleRow[];
  label: string;
  hideLocalLogin: boolean;
}
/** '' the installation's, 'own' the archive's connection, 'off' none even if the installation has one */
export type DirectoryMode = '' | 'own' | 'off';
/** What happens to the stored SMTP server on saving. */
export type SecretAction = 'keep' | 'replace' | 'clear';

export type SettingsForm = Record<TextKey | NumberKey | OffKey, string> &
  Record<OffFlag, boolean> & {
    personLimitScope: ScopeValue;
    userApplication: ApplicationModeValue;
    applicationValidity: ValidityValue;
    applicationValidityMonths: string;
    /** the purposes, one per line (empty: the installation's) */
    applicationPurposes: string;
    labels: LabelRow[];
    smtpAction: SecretAction;
    smtpUrl: string;
    directoryMode: DirectoryMode;
    directory: DirectoryForm;
  };

export const offFlag = (key: OffKey): OffFlag => `${key}Off`;

const EMPTY_DIRECTORY: DirectoryForm = {
  issuer: '',
  clientId: '',
  replaceSecret: false,
  clientSecret: '',
  rolesClaim: 'groups',
  roles: [{ group: '', role: 'DESK' }],
  label: '',
  hideLocalLogin: false,
};

const text = (value: string | number | null | undefined) =>
  value === undefined || value === null || value === 'off' ? '' : String(value);

function directoryFormOf(view: SettingsAnswer['directory']): DirectoryForm {
  if (!view || view === 'off') return EMPTY_DIRECTORY;
  return {
    issuer: view.issuer,
    clientId: view.clientId,
    replaceSecret: false,
    clientSecret: '',
    rolesClaim: view.rolesClaim,
    roles: Object.entries(view.roleMap).map(([group, role]) => ({
      group,
      role: role as StaffRole,
    })),
    label: view.label ?? '',
    hideLocalLogin: view.hideLocalLogin,
  };
}

/** The user application's mode, validity and purposes as the form holds them. */
function applicationFormOf(view: SettingsAnswer) {
  const validity = view.applicationValidity;
  return {
    userApplication: (view.userApplication ?? '') as ApplicationModeValue,
    applicationValidity: (validity === undefined
      ? ''
      : validity === 'calendar-year'
        ? 'calendar-year'
        : 'months') as ValidityValue,
    applicationValidityMonths:
      validity !== undefined && validity !== 'calendar-year' ? String(validity.months) : '',
    applicationPurposes: (view.applicationPurposes ?? []).join('\n'),
  };
}

/** The form's values of the archive's settings. */
export function formOf(view: SettingsAnswer): SettingsForm {
  const form: Record<string, unknown> = {};
  for (const key of [...TEXT_KEYS, ...NUMBER_KEYS, ...APPLICATION_NUMBER_KEYS])
    form[key] = text(view[key]);
  for (const key of OFF_KEYS) {
    form[key] = text(view[key]);
    form[offFlag(key)] = view[key] === 'off';
  }
  return {
    ...(form as Record<TextKey | NumberKey | OffKey, string> & Record<OffFlag, boolean>),
    personLimitScope: view.personLimitScope ?? '',
    ...applicationFormOf(view),
    labels: Object.entries(view.labelOverride ?? {}).map(([key, value]) => ({ key, text: value })),
    smtpAction: 'keep',
    smtpUrl: '',
    directoryMode: view.directory === 'off' ? 'off' : view.directory ? 'own' : '',
    directory: directoryFormOf(view.directory),
  };
}

/** A number as typed: digits become a number, anything else stays text (the check refuses it). */
const numberOf = (value: string): number | string =>
  /^\d+$/.test(value.trim()) ? Number(value.trim()) : value.trim();

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const sortedEntries = (map: Record<string, string>) =>
  Object.fromEntries(Object.entries(map).sort(([a], [b]) => a.localeCompare(b)));

function labelsOf(rows: LabelRow[]): Record<string, string> | null {
  const filled = rows.filter((row) => row.key.trim() !== '' || row.text !== '');
  if (filled.length === 0) return null;
  return Object.fromEntries(filled.map((row) => [row.key.trim(), row.text]));
}

type DirectoryInput = Exclude<NonNullable<SettingsInput['directory']>, 'off'>;

function directoryInputOf(form: DirectoryForm): DirectoryInput {
  const roleMap = Object.fromEntries(
    form.roles.filter((row) => row.group.trim() !== '').map((row) => [row.group.trim(), row.role]),
  );
  return {
    issuer: form.issuer.trim(),
    clientId: form.clientId.trim(),
    ...(form.clientSecret.trim() ? { clientSecret: form.clientSecret.trim() } : {}),
    rolesClaim: form.rolesClaim.trim(),
    roleMap,
    label: form.label.trim() || null,
    hideLocalLogin: form.hideLocalLogin,
  };
}

function directoryChange(view: SettingsAnswer, form: SettingsForm): SettingsInput['directory'] {
  if (form.directoryMode === '') return view.directory === undefined ? undefined : null;
  if (form.directoryMode === 'off') return view.directory === 'off' ? undefined : 'off';
  const next = directoryInputOf(form.directory);
  const current = view.directory && view.directory !== 'off' ? view.directory : null;
  if (!current || next.clientSecret !== undefined) return next;
  const { clientSecretSet: _set, ...stored } = current;
  const { clientSecret: _secret, ...typed } = next;
  return same(
    { ...stored, roleMap: sortedEntries(stored.roleMap) },
    { ...typed, roleMap: sortedEntries(typed.roleMap) },
  )
    ? undefined
    : next;
}

/** The validity as the server takes it: `calendar-year`, `{ months }` or null. */
function validityOf(form: SettingsForm): unknown {
  if (form.applicationValidity === '') return null;
  if (form.applicationValidity === 'calendar-year') return 'calendar-year';
  return { months: numberOf(form.applicationValidityMonths) };
}

/** Only what changed; an emptied field is null (the installation's value again). */
export function settingsChanges(view: SettingsAnswer, form: SettingsForm): SettingsInput {
  const changes: Record<string, unknown> = {};
  const put = (key: string, next: unknown, current: unknown) => {
    if (!same(next, current)) changes[key] = next;
  };
  for (const key of TEXT_KEYS) put(key, form[key].trim() || null, view[key]);
  for (const key of [...NUMBER_KEYS, ...APPLICATION_NUMBER_KEYS])
    put(key, form[key].trim() ? numberOf(form[key]) : null, view[key]);
  for (const key of OFF_KEYS) {
    const typed = form[key].trim();
    const next = form[offFlag(key)]
      ? 'off'
      : typed === ''
        ? null
        : key === 'reminderTime'
          ? typed
          : numberOf(typed);
    put(key, next, view[key]);
  }
  put('personLimitScope', form.personLimitScope || null, view.personLimitScope);
  put('userApplication', form.userApplication || null, view.userApplication);
  put('applicationValidity', validityOf(form), view.applicationValidity);
  const purposes = form.applicationPurposes
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  put('applicationPurposes', purposes.length > 0 ? purposes : null, view.applicationPurposes);
  const labels = labelsOf(form.labels);
  if (
    !same(labels && sortedEntries(labels), view.labelOverride && sortedEntries(view.labelOverride))
  )
    changes.labelOverride = labels;
  if (form.smtpAction === 'clear' && view.smtpUrlSet) changes.smtpUrl = null;
  if (form.smtpAction === 'replace' && form.smtpUrl.trim()) changes.smtpUrl = form.smtpUrl.trim();
  const directory = directoryChange(view, form);
  if (directory !== undefined) changes.directory = directory;
  return changes as SettingsInput;
}

/** A refused key and the rule's message (the domain's validation message). */
export interface SettingIssue {
  /** the form field: a key, `labels`, `smtpUrl` or `directory.<field>` */
  field: string;
  message: string;
}

/** The browser's check of a change with the rules the server applies; empty when it passes. */
export function checkChanges(changes: SettingsInput): SettingIssue[] {
  const result = archiveSettingsInputSchema.safeParse(changes);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    field: fieldOfPath(issue.path.map(String)),
    message: issue.message,
  }));
}

/** The form field a refusal's path names (`body.directory.issuer` → `directory.issuer`). */
export function fieldOfPath(path: readonly string[]): string {
  const parts = path[0] === 'body' ? path.slice(1) : [...path];
  const [key, sub] = parts;
  if (key === 'labelOverride') return 'labels';
  // only `{ months }` can be refused: `calendar-year` and none are always taken
  if (key === 'applicationValidity') return 'applicationValidityMonths';
  if (key === 'directory' && sub) return sub === 'roleMap' ? 'directory.roles' : `directory.${sub}`;
  return key ?? '';
}
