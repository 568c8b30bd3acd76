import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ONE_TIME_CODE_PATTERN } from '@lesesaal/domain/staff/one-time-code';
import { AppError } from '../../http/app-error';
import type { SecondFactorFailure } from './service';

/**
 * The HTTP side of a second factor (TOTP) that the staff accounts' routes and the platform
 * administrators' routes share: the same bodies, answers and refusals.
 */

/** The one-time code: six digits (the web drops the spaces a person may type between them). */
export const secondFactorCodeSchema = z.object({
  code: z.string().regex(ONE_TIME_CODE_PATTERN, { error: 'pattern' }),
});

export const secondFactorStatusSchema = z.object({
  /** a second factor is set up and confirmed */
  enabled: z.boolean(),
  /** STAFF_SECOND_FACTOR=required: every local account and platform administrator signs in with a code */
  required: z.boolean(),
  /** `signed_in`, or what the session waits for: `totp` (the code) or `totp_setup` (a set-up) */
  step: z.enum(['signed_in', 'totp', 'totp_setup']),
});

export const secondFactorSetupSchema = z.object({
  /** the secret in base32, to be typed into an authenticator app; shown this once */
  secret: z.string(),
  /** the otpauth:// URI with the same secret (an app reads it from a QR code or a paste) */
  uri: z.string(),
});

/**
 * A refused step as its HTTP answer: 429 `too_many_requests` with Retry-After, 401
 * `auth__invalid_credentials` for a wrong or used code, 409 `conflict` [detail], else 401
 * `http__access_denied_exception` (no session).
 */
export function refuseSecondFactor(reply: FastifyReply, failure: SecondFactorFailure): never {
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
