import { z } from 'zod';

/** Staff roles a directory group can map to, strongest first. */
export const DIRECTORY_ROLES = ['ADMIN', 'REPORTS', 'DESK'] as const;
export type DirectoryRole = (typeof DIRECTORY_ROLES)[number];

/**
 * Sign-in through the archive's directory (OpenID Connect). null: the feature is off and
 * nothing changes (OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET unset).
 */
export interface OidcConfig {
  /** the issuer identifier; discovery reads `<issuer>/.well-known/openid-configuration` */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** the claim (ID token or userinfo) that holds the person's groups */
  rolesClaim: string;
  /** group (claim value) → role */
  roleMap: Record<string, DirectoryRole>;
  /** the sign-in button's text; null: the web app's own text in both languages */
  label: string | null;
  /** true: the local e-mail/password form is hidden on the sign-in screen (break glass stays reachable) */
  hideLocalLogin: boolean;
}

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const LOOPBACK_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** https everywhere; plain http only on a loopback address (a provider in the same machine's tests). */
export function isAcceptableIssuer(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.search || url.hash || url.username || url.password) return false;
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && LOOPBACK_HOST.test(url.hostname);
  } catch {
    return false;
  }
}

function parseRoleMap(value: string): Record<string, DirectoryRole> | null {
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const entries = Object.entries(parsed as Record<string, unknown>);
    if (entries.length === 0) return null;
    const roles: readonly string[] = DIRECTORY_ROLES;
    if (!entries.every(([k, v]) => k.trim() !== '' && typeof v === 'string' && roles.includes(v)))
      return null;
    return Object.fromEntries(entries) as Record<string, DirectoryRole>;
  } catch {
    return null;
  }
}

/** The OIDC_* variables, spread into the environment schema of config.ts. */
export const oidcEnvSchema = {
  OIDC_ISSUER: optionalText.refine(
    (v) => v === undefined || isAcceptableIssuer(v),
    'must be an https URL (http only on localhost or a loopback address), without query or fragment',
  ),
  OIDC_CLIENT_ID: optionalText.pipe(z.string().max(500).optional()),
  OIDC_CLIENT_SECRET: optionalText.pipe(z.string().max(2000).optional()),
  OIDC_ROLES_CLAIM: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_:./-]{1,200}$/, 'must be a claim name such as groups or roles')
      .default('groups'),
  ),
  OIDC_ROLE_MAP: optionalText.refine(
    (v) => v === undefined || parseRoleMap(v) !== null,
    `must be a JSON object from a group to a role (${DIRECTORY_ROLES.join(', ')}), e.g. {"lesesaal-admins":"ADMIN"}`,
  ),
  OIDC_LABEL: optionalText.pipe(z.string().max(100).optional()),
  /** `on`: the sign-in screen shows only the directory button (local accounts: ?local) */
  OIDC_HIDE_LOCAL_LOGIN: z
    .string()
    .default('off')
    .transform((v) => v.trim().toLowerCase())
    .pipe(z.enum(['on', 'off'], { error: 'must be on or off' }))
    .transform((v) => v === 'on'),
};

type OidcEnv = z.output<z.ZodObject<typeof oidcEnvSchema>>;

/**
 * The directory configuration, or null when none of issuer, client id and secret is set.
 * Some but not all of them, or a role map without an issuer: a list of problems.
 */
export function parseOidcConfig(e: OidcEnv): { config: OidcConfig | null; problems: string[] } {
  const required = {
    OIDC_ISSUER: e.OIDC_ISSUER,
    OIDC_CLIENT_ID: e.OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET: e.OIDC_CLIENT_SECRET,
  };
  const missing = Object.entries(required).filter(([, v]) => v === undefined);
  if (missing.length === 3) {
    return {
      config: null,
      problems: e.OIDC_ROLE_MAP
        ? ['OIDC_ROLE_MAP: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET too']
        : [],
    };
  }
  const problems = missing.map(
    ([k]) => `${k}: required when any of OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET is set`,
  );
  if (!e.OIDC_ROLE_MAP)
    problems.push(
      'OIDC_ROLE_MAP: required with OIDC_ISSUER (which directory group gives which role)',
    );
  if (problems.length > 0) return { config: null, problems };
  return {
    config: {
      issuer: e.OIDC_ISSUER!,
      clientId: e.OIDC_CLIENT_ID!,
      clientSecret: e.OIDC_CLIENT_SECRET!,
      rolesClaim: e.OIDC_ROLES_CLAIM,
      roleMap: parseRoleMap(e.OIDC_ROLE_MAP!)!,
      label: e.OIDC_LABEL ?? null,
      hideLocalLogin: e.OIDC_HIDE_LOCAL_LOGIN,
    },
    problems: [],
  };
}
