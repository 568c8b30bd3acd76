import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ONE_TIME_CODE_PATTERN } from '@lesesaal/domain/staff/one-time-code';
import { AppError } from '../../http/app-error';
import type { AppContext, ZodApp } from '../../http/types';
import {
  createSecondFactorService,
  type SecondFactorFailure,
  type SecondFactorService,
} from './second-factor-service';
import type { AuthService } from './service';

/** The one-time code: six digits (the web drops the spaces a person may type between them). */
const codeSchema = z.object({
  code: z.string().regex(ONE_TIME_CODE_PATTERN, { error: 'pattern' }),
});

const statusSchema = z.object({
  /** a second factor is set up and confirmed */
  enabled: z.boolean(),
  /** STAFF_SECOND_FACTOR=required: every local account signs in with a code */
  required: z.boolean(),
  /** `signed_in`, or what the session waits for: `totp` (the code) or `totp_setup` (a set-up) */
  step: z.enum(['signed_in', 'totp', 'totp_setup']),
});

const setupSchema = z.object({
  /** the secret in base32, to be typed into an authenticator app; shown this once */
  secret: z.string(),
  /** the otpauth:// URI with the same secret (an app reads it from a QR code or a paste) */
  uri: z.string(),
});

const noSession = { 401: ['http__access_denied_exception'] } as const;

/** A refused step as its HTTP answer. */
function refuse(reply: FastifyReply, failure: SecondFactorFailure): never {
  switch (failure.reason) {
    case 'rate_limited':
      void reply.header('retry-after', String(failure.retryAfterSeconds));
      throw new AppError('too_many_requests', 429);
    case 'invalid_code':
      throw new AppError('auth__invalid_credentials', 401);
    case 'conflict':
      throw AppError.conflict('conflict', [failure.detail]);
    default:
      throw AppError.accessDenied(401);
  }
}

/**
 * The second factor of local staff accounts: GET /api/auth/second-factor, POST
 * /api/auth/second-factor/setup and /confirm, POST /api/auth/login/code. A session here is a
 * signed-in local account or one that waits after its password (202 of /api/auth/login).
 */
export async function secondFactorRoutes(
  api: ZodApp,
  ctx: AppContext,
  auth: AuthService,
): Promise<void> {
  const secondFactor = createSecondFactorService(ctx, auth);
  const tags = ['staff sign-in'];
  const security = [{ session: [] }];

  api.get(
    '/auth/second-factor',
    {
      config: { errors: noSession },
      schema: {
        tags,
        security,
        summary: "The second factor of the session's local account",
        description:
          'Answers for a signed-in local account and for a session that waits for its second step; ' +
          '401 `http__access_denied_exception` for none and for a directory account (the directory asks for its own factors).',
        response: { 200: statusSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const status = await secondFactor.status(request);
      if (!status) throw AppError.accessDenied(401);
      return status;
    },
  );

  api.post(
    '/auth/second-factor/setup',
    {
      config: { errors: { ...noSession, 409: ['conflict'] } },
      schema: {
        tags,
        security,
        summary: 'Start setting up a second factor (TOTP): a new secret',
        description:
          'A new secret for the account, as text and as an otpauth:// URI (SHA-1, 6 digits, 30 s); ' +
          'it is not answered again. It counts only once confirmed with a code (`/confirm`); an unconfirmed one is replaced by the next set-up. ' +
          '409 `conflict` [`second_factor`] when a confirmed second factor exists (an admin resets it first). ' +
          '401 without a signed-in local account or a session that waits for the set-up.',
        response: { 200: setupSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const result = await secondFactor.startSetup(request);
      if (!result.ok) refuse(reply, result);
      return { secret: result.secret, uri: result.uri };
    },
  );

  await secondStepRoutes(api, secondFactor, auth);
}

/** The steps that take a code: the set-up's confirmation and the sign-in's code. */
async function secondStepRoutes(
  api: ZodApp,
  secondFactor: SecondFactorService,
  auth: AuthService,
): Promise<void> {
  const tags = ['staff sign-in'];
  const security = [{ session: [] }];

  api.post(
    '/auth/second-factor/confirm',
    {
      config: {
        errors: {
          401: ['auth__invalid_credentials', 'http__access_denied_exception'],
          409: ['conflict'],
          429: ['too_many_requests'],
        },
      },
      schema: {
        tags,
        security,
        summary: 'Confirm the second factor with a code of the new secret',
        description:
          'A wrong code answers 401 `auth__invalid_credentials` and counts in the sign-in throttle (429 `too_many_requests` with Retry-After). ' +
          '409 `conflict` [`no_setup`] without a set-up started, [`second_factor`] when already confirmed. ' +
          'A session that waited for the set-up becomes a sign-in: a new session cookie is set.',
        body: codeSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const result = await secondFactor.confirmSetup(request, request.body.code);
      if (!result.ok) refuse(reply, result);
      if (result.token) auth.setSessionCookie(reply, result.token);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/auth/login/code',
    {
      config: {
        errors: {
          401: ['auth__invalid_credentials', 'http__access_denied_exception'],
          429: ['too_many_requests'],
        },
      },
      schema: {
        tags,
        security,
        summary: 'Sign in, second step: the code of the second factor',
        description:
          'For the session /api/auth/login opened with 202 `next: code`. A wrong code, and a code of a time step ' +
          'at or before the last accepted one (a code is used once), answer 401 `auth__invalid_credentials`; ' +
          'attempts count in the sign-in throttle (429 `too_many_requests` with Retry-After). ' +
          '401 `http__access_denied_exception` without a waiting session (none, expired after 10 minutes, or signed in already). ' +
          'A right code: a new session cookie, signed in.',
        body: codeSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const result = await secondFactor.verifyCode(request, request.body.code);
      if (!result.ok) refuse(reply, result);
      auth.setSessionCookie(reply, result.token);
      return reply.status(204).send(null);
    },
  );
}
