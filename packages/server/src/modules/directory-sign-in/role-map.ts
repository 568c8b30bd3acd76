import { STAFF_ROLES, type StaffRole } from '@lesesaal/domain/staff/schema';

/**
 * The role map: which staff role a directory person's groups give. The archive's setting
 * (OIDC_ROLE_MAP for the default archive) maps group names to roles; the sign-in and the
 * users screen's preview read it through these.
 */

/** The role given to a directory person whose groups map to none: the staff interface refuses it. */
export const NO_ROLE = 'NONE';

/**
 * The strongest role any of the groups gives (the order of STAFF_ROLES), and the
 * group it came from; null when none maps to a role.
 */
export function roleFromGroups(
  groups: readonly string[],
  roleMap: Record<string, StaffRole>,
): { role: StaffRole; group: string } | null {
  let best: { role: StaffRole; group: string } | null = null;
  for (const group of groups) {
    const role = Object.hasOwn(roleMap, group) ? roleMap[group] : undefined;
    if (role && (!best || STAFF_ROLES.indexOf(role) < STAFF_ROLES.indexOf(best.role)))
      best = { role, group };
  }
  return best;
}

/** A claim's groups: an array of texts, or one text. */
export function groupsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}
