import { altchaChallengeSchema } from '@lesesaal/domain/bot-check/schema';
import { AppError } from '../../http/app-error';
import type { ZodApp } from '../../http/types';
import { perArchive } from '../../http/archive-context';
import { createBotCheckService } from './service';

/**
 * `GET /bot-check/challenge`: a fresh ALTCHA challenge for the visitor's browser to solve
 * before it creates a cart (`POST /transactions`). 404 unless BOT_PROTECTION is `altcha`.
 */
export async function botCheckRoutes(api: ZodApp): Promise<void> {
  const botCheck = perArchive(createBotCheckService);
  api.get(
    '/bot-check/challenge',
    {
      // 404 [botCheck] when BOT_PROTECTION is not altcha
      config: { errors: { 404: ['not_found'] } },
      schema: {
        tags: ['bot-check'],
        summary:
          'A proof-of-work challenge to solve before creating a cart (BOT_PROTECTION=altcha)',
        response: { 200: altchaChallengeSchema },
      },
    },
    async (request, reply) => {
      const challenge = await botCheck(request).challenge();
      if (!challenge) throw AppError.notFound('botCheck');
      // Every challenge is single-use: never cached by the browser or a proxy.
      return reply.header('cache-control', 'no-store').send(challenge);
    },
  );
}
