/**
 * The rules of a directory sign-in (OpenID Connect) connection, one home for both places that
 * take one: the installation's OIDC_* environment variables and an archive's own `directory`
 * setting.
 */
import { z } from 'zod';
import { statesRefusals } from '../refusals';
import { STAFF_ROLES, type StaffRole } from '../staff/schema';
import { controlFreeText, NOT_BLANK } from '../validation';

/**
 * An issuer: https everywhere (no credentials, query or fragment); plain http only on a
 * loopback address (a provider in the same machine's tests).
 */
const ISSUER_PATTERN =
  /^(?:https:\/\/[^\s/?#@\\]+|http:\/\/(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?)(?:\/[^\s?#\\]*)?$/i;

export function isAcceptableIssuer(value: string): boolean {
  return value.length <= 500 && ISSUER_PATTERN.test(value);
}

/** The claim holding a person's groups: a claim name such as `groups` or `roles`. */
export const ROLES_CLAIM_PATTERN = /^[A-Za-z0-9_:./-]{1,200}$/;
export const DEFAULT_ROLES_CLAIM = 'groups';
export const CLIENT_ID_MAX = 500;
export const CLIENT_SECRET_MAX = 2000;
export const DIRECTORY_LABEL_MAX = 100;
/** Groups a role map may name. */
export const ROLE_MAP_MAX_ENTRIES = 100;
const GROUP_MAX = 200;

/**
 * A role map: at least one group (a non-blank name) → a role of {@link STAFF_ROLES} (strongest first);
 * null for anything else.
 */
export function checkRoleMap(value: unknown): Record<string, StaffRole> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0 || entries.length > ROLE_MAP_MAX_ENTRIES) return null;
  const roles: readonly string[] = STAFF_ROLES;
  const valid = entries.every(
    ([group, role]) =>
      group.trim() !== '' &&
      group.length <= GROUP_MAX &&
      typeof role === 'string' &&
      roles.includes(role),
  );
  return valid ? (Object.fromEntries(entries) as Record<string, StaffRole>) : null;
}

/** A role map written as JSON (OIDC_ROLE_MAP), or null. */
export function parseRoleMap(json: string): Record<string, StaffRole> | null {
  try {
    return checkRoleMap(JSON.parse(json));
  } catch {
    return null;
  }
}

// every text refuses control characters first (a pattern the API document shows), then is trimmed
const text = (max: number) =>
  controlFreeText()
    .regex(NOT_BLANK, { error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'fallback' });

/** The directory fields as an archive's setting takes them (the secret separately). */
export const directoryFields = {
  issuer: statesRefusals(
    controlFreeText().trim().refine(isAcceptableIssuer, { error: 'fallback' }),
    {
      fields: [],
      when: 'not an `https://` URL without query or fragment (`http://` only for localhost), or over 500 characters',
    },
  ),
  clientId: text(CLIENT_ID_MAX),
  clientSecret: text(CLIENT_SECRET_MAX),
  rolesClaim: z.string().trim().regex(ROLES_CLAIM_PATTERN, { error: 'fallback' }),
  roleMap: statesRefusals(
    z
      .record(z.string(), z.enum(STAFF_ROLES))
      .refine((map) => checkRoleMap(map) !== null, { error: 'fallback' }),
    {
      fields: [],
      when: `no group, more than ${ROLE_MAP_MAX_ENTRIES}, or a group blank or over ${GROUP_MAX} characters`,
    },
  ),
  label: text(DIRECTORY_LABEL_MAX),
  hideLocalLogin: z.boolean(),
};
