import { useMutation } from '@tanstack/react-query';
import { BOT_CHECK_PARAM } from '@lesesaal/domain/bot-check/protocol';
import type { Language } from '@lesesaal/domain/config';
import { useApi } from '../../api/api-context';
import { param, type ApiInput } from '../../api/client';

/**
 * The body of `POST /api/accessibility-feedback` as the form sends it (the language always
 * given, empty optional fields left out); the document's type checks it.
 */
export type AccessibilityFeedback = ApiInput<'/api/accessibility-feedback', 'post'> & {
  language: Language;
};

/**
 * Sends accessibility feedback (204, no body). The bot check is the cart's: its answer goes
 * in the same query parameter (`botCheckAnswer`, see components/bot-check/use-bot-check.ts).
 */
export function useSendAccessibilityFeedback(botCheckAnswer: () => Promise<string | null>) {
  const api = useApi();
  return useMutation({
    mutationFn: async (feedback: AccessibilityFeedback): Promise<void> => {
      const answer = await botCheckAnswer();
      await api.POST('/api/accessibility-feedback', {
        body: feedback,
        params: { query: { [BOT_CHECK_PARAM]: param(answer) } },
      });
    },
  });
}
