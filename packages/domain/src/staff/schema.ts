/**
 * Wire schemas of staff sign-in and staff accounts. The server adds one
 * check the schemas cannot make cheaply on the client: common passwords are refused
 * (server `modules/passwords/passwords.ts`), answered like a failed schema check
 * (`validation__error`, payload `body.password`).
 */
import { z } from 'zod';
import { EMAIL_MAX } from '../limits';
import { emailField, NOT_BLANK, TEXT_PATTERNS } from '../validation';
import { validationMessage } from '../validation-messages';

/**
 * Roles of a staff account, strongest first (a directory person with several mapped groups
 * gets the first): ADMIN manages everything, REPORTS reads reports and rooms, DESK uses only
 * the day's check-in screen. The one list of roles: server, web and the directory role map
 * take it from here.
 */
export const STAFF_ROLES = ['ADMIN', 'REPORTS', 'DESK'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
/** A staff role. */
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** Shortest staff password. */
export const STAFF_PASSWORD_MIN = 12;
/** Longest staff password accepted: bounds the hashing work one request can cause. */
export const STAFF_PASSWORD_MAX = 1024;

/** A new staff password: 12 to 1024 characters without control characters (not trimmed: spaces count). */
export const staffPasswordSchema = z
  .string({ error: 'required' })
  .regex(TEXT_PATTERNS.line, { error: 'controlCharacters', abort: true })
  .min(STAFF_PASSWORD_MIN, { error: validationMessage('minLength', { min: STAFF_PASSWORD_MIN }) })
  .max(STAFF_PASSWORD_MAX, { error: validationMessage('maxLength', { max: STAFF_PASSWORD_MAX }) });

/**
 * Payload of `POST /auth/login`. Any text without control characters is accepted (no e-mail
 * format check); a wrong one answers 401, not 400.
 */
export const loginSchema = z.object({
  email: z
    .string()
    .regex(TEXT_PATTERNS.line, { error: 'controlCharacters', abort: true })
    .regex(NOT_BLANK, { error: 'required', abort: true })
    .trim()
    .min(1, { error: 'required' })
    .max(EMAIL_MAX),
  password: z
    .string()
    .regex(TEXT_PATTERNS.line, { error: 'controlCharacters', abort: true })
    .min(1, { error: 'required' })
    .max(STAFF_PASSWORD_MAX),
});
export type LoginPayload = z.infer<typeof loginSchema>;

/**
 * `GET /auth/me`: the signed-in account. `role` is null when the account has no role that
 * may use the staff interface (the page then runs in `permissionerror` mode).
 */
export const meSchema = z.object({
  email: z.string(),
  role: staffRoleSchema.nullable(),
  /** `directory`: an account of the archive's directory (signs out at its provider too) */
  signInMethod: z.enum(['local', 'directory']),
});
export type Me = z.infer<typeof meSchema>;

/** A staff account as `GET /admin/users` lists it (never the password hash). */
export const staffAccountSchema = z.object({
  id: z.int().positive(),
  email: z.string(),
  /** null when the stored role is none of STAFF_ROLES: the account cannot use the staff interface */
  role: staffRoleSchema.nullable(),
  disabled: z.boolean(),
  /** ISO timestamp */
  createdAt: z.string(),
  /** LOCAL: the role is set by an admin; DIRECTORY: a directory group gives it at every sign-in */
  roleSource: z.enum(['LOCAL', 'DIRECTORY']),
  /** the directory group that gave the role (DIRECTORY only), else null */
  roleGroup: z.string().nullable(),
  /** a second factor (TOTP) is set up and confirmed (local accounts only) */
  secondFactor: z.boolean(),
  /**
   * ISO timestamp until which the next directory sign-in with this account's e-mail takes
   * the local account over (an admin allowed it); null: not allowed
   */
  directoryLinkUntil: z.string().nullable(),
  /**
   * a platform administrator's support account (made by a support session, gone with its
   * last one): no password, e-mail or directory link can be set on it
   */
  support: z.boolean(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/** Longest list of groups a role preview accepts, and the longest group name. */
export const ROLE_PREVIEW_GROUPS_MAX = 100;
export const ROLE_PREVIEW_GROUP_MAX = 256;

/** Payload of `POST /admin/users/role-preview`: the directory groups a person would have. */
export const rolePreviewRequestSchema = z.object({
  groups: z
    .array(
      z
        .string()
        .regex(TEXT_PATTERNS.line, { error: 'controlCharacters', abort: true })
        .regex(NOT_BLANK, { error: 'required', abort: true })
        .trim()
        .min(1, { error: 'required' })
        .max(ROLE_PREVIEW_GROUP_MAX, {
          error: validationMessage('maxLength', { max: ROLE_PREVIEW_GROUP_MAX }),
        }),
    )
    .max(ROLE_PREVIEW_GROUPS_MAX),
});
export type RolePreviewRequest = z.infer<typeof rolePreviewRequestSchema>;

/** The role a directory sign-in with those groups would give, and the group it comes from. */
export const rolePreviewSchema = z.object({
  role: staffRoleSchema.nullable(),
  group: z.string().nullable(),
});
export type RolePreview = z.infer<typeof rolePreviewSchema>;

/** Payload of `POST /admin/users`. */
export const staffAccountCreateSchema = z.object({
  email: emailField(),
  password: staffPasswordSchema,
  role: staffRoleSchema,
});
export type StaffAccountCreate = z.infer<typeof staffAccountCreateSchema>;

/** Payload of `PUT /admin/users/{id}`: each field optional; a password replaces the old one. */
export const staffAccountUpdateSchema = z.object({
  role: staffRoleSchema.optional(),
  disabled: z.boolean().optional(),
  password: staffPasswordSchema.optional(),
});
export type StaffAccountUpdate = z.infer<typeof staffAccountUpdateSchema>;
