import { pathTokenSchema } from '@lesesaal/domain/validation';
import type { ZodApp } from './types';

/** A cart id in the path: anything else than a token of ours simply is not found. */
export const transactionIdSchema = pathTokenSchema;

/**
 * Cart and owner pages carry secrets in the URL: never cached, never sent on as referrer.
 * Applies to every route of the calling (encapsulated) scope, errors too.
 */
export function sendPrivateHeaders(scope: ZodApp): void {
  scope.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('cache-control', 'no-store');
    void reply.header('referrer-policy', 'no-referrer');
    return payload;
  });
}
