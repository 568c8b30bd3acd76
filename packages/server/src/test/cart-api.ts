import type { FastifyInstance } from 'fastify';
import type { Transaction } from '@lesesaal/domain/tickets/schema';
import { XHR } from './app';

/** Calls of the visitor booking flow, for tests of this and neighbouring modules. */
export function cartApi(app: FastifyInstance) {
  return {
    create: (timeSlotId: number, query = '') =>
      app.inject({
        method: 'POST',
        url: `/api/transactions${query}`,
        headers: XHR,
        payload: { timeSlotId },
      }),
    get: (id: string) => app.inject({ method: 'GET', url: `/api/transactions/${id}` }),
    remove: (id: string) =>
      app.inject({ method: 'DELETE', url: `/api/transactions/${id}`, headers: XHR }),
    touch: (id: string) =>
      app.inject({ method: 'PUT', url: `/api/transactions/${id}/touch`, headers: XHR }),
    add: (id: string, timeSlotId: number) =>
      app.inject({
        method: 'POST',
        url: `/api/transactions/${id}/tickets`,
        headers: XHR,
        payload: { timeSlotId },
      }),
    removeTicket: (id: string, ticketId: number) =>
      app.inject({
        method: 'DELETE',
        url: `/api/transactions/${id}/tickets/${ticketId}`,
        headers: XHR,
      }),
    book: (id: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: `/api/transactions/${id}/booking`, headers: XHR, payload }),
    /** A new cart holding `slotIds` (all must succeed). */
    async cartWith(...slotIds: number[]): Promise<Transaction> {
      const first = await this.create(slotIds[0]!);
      if (first.statusCode !== 201) throw new Error(`create failed: ${first.body}`);
      let cart = first.json<Transaction>();
      for (const slotId of slotIds.slice(1)) {
        const res = await this.add(cart.transactionId, slotId);
        if (res.statusCode !== 201) throw new Error(`add failed: ${res.body}`);
        cart = res.json<Transaction>();
      }
      return cart;
    },
  };
}
