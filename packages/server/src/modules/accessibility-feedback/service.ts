import type { AccessibilityFeedbackInput } from '@lesesaal/domain/accessibility-feedback/schema';
import { AppError } from '../../http/app-error';
import type { AppContext } from '../../http/types';
import {
  enqueueAccessibilityFeedbackReceipt,
  enqueueAccessibilityFeedbackReport,
} from '../../mail/accessibility-feedback-mails';
import { takeMailAllowance } from '../../mail/booking-mails';
import type { BotCheckVerifier } from '../bot-check';
import { transaction } from '../../db/transaction';

/** Feedback as the route validated it. */
export type FeedbackInput = AccessibilityFeedbackInput;

/**
 * The feedback mechanism a public body's accessibility statement must offer: a visitor
 * reports a barrier; the archive gets it by mail (ACCESSIBILITY_FEEDBACK_EMAIL) and the
 * visitor, when they gave an address, an acknowledgement. Nothing is stored but the outbox
 * rows, whose text is erased after a few days (FEEDBACK_MAIL_KEEP_DAYS).
 */
export function createAccessibilityFeedbackService(
  deps: Pick<AppContext, 'db' | 'clock' | 'config'> & { verifyBotCheck: BotCheckVerifier },
) {
  const { db, clock, config } = deps;
  return {
    /**
     * Bot check (403 `recaptcha__validation_error`), then both mails in one transaction:
     * the report always, the acknowledgement only within MAIL_LIMIT_PER_RECIPIENT of the
     * visitor's address (beyond it the feedback still reaches the archive).
     */
    async submit(input: FeedbackInput, botCheckToken: string | undefined, remoteIp: string) {
      if (!(await deps.verifyBotCheck(botCheckToken, remoteIp)))
        throw new AppError('recaptcha__validation_error', 403);
      const now = clock.now();
      const feedback = { ...input, language: input.language ?? config.defaultLanguage };
      await transaction(db, async (tx) => {
        await enqueueAccessibilityFeedbackReport(tx, config, feedback, now);
        const email = feedback.email;
        if (email !== null && (await takeMailAllowance(tx, config, email, now)))
          await enqueueAccessibilityFeedbackReceipt(tx, config, { ...feedback, email }, now);
      });
    },
  };
}
