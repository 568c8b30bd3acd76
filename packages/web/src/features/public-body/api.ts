import { useMutation } from '@tanstack/react-query';
import { BOT_CHECK_PARAM } from '@lesesaal/domain/bot-check/protocol';
import type { Language } from '@lesesaal/domain/config';
import { useApi } from '../../api/api-context';

/** The body of `POST /api/accessibility-feedback`; empty optional fields are left out. */
export interface AccessibilityFeedback {
  page: string;
  description: string;
  name?: string;
  email?: string;
  language: Language;
}

/**
 * Sends accessibility feedback (204, no body). The bot check is the cart's: its answer goes
 * in the same query parameter (`botCheckAnswer`, see components/bot-check/use-bot-check.ts).
 */
export function useSendAccessibilityFeedback(botCheckAnswer: () => Promise<string | null>) {
  const api = useApi();
  return useMutation({
    mutationFn: async (feedback: AccessibilityFeedback): Promise<void> => {
      const answer = await botCheckAnswer();
      await api.post('accessibility-feedback', {
        body: feedback,
        query: { [BOT_CHECK_PARAM]: answer },
      });
    },
  });
}
