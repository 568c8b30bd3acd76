import { and, eq, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/index';
import type { MailAttachment, MailMessage } from './transport';
import { transaction } from '../db/transaction';

export type OutboxKind =
  | 'BOOKING_CONFIRMATION'
  | 'CANCELLATION_CONFIRMATION'
  | 'VISIT_REMINDER'
  | 'WAITING_LIST_JOINED'
  | 'WAITING_LIST_OFFER'
  | 'UNIT_NOT_AVAILABLE'
  | 'SEAT_MOVED'
  | 'ACCESSIBILITY_FEEDBACK'
  | 'ACCESSIBILITY_FEEDBACK_RECEIPT'
  | 'READER_SIGN_IN'
  | 'APPLICATION_RECEIVED'
  | 'APPLICATION_APPROVED'
  | 'APPLICATION_REFUSED'
  | 'GROUP_REQUEST_RECEIVED'
  | 'GROUP_CONFIRMED'
  | 'GROUP_DECLINED';

/** A claimed message, ready to send. */
export interface OutboxMessage extends MailMessage {
  id: number;
  attempts: number;
}

/**
 * Writes a message into the outbox. Call it with the transaction of the booking or
 * cancellation: the mail exists exactly when the change was committed.
 * `eraseAfter`: the wall-clock date after which the body (personal data) is erased;
 * `messageId` (see `newMessageId`) is stored and sent with every attempt.
 */
export async function enqueueMail(
  db: Db,
  message: MailMessage & { kind: OutboxKind; eraseAfter: string; now: Date },
): Promise<void> {
  await db.insert(mailOutbox).values({
    messageId: message.messageId,
    kind: message.kind,
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html,
    attachments: JSON.stringify(message.attachments),
    status: 'PENDING',
    nextAttemptAt: message.now,
    createdAt: message.now,
    eraseAfter: message.eraseAfter,
  });
}

/**
 * Claims up to `limit` due messages for `leaseMs`: `FOR UPDATE SKIP LOCKED` lets several
 * instances claim at once without taking the same row; the lease (status SENDING with a
 * next attempt in the future) is committed before sending, so no database transaction stays
 * open during SMTP. A process that dies mid-send leaves the lease to run out; the message
 * is then claimed again (at-least-once delivery, never lost).
 */
export async function claimDueMails(
  db: Db,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<OutboxMessage[]> {
  return transaction(db, async (tx) => {
    const due = await tx
      .select()
      .from(mailOutbox)
      .where(
        and(inArray(mailOutbox.status, ['PENDING', 'SENDING']), lte(mailOutbox.nextAttemptAt, now)),
      )
      .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(mailOutbox)
      .set({ status: 'SENDING', nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(
        inArray(
          mailOutbox.id,
          due.map((m) => m.id),
        ),
      );
    return due.map((m) => ({
      id: m.id,
      attempts: m.attempts,
      messageId: m.messageId,
      to: m.toAddress,
      subject: m.subject,
      text: m.textBody,
      html: m.htmlBody,
      attachments: JSON.parse(m.attachments) as MailAttachment[],
    }));
  });
}

export async function markMailSent(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: 'SENT',
      sentAt: now,
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: null,
    })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'SENDING')));
}

/** Back to PENDING with the next attempt at `nextAttemptAt`; the error text has no message content. */
export async function markMailFailed(
  db: Db,
  id: number,
  nextAttemptAt: Date,
  error: string,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: 'PENDING',
      nextAttemptAt,
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: error.slice(0, 500),
    })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'SENDING')));
}

/**
 * Erases address, subject and bodies of messages whose booked day is before `today`.
 * A message still unsent by then is pointless and is dropped (ERASED).
 */
export async function eraseExpiredMailBodies(db: Db, today: string): Promise<number> {
  const erased = await db
    .update(mailOutbox)
    .set({
      toAddress: '',
      subject: '',
      textBody: '',
      htmlBody: '',
      attachments: '[]',
      status: sql`CASE WHEN ${mailOutbox.status} = 'SENT' THEN 'SENT' ELSE 'ERASED' END`,
      eraseAfter: null,
    })
    .where(and(isNotNull(mailOutbox.eraseAfter), lt(mailOutbox.eraseAfter, today)))
    .returning({ id: mailOutbox.id });
  return erased.length;
}

/** Messages waiting to be sent (metrics, tests). */
export async function countPendingMails(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['PENDING', 'SENDING']));
  return row?.n ?? 0;
}
