import { randomUUID } from 'node:crypto';

/**
 * A new Message-ID (RFC 5322 §3.6.4) in the domain of the sender address (`MAIL_FROM`,
 * `Name <user@domain>` or `user@domain`), `localhost` when it has none. Given once when a
 * mail is queued and stored with it: every attempt sends the same ID, so a duplicate after
 * a crash is recognisable as one message.
 */
export function newMessageId(mailFrom: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom.trim())?.[1] ?? 'localhost';
  return `<${randomUUID()}@${domain}>`;
}
