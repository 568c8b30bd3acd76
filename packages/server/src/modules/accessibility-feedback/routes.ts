import { z } from 'zod';
import { BOT_CHECK_PARAM } from '@lesesaal/domain/bot-check/protocol';
import { accessibilityFeedbackSchema } from '@lesesaal/domain/accessibility-feedback/schema';
import { controlFreeText } from '@lesesaal/domain/validation';
import type { AppWiring, ZodApp } from '../../http/types';
import { perArchive } from '../../http/archive-context';
import { createVisitorLimits } from '../../http/visitor-limits';
import { createBotCheckService, type BotCheckVerifier } from '../bot-check';
import { createAccessibilityFeedbackService } from './service';

/**
 * `POST /accessibility-feedback`, the feedback mechanism of the accessibility statement.
 * `verifyBotCheck` replaces the bot check (tests); by default it follows BOT_PROTECTION, as
 * for carts.
 */
export function createAccessibilityFeedbackRoutes(
  options: { verifyBotCheck?: BotCheckVerifier } = {},
) {
  return async function accessibilityFeedbackRoutes(api: ZodApp, wiring: AppWiring): Promise<void> {
    const service = perArchive((context) =>
      createAccessibilityFeedbackService({
        ...context,
        verifyBotCheck: options.verifyBotCheck ?? createBotCheckService(context).verify,
      }),
    );
    const visitorLimits = createVisitorLimits(wiring);

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
        await service(request).submit(request.body, request.query[BOT_CHECK_PARAM], request.ip);
        return reply.status(204).send(null);
      },
    );
  };
}

export const accessibilityFeedbackRoutes = createAccessibilityFeedbackRoutes();
