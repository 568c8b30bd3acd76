import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { ZodApp } from '../../http/types';
import { perArchive, type PerArchive } from '../../http/archive-context';
import {
  refuseSecondFactor as refuse,
  secondFactorCodeSchema as codeSchema,
  secondFactorSetupSchema as setupSchema,
  secondFactorStatusSchema as statusSchema,
} from '../second-factor';
import { PLATFORM_COOKIE, type PlatformAuth } from './auth-service';
import { notServed, tags } from './route-common';
import { platformAdminSchema } from '@lesesaal/domain/archives/platform-schema';
import { createPlatformSecondFactor } from './second-factor';

const noSession = { 401: ['http__access_denied_exception'], ...notServed } as const;
const codeErrors = {
  401: ['auth__invalid_credentials', 'http__access_denied_exception'],
  429: ['too_many_requests'],
  ...notServed,
} as const;
const SESSION =
  'For a signed-in platform administrator and for the session a right password opened (202 of `/api/platform/auth/login`); 401 `http__access_denied_exception` for none. ';

/**
 * The platform administrators' second factor: GET /api/platform/auth/second-factor, POST
 * …/second-factor/setup and …/confirm, POST /api/platform/auth/login/code. They find the
 * session themselves (signed in, or waiting after the password), so the platform guard lets
 * them through.
 */
export function platformSecondFactorRoutes(
  platform: ZodApp,
  platformAuth: PerArchive<PlatformAuth>,
): void {
  const secondFactor = perArchive((context) =>
    createPlatformSecondFactor(context, platformAuth({ archive: context })),
  );
  const setCookie = (request: FastifyRequest, reply: FastifyReply, token: string) =>
    void reply.setCookie(PLATFORM_COOKIE, token, platformAuth(request).cookieOptions);

  platform.get(
    '/auth/second-factor',
    {
      config: { platformPublic: true, errors: noSession },
      schema: {
        tags,
        summary: "The second factor of the session's platform administrator",
        description: SESSION,
        response: { 200: statusSchema },
      },
    },
    async (request) => {
      const status = await secondFactor(request).status(request);
      if (!status) throw AppError.accessDenied(401);
      return status;
    },
  );

  platform.post(
    '/auth/second-factor/setup',
    {
      config: { platformPublic: true, errors: { ...noSession, 409: ['conflict'] } },
      schema: {
        tags,
        summary: 'Start setting up a second factor (TOTP): a new secret',
        description:
          SESSION +
          'A new secret, as text and as an otpauth:// URI (SHA-1, 6 digits, 30 s), not answered again; it counts once confirmed with a code (`/confirm`). ' +
          '409 `conflict` [`second_factor`] when a confirmed one exists (the command line resets it: `platform-admin reset-second-factor`).',
        response: { 200: setupSchema },
      },
    },
    async (request, reply) => {
      const result = await secondFactor(request).startSetup(request);
      if (!result.ok) refuse(reply, result);
      return { secret: result.secret, uri: result.uri };
    },
  );

  platform.post(
    '/auth/second-factor/confirm',
    {
      config: { platformPublic: true, errors: { ...codeErrors, 409: ['conflict'] } },
      schema: {
        tags,
        summary: 'Confirm the second factor with a code of the new secret',
        description:
          SESSION +
          'A wrong code answers 401 `auth__invalid_credentials` and counts in the sign-in throttle (429 with Retry-After). ' +
          '409 `conflict` [`no_setup`] without a set-up started, [`second_factor`] when already confirmed. ' +
          'A session that waited for the set-up becomes a sign-in: a new cookie is set.',
        body: codeSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const result = await secondFactor(request).confirmSetup(request, request.body.code);
      if (!result.ok) refuse(reply, result);
      if (result.token) setCookie(request, reply, result.token);
      return reply.status(204).send(null);
    },
  );

  platform.post(
    '/auth/login/code',
    {
      config: { platformPublic: true, errors: codeErrors },
      schema: {
        tags,
        summary: 'Platform sign-in, second step: the code of the second factor',
        description:
          'For the session `/api/platform/auth/login` opened with 202 `next: code`. A wrong code, and one of a time step at or before the last accepted one (a code is used once), ' +
          'answer 401 `auth__invalid_credentials` and count in the sign-in throttle (429 with Retry-After); 401 `http__access_denied_exception` without a waiting session. ' +
          'A right code: a new cookie, signed in.',
        body: codeSchema,
        response: { 200: platformAdminSchema },
      },
    },
    async (request, reply) => {
      const result = await secondFactor(request).verifyCode(request, request.body.code);
      if (!result.ok) refuse(reply, result);
      setCookie(request, reply, result.token);
      return { email: result.admin.email, displayName: result.admin.displayName };
    },
  );
}
