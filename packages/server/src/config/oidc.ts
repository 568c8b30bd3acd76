import { z } from 'zod';
import {
  CLIENT_ID_MAX,
  CLIENT_SECRET_MAX,
  DEFAULT_ROLES_CLAIM,
  DIRECTORY_LABEL_MAX,
  isAcceptableIssuer,
  parseRoleMap,
  ROLES_CLAIM_PATTERN,
} from '@lesesaal/domain/archives/settings-directory';
import { STAFF_ROLES, type StaffRole } from '@lesesaal/domain/staff/schema';

// the rules of a directory connection live in the domain (an archive's own `directory` setting
// takes the same); re-exported for the server's readers
export { isAcceptableIssuer } from '@lesesaal/domain/archives/settings-directory';

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
  roleMap: Record<string, StaffRole>;
  /** the sign-in button's text; null: the web app's own text in both languages */
  label: string | null;
  /** true: the local e-mail/password form is hidden on the sign-in screen (break glass stays reachable) */
  hideLocalLogin: boolean;
}

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** The OIDC_* variables, spread into the environment schema of config.ts. */
export const oidcEnvSchema = {
  OIDC_ISSUER: optionalText.refine(
    (v) => v === undefined || isAcceptableIssuer(v),
    'must be an https URL (http only on localhost or a loopback address), without query or fragment',
  ),
  OIDC_CLIENT_ID: optionalText.pipe(z.string().max(CLIENT_ID_MAX).optional()),
  OIDC_CLIENT_SECRET: optionalText.pipe(z.string().max(CLIENT_SECRET_MAX).optional()),
  OIDC_ROLES_CLAIM: optionalText.pipe(
    z
      .string()
      .regex(ROLES_CLAIM_PATTERN, 'must be a claim name such as groups or roles')
      .default(DEFAULT_ROLES_CLAIM),
  ),
  OIDC_ROLE_MAP: optionalText.refine(
    (v) => v === undefined || parseRoleMap(v) !== null,
    `must be a JSON object from a group to a role (${STAFF_ROLES.join(', ')}), e.g. {"lesesaal-admins":"ADMIN"}`,
  ),
  OIDC_LABEL: optionalText.pipe(z.string().max(DIRECTORY_LABEL_MAX).optional()),
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
