import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { tickets, transactions } from '../db/schema/index';

/**
 * Tickets and carts inserted straight through drizzle, for the room, time-slot and ticket
 * tests (rooms, slots and holidays: see factories.ts).
 */
export async function insertTicket(
  db: Db,
  values: { timeSlotId: number; status: 'NEW' | 'BOOKED' | 'CANCELLED' } & Partial<
    typeof tickets.$inferInsert
  >,
): Promise<typeof tickets.$inferSelect> {
  const [ticket] = await db
    .insert(tickets)
    .values({
      ...(values.status === 'NEW'
        ? {}
        : {
            bookingNumber: randomBytes(4).toString('hex').toUpperCase(),
            ownerId: `owner-${randomBytes(6).toString('hex')}`,
            firstName: 'Erika',
            lastName: 'Musterfrau',
            email: 'erika@example.org',
          }),
      ...values,
    })
    .returning();
  return ticket!;
}

/** A cart expiring at `expiredAt`, holding one NEW ticket per slot. */
export async function insertCart(db: Db, expiredAt: Date, slotIds: number[]): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  await db.insert(transactions).values({ id, expiredAt });
  for (const timeSlotId of slotIds)
    await insertTicket(db, { timeSlotId, status: 'NEW', transactionId: id });
  return id;
}

/** A multipart/form-data body for `app.inject`. */
export function multipart(
  parts: Array<
    | { name: string; value: string }
    | { name: string; filename: string; contentType: string; data: Buffer }
  >,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----lesesaal${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('data' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
