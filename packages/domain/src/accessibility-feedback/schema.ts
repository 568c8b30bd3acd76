/** The accessibility feedback message: the body of `POST /api/accessibility-feedback`. */
import { z } from 'zod';
import { LANGUAGES } from '../config';
import { optionalEmailField, optionalPlainText, requiredText } from '../validation';
import { FEEDBACK_LIMITS } from './limits';

export { FEEDBACK_LIMITS } from './limits';

/**
 * No bidi embeddings, overrides and isolates: they could turn the text around in the archive's
 * mailbox. A pattern, so the API document states it.
 */
const NO_BIDI_CONTROL = /^[^\u202A-\u202E\u2066-\u2069]*$/;

export const accessibilityFeedbackSchema = z.object({
  page: requiredText({ max: FEEDBACK_LIMITS.page, kind: 'plain' }).describe(
    'the page or address the feedback is about',
  ),
  description: requiredText({ max: FEEDBACK_LIMITS.description, kind: 'lines' })
    .regex(NO_BIDI_CONTROL, { error: 'controlCharacters' })
    .describe('the barrier: what does not work, and how (line breaks allowed)'),
  name: optionalPlainText(FEEDBACK_LIMITS.name),
  email: optionalEmailField().describe('for the answer; the sender gets an acknowledgement'),
  language: z
    .enum(LANGUAGES)
    .optional()
    .describe('of the acknowledgement; default DEFAULT_LANGUAGE'),
});

/** A feedback message as the schema reads it (empty optional fields: null). */
export type AccessibilityFeedbackInput = z.output<typeof accessibilityFeedbackSchema>;
