import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { ZodApp } from '../../http/types';
import { perArchive, type PerArchive } from '../../http/archive-context';
import { createAuthService, type AuthService } from '../auth';
import {
  refuseSecondFactor as refuse,
  secondFactorCodeSchema as codeSchema,
  secondFactorSetupSchema as setupSchema,
  secondFactorStatusSchema as statusSchema,
} from './second-factor-http';
import { createSecondFactorService, type SecondFactorService } from './service';

const noSession = { 401: ['http__access_denied_exception'] } as const;

/**
 * The second factor of local staff accounts: GET /api/auth/second-factor, POST
 * /api/auth/second-factor/setup and /confirm, POST /api/auth/login/code. A session here is a
 * signed-in local account or one that waits after its password (202 of /api/auth/login).
 */
export async function secondFactorRoutes(api: ZodApp): Promise<void> {
  const auth = perArchive(createAuthService);
  const secondFactor = perArchive((context) =>
    createSecondFactorService(context, auth({ archive: context })),
  );
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
      const status = await secondFactor(request).status(request);
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
      const result = await secondFactor(request).startSetup(request);
      if (!result.ok) refuse(reply, result);
      return { secret: result.secret, uri: result.uri };
    },
  );

  await secondStepRoutes(api, secondFactor, auth);
}

/** The steps that take a code: the set-up's confirmation and the sign-in's code. */
async function secondStepRoutes(
  api: ZodApp,
  secondFactor: PerArchive<SecondFactorService>,
  auth: PerArchive<AuthService>,
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
      const result = await secondFactor(request).confirmSetup(request, request.body.code);
      if (!result.ok) refuse(reply, result);
      if (result.token) auth(request).setSessionCookie(reply, result.token);
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
      const result = await secondFactor(request).verifyCode(request, request.body.code);
      if (!result.ok) refuse(reply, result);
      auth(request).setSessionCookie(reply, result.token);
      return reply.status(204).send(null);
    },
  );
}
