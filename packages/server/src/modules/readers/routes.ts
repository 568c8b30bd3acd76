import { z } from 'zod';
import { BOT_CHECK_PARAM } from '@lesesaal/domain/bot-check/protocol';
import {
  READER_CODE_MAX_ATTEMPTS,
  READER_CODE_MINUTES,
  readerAnswerSchema,
  readerBookingsSchema,
  readerDeletedSchema,
  readerExportSchema,
  readerSignInSchema,
  readerVerifySchema,
} from '@lesesaal/domain/readers/schema';
import { controlFreeText } from '@lesesaal/domain/validation';
import { perArchive, type PerArchive } from '../../http/archive-context';
import { sendPrivateHeaders } from '../../http/private-headers';
import type { AppWiring, ZodApp } from '../../http/types';
import { createVisitorLimits } from '../../http/visitor-limits';
import { createBotCheckService, type BotCheckVerifier } from '../bot-check';
import {
  deleteReaderData,
  exportReader,
  readerBookings,
  readerView,
  type ReaderDataPart,
} from './reader-data';
import { createReaderSessions, createReaderSignIn } from './service';

const tags = ['readers'];
/** The reader session, required: the route answers 401 `reader_signed_out` without one. */
const signedIn = [{ readerSession: [] }];
const signedOut = { 401: ['reader_signed_out'] } as const;

type Sessions = PerArchive<ReturnType<typeof createReaderSessions>>;
type SignIn = PerArchive<ReturnType<typeof createReaderSignIn>>;
type Limits = ReturnType<typeof createVisitorLimits>;

/** Asking for a code, and signing in with it or the link. */
function signInRoutes(
  scope: ZodApp,
  signIn: SignIn,
  sessions: Sessions,
  visitorLimits: Limits,
): void {
  scope.post(
    '/reader/sign-in',
    {
      preValidation: visitorLimits.hook('readerSignIn'),
      config: {
        errors: { 403: ['recaptcha__validation_error'], 429: ['too_many_requests'] },
      },
      schema: {
        tags,
        summary: 'Ask for a sign-in code: mails a code and a one-time link to the address',
        description:
          `202 \`{}\` for every well-formed address, whether a reader has it or not (nothing about the address is read: the answer and its work are the same). ` +
          `The mail carries a ${READER_CODE_MINUTES}-minute code of six digits and a link to the visitor app's \`/anmelden?token=…\`; asking again voids the address's earlier code. ` +
          `The bot check is the cart's (\`${BOT_CHECK_PARAM}\`, 403 \`recaptcha__validation_error\`). ` +
          'Limits: VISITOR_LIMIT_READER_SIGN_IN requests per client address and window, MAIL_LIMIT_PER_RECIPIENT sign-in mails per address and hour (429 `too_many_requests` with Retry-After).',
        querystring: z.object({
          [BOT_CHECK_PARAM]: controlFreeText()
            .optional()
            .describe(
              'bot check: the reCAPTCHA v3 token, or the solved ALTCHA payload of GET /bot-check/challenge',
            ),
        }),
        body: readerSignInSchema,
        response: { 202: z.object({}) },
      },
    },
    async (request, reply) => {
      await signIn(request).requestCode(request.body, {
        ip: request.ip,
        botCheck: request.query[BOT_CHECK_PARAM],
      });
      return reply.status(202).send({});
    },
  );

  scope.post(
    '/reader/sign-in/verify',
    {
      preValidation: visitorLimits.hook('readerSignIn'),
      config: { errors: { 400: ['reader_code_invalid'], 429: ['too_many_requests'] } },
      schema: {
        tags,
        summary:
          "Sign in with the mailed code (and the address) or the link's token: sets the reader session cookie",
        description:
          'A wrong, expired or used code or token answers 400 `reader_code_invalid` (one code for all). ' +
          `Every code attempt counts; the ${READER_CODE_MAX_ATTEMPTS}th wrong one voids the address's code: 429 \`too_many_requests\` then, until it would have expired or a new code is asked for. ` +
          'The reader is made at the first sign-in. The cookie is HttpOnly, SameSite=Lax, Secure on https, of this archive only (see the `readerSession` scheme).',
        body: readerVerifySchema,
        response: { 200: readerAnswerSchema },
      },
    },
    async (request, reply) => {
      const { reader, token } = await signIn(request).verify(request.body);
      sessions(request).setCookie(reply, token);
      return { reader: readerView(reader) };
    },
  );
}

/** The session: who is signed in, signing out. */
function sessionRoutes(scope: ZodApp, sessions: Sessions): void {
  scope.get(
    '/reader/me',
    {
      config: { errors: signedOut },
      schema: {
        tags,
        summary: 'The signed-in reader',
        security: signedIn,
        response: { 200: readerAnswerSchema },
      },
    },
    async (request) => ({
      reader: readerView(await sessions(request).requireReader(request)),
    }),
  );

  scope.post(
    '/reader/sign-out',
    {
      schema: {
        tags,
        summary: 'Sign out: ends the reader session and clears the cookie',
        description:
          'Without a session, or with an ended one, the answer is 204 as well (signing out twice is no error).',
        security: [{ readerSession: [] }, {}],
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await sessions(request).end(request);
      sessions(request).setCookie(reply, null);
      return reply.status(204).send(null);
    },
  );
}

/** The reader's data: bookings, export, deletion. */
function dataRoutes(scope: ZodApp, sessions: Sessions, parts: readonly ReaderDataPart[]): void {
  scope.get(
    '/reader/bookings',
    {
      config: { errors: signedOut },
      schema: {
        tags,
        summary: "The reader's bookings, upcoming first",
        description:
          'The visits booked while signed in: upcoming ones soonest first, then past ones latest first. ' +
          "A booking's link to the reader goes with its personal data the day after the visit. " +
          "`managePath`: the booking's page under the archive's address.",
        security: signedIn,
        response: { 200: readerBookingsSchema },
      },
    },
    async (request) => {
      const reader = await sessions(request).requireReader(request);
      const today = request.archive.clock.today();
      return { bookings: await readerBookings(request.archive.db, reader.id, today) };
    },
  );

  scope.get(
    '/reader/export',
    {
      config: { errors: signedOut },
      schema: {
        tags,
        summary: 'Everything the archive holds of the reader, as a JSON file',
        description:
          'The reader, their bookings and their user applications, as an attachment (`Content-Disposition: attachment`).',
        security: signedIn,
        response: { 200: readerExportSchema },
      },
    },
    async (request, reply) => {
      const reader = await sessions(request).requireReader(request);
      const data = await exportReader(request.archive, reader, parts);
      void reply.header(
        'content-disposition',
        `attachment; filename="lesesaal-${data.exportedAt.slice(0, 10)}.json"`,
      );
      return data;
    },
  );

  scope.delete(
    '/reader',
    {
      config: { errors: signedOut },
      schema: {
        tags,
        summary: 'Delete the reader and sign out',
        description:
          'Removes the reader, their sessions and sign-in codes and the link of their bookings to them; the bookings themselves stay as anonymous bookings until their personal data is erased the day after the visit. ' +
          '`kept`: keys of what stays by law or as booked (`applications`: user applications within their retention; `bookings`: upcoming booked visits), `[]` when nothing does.',
        security: signedIn,
        response: { 200: readerDeletedSchema },
      },
    },
    async (request, reply) => {
      const reader = await sessions(request).requireReader(request);
      const kept = await deleteReaderData(request.archive, reader, parts);
      sessions(request).setCookie(reply, null);
      return { kept };
    },
  );
}

/**
 * The readers' calls, `/reader/…` (docs/decisions/readers.md): sign-in by a mailed code or
 * link, the session, the reader's bookings, export and deletion. `parts`: the other modules'
 * records of a reader (the user applications), for the export and the deletion.
 * `verifyBotCheck` replaces the bot check (tests); by default it follows BOT_PROTECTION.
 */
export function createReaderRoutes(options: {
  parts: readonly ReaderDataPart[];
  verifyBotCheck?: BotCheckVerifier;
}) {
  return async function readerRoutes(api: ZodApp, wiring: AppWiring): Promise<void> {
    const sessions = perArchive(createReaderSessions);
    const signIn = perArchive((context) =>
      createReaderSignIn({
        ...context,
        verifyBotCheck: options.verifyBotCheck ?? createBotCheckService(context).verify,
      }),
    );
    const visitorLimits = createVisitorLimits(wiring);

    await api.register(async (scope: ZodApp) => {
      sendPrivateHeaders(scope);
      signInRoutes(scope, signIn, sessions, visitorLimits);
      sessionRoutes(scope, sessions);
      dataRoutes(scope, sessions, options.parts);
    });
  };
}
