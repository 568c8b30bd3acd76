import { parseLanguage } from '@lesesaal/domain/config';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { confirmationUrl, type MailTicketSource } from './booking-mails';
import { newMessageId } from './message-id';
import { enqueueMail } from './outbox-repository';
import { mailSignatureOf } from './signature';
import { renderUnitNotAvailable, type MailUnit } from './templates';

/**
 * puts the mail "this record you ordered is not available, and why" into the
 * outbox, in the booking's language, with the link to the booking. Staff's action: not
 * counted against MAIL_LIMIT_PER_RECIPIENT. The caller sends it once per unit (it marks the
 * unit notified in the same transaction). Nothing without an e-mail address (erased, or a
 * staff booking without one). Returns whether a mail was queued.
 */
export async function enqueueUnitNotAvailable(
  db: Db,
  config: AppConfig,
  ticket: MailTicketSource,
  unit: MailUnit,
  now: Date,
): Promise<boolean> {
  if (!ticket.email || !ticket.ownerId) return false;
  const language = parseLanguage(ticket.language ?? config.defaultLanguage);
  const rendered = renderUnitNotAvailable({
    language,
    recipient: ticket,
    ticket,
    unit,
    confirmationUrl: confirmationUrl(config, ticket.ownerId, language),
    signature: mailSignatureOf(config),
  });
  await enqueueMail(db, {
    messageId: newMessageId(config.mailFrom),
    kind: 'UNIT_NOT_AVAILABLE',
    to: ticket.email,
    ...rendered,
    attachments: [],
    eraseAfter: ticket.date,
    now,
  });
  return true;
}
