import { z } from 'zod';
import { BOT_CHECK_PARAM } from '@lesesaal/domain/bot-check/protocol';
import { LANGUAGES } from '@lesesaal/domain/config';
import {
  controlFreeText,
  optionalEmailField,
  optionalPlainText,
  requiredText,
} from '@lesesaal/domain/validation';
import type { AppContext, ZodApp } from '../../http/types';
import { createVisitorLimits } from '../../http/visitor-limits';
import { createBotCheckService, type BotCheckVerifier } from '../bot-check';
import { createAccessibilityFeedbackService } from './service';

/** The longest texts of a feedback message. */
export const FEEDBACK_LIMITS = { page: 500, description: 5000, name: 200 } as const;

/** Bidi embeddings, overrides and isolates: they could turn the text around in the archive's mailbox. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

export const accessibilityFeedbackSchema = z.object({
  page: requiredText({ max: FEEDBACK_LIMITS.page, kind: 'plain' }).describe(
    'the page or address the feedback is about',
  ),
  description: requiredText({ max: FEEDBACK_LIMITS.description, kind: 'lines' })
    .refine((v) => !BIDI_CONTROL.test(v), { error: 'controlCharacters' })
    .describe('the barrier: what does not work, and how (line breaks allowed)'),
  name: optionalPlainText(FEEDBACK_LIMITS.name),
  email: optionalEmailField().describe('for the answer; the sender gets an acknowledgement'),
  language: z
    .enum(LANGUAGES)
    .optional()
    .describe('of the acknowledgement; default DEFAULT_LANGUAGE'),
});

/**
 * `POST /accessibility-feedback`, the feedback mechanism of the accessibility statement.
 * `verifyBotCheck` replaces the bot check (tests); by default it follows BOT_PROTECTION, as
 * for carts.
 */
export function createAccessibilityFeedbackRoutes(
  options: { verifyBotCheck?: BotCheckVerifier } = {},
) {
  return async function accessibilityFeedbackRoutes(api: ZodApp, ctx: AppContext): Promise<void> {
    const verifyBotCheck = options.verifyBotCheck ?? createBotCheckService(ctx).verify;
    const service = createAccessibilityFeedbackService({ ...ctx, verifyBotCheck });
    const visitorLimits = createVisitorLimits(ctx);

    api.post(
      '/accessibility-feedback',
      {
        // counted before validation: a flood of bad requests costs the same work
        preValidation: visitorLimits.hook('feedback'),
        config: {
          errors: { 403: ['recaptcha__validation_error'], 429: ['too_many_requests'] },
        },
        schema: {
          tags: ['accessibility'],
          summary: 'Report a barrier (feedback on accessibility)',
          description:
            'Sends the feedback by e-mail to the archive (ACCESSIBILITY_FEEDBACK_EMAIL) and, when an e-mail ' +
            'address is given, an acknowledgement to it in `language` (within MAIL_LIMIT_PER_RECIPIENT). ' +
            'Bot check as for POST /transactions (403 `recaptcha__validation_error`); VISITOR_LIMIT_FEEDBACK ' +
            'messages per client address and VISITOR_LIMIT_WINDOW_MINUTES, beyond: 429 with Retry-After.',
          querystring: z.object({
            [BOT_CHECK_PARAM]: controlFreeText()
              .optional()
              .describe('bot check: as for POST /transactions'),
          }),
          body: accessibilityFeedbackSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.submit(request.body, request.query[BOT_CHECK_PARAM], request.ip);
        return reply.status(204).send(null);
      },
    );
  };
}

export const accessibilityFeedbackRoutes = createAccessibilityFeedbackRoutes();
