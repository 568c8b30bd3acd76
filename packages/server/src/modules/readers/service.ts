import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@lesesaal/domain/config';
import {
  READER_CODE_LENGTH,
  READER_CODE_MAX_ATTEMPTS,
  READER_CODE_MINUTES,
  type ReaderVerifyPayload,
} from '@lesesaal/domain/readers/schema';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { AppContext } from '../../http/types';
import { tooManyRequests } from '../../http/visitor-limits';
import { enqueueReaderSignIn } from '../../mail/reader-mails';
import { hitCounter } from '../../rate-limits';
import type { BotCheckVerifier } from '../bot-check';
import * as repo from './repository';
import { readerCookieOf, setReaderCookie } from './session-cookie';

/** A reader session ends after this long without a request… */
export const READER_IDLE_TIMEOUT_MS = 24 * 60 * 60_000;
/** …and this long after the sign-in at the latest. */
export const READER_SESSION_LIFETIME_MS = 7 * 24 * 60 * 60_000;
/** last_seen_at is refreshed at most this often, to spare writes. */
const TOUCH_INTERVAL_MS = 5 * 60_000;
/** The session token: 16 random bytes in base64url, as the staff session's. */
const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The signed-in reader (never logged). */
export interface SignedInReader {
  id: number;
  email: string;
  name: string | null;
  /** the random key that stays on the reader's bookings for statistics */
  pseudonym: string;
  createdAt: Date;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Only this hash of a session token or a link's token is stored. */
export const hashReaderToken = (token: string): string => sha256(token);

/**
 * The stored form of a code: bound to its row's link token, so equal codes of two sign-ins
 * differ. Six digits are a million values: the hash keeps the code out of a casual look at
 * the table, the 15 minutes and the five attempts are what protect it.
 */
const hashCode = (tokenHash: string, code: string): string => sha256(`${tokenHash}:${code}`);

/** Compares two hex hashes in constant time. */
function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** An address as readers are keyed by: trimmed, lower-cased. */
export const normaliseReaderEmail = (email: string): string => email.trim().toLowerCase();

const invalidCode = () => new AppError('reader_code_invalid', 400);

const toSignedIn = (row: repo.ReaderRow): SignedInReader => ({
  id: row.id,
  email: row.email,
  name: row.name,
  pseudonym: row.pseudonym,
  createdAt: row.createdAt,
});

/**
 * Reader sessions: the cookie of the request's archive, its session row (hash only) and the
 * reader it belongs to. Any instance serves any request; time comes from the clock only.
 */
export function createReaderSessions(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  const { db, clock, config } = ctx;

  function tokenOf(request: FastifyRequest): string | undefined {
    const token = request.cookies?.[readerCookieOf(config.publicUrl, request).name];
    return token && SESSION_TOKEN_PATTERN.test(token) ? token : undefined;
  }

  return {
    /** Sets (a token) or clears (null) the reader cookie of the request's archive. */
    setCookie: (reply: FastifyReply, token: string | null) =>
      setReaderCookie(reply, config.publicUrl, token),

    /** The reader of the request's live session, or null; keeps an active session alive. */
    async currentReader(request: FastifyRequest): Promise<SignedInReader | null> {
      const token = tokenOf(request);
      if (!token) return null;
      const now = clock.now();
      const tokenHash = hashReaderToken(token);
      const row = await repo.findLiveReaderSession(
        db,
        tokenHash,
        now,
        new Date(now.getTime() - READER_IDLE_TIMEOUT_MS),
      );
      if (!row) return null;
      if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS)
        await repo.touchReaderSession(db, tokenHash, now);
      return toSignedIn(row);
    },

    /** The reader of the request's session, or 401 `reader_signed_out`. */
    async requireReader(request: FastifyRequest): Promise<SignedInReader> {
      const reader = await this.currentReader(request);
      if (!reader) throw new AppError('reader_signed_out', 401);
      return reader;
    },

    /** Ends the request's session on the server (no session: nothing to do). */
    async end(request: FastifyRequest): Promise<void> {
      const token = tokenOf(request);
      if (token) await repo.deleteReaderSession(db, hashReaderToken(token));
    },
  };
}

export type ReaderSessions = ReturnType<typeof createReaderSessions>;

/**
 * Signing in by a mailed code or link (docs/decisions/readers.md). Asking for a code does the
 * same work for every well-formed address — it never reads whether a reader exists — so its
 * answer and its time say nothing about the address.
 */
export function createReaderSignIn(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'> & { verifyBotCheck: BotCheckVerifier },
) {
  const { db, clock, config } = ctx;

  /**
   * Counts one sign-in mail to the address in its hour (a hash of the address as the key);
   * 429 beyond MAIL_LIMIT_PER_RECIPIENT. In the caller's transaction: a refused request takes
   * its count back.
   */
  async function countRecipient(tx: Db, email: string, now: Date) {
    const key = `reader-mail:${sha256(email).slice(0, 32)}`;
    const state = await hitCounter(tx, key, now, 60);
    if (state.count > config.visitorLimits.mailsPerRecipientPerHour)
      throw tooManyRequests(state.resetAt, now);
  }

  /** The reader of the address (made now at the first sign-in) with a new session. */
  async function signIn(tx: Db, email: string, now: Date) {
    const reader = await repo.upsertReader(tx, email, randomBytes(16).toString('base64url'), now);
    const token = randomBytes(16).toString('base64url');
    await repo.insertReaderSession(tx, {
      tokenHash: hashReaderToken(token),
      readerId: reader.id,
      now,
      expiresAt: new Date(now.getTime() + READER_SESSION_LIFETIME_MS),
    });
    return { reader: toSignedIn(reader), token };
  }

  return {
    /**
     * Mails a new code and link to `email` (valid READER_CODE_MINUTES; the address's earlier
     * codes are void). 403 when the bot check fails, 429 beyond the recipient's limit.
     */
    async requestCode(
      input: { email: string; language?: Language },
      client: { ip: string; botCheck: string | undefined },
    ): Promise<void> {
      if (!(await ctx.verifyBotCheck(client.botCheck, client.ip)))
        throw new AppError('recaptcha__validation_error', 403);
      const email = normaliseReaderEmail(input.email);
      const code = String(randomInt(0, 10 ** READER_CODE_LENGTH)).padStart(READER_CODE_LENGTH, '0');
      const token = randomBytes(32).toString('base64url');
      const tokenHash = hashReaderToken(token);
      await transaction(db, async (tx) => {
        const { now, today } = clock.wallClock();
        await countRecipient(tx, email, now);
        await repo.insertSignInCode(tx, {
          email,
          codeHash: hashCode(tokenHash, code),
          tokenHash,
          now,
          expiresAt: new Date(now.getTime() + READER_CODE_MINUTES * 60_000),
        });
        await enqueueReaderSignIn(
          tx,
          config,
          { to: email, code, token, language: input.language ?? config.defaultLanguage },
          today,
          now,
        );
      });
    },

    /**
     * Signs in with the address and its code, or the link's token: the code is used, the
     * reader made at the first sign-in, a new session opened. A wrong, expired or used code
     * answers 400 `reader_code_invalid`; each code attempt is counted before the comparison,
     * and the fifth wrong one voids the code (429 then, and for the code's remaining minutes).
     */
    async verify(payload: ReaderVerifyPayload): Promise<{ reader: SignedInReader; token: string }> {
      const outcome = await transaction(db, async (tx) => {
        const now = clock.now();
        if ('token' in payload) {
          const row = await repo.findCodeByToken(
            tx,
            hashReaderToken(payload.token),
            now,
            READER_CODE_MAX_ATTEMPTS,
          );
          if (!row || !(await repo.useCode(tx, row.id, now))) throw invalidCode();
          return signIn(tx, row.email, now);
        }
        const email = normaliseReaderEmail(payload.email);
        const attempt = await repo.takeCodeAttempt(tx, email, now, READER_CODE_MAX_ATTEMPTS);
        if (!attempt) throw invalidCode();
        if ('void' in attempt) throw tooManyRequests(attempt.expiresAt, now);
        if (sameHash(attempt.codeHash, hashCode(attempt.tokenHash, payload.code))) {
          if (!(await repo.useCode(tx, attempt.id, now))) throw invalidCode();
          return signIn(tx, email, now);
        }
        // a wrong code: its counted attempt must be committed, so the refusal is answered
        // after the transaction
        const voided = attempt.attempts >= READER_CODE_MAX_ATTEMPTS;
        return { wrong: true as const, voided, expiresAt: attempt.expiresAt, now };
      });
      if ('wrong' in outcome) {
        if (outcome.voided) throw tooManyRequests(outcome.expiresAt, outcome.now);
        throw invalidCode();
      }
      return outcome;
    },
  };
}
