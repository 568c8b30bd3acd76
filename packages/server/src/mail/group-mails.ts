import { parseLanguage, type Language } from '@lesesaal/domain/config';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { mailTexts } from '../texts';
import { calendarOf, takeMailAllowance } from './booking-mails';
import { newMessageId } from './message-id';
import { enqueueMail, type OutboxKind } from './outbox-repository';
import { mailSignatureOf } from './signature';
import { renderApplicationMail, type MailTicket } from './templates';

/**
 * The group visit's mails (docs/decisions/group-visits.md), one per event: received, confirmed
 * (the booking number, the `.ics` of the visit and the one manage link) and declined (the
 * staff's reason). What the organiser typed and the reason go only into
 * the body (escaped in its HTML), never into a subject or header. The bodies are erased the
 * day after the visit with the other mails.
 */
export interface GroupMail {
  email: string;
  organiserName: string;
  language: string;
  /** the manage link's token (only in the confirmation; never stored); null: no link */
  token: string | null;
  wholeRoom: boolean;
  /** asked for (received, declined) or held (confirmed) */
  seats: number | null;
  bookingNumber: string | null;
  slot: {
    roomName: string;
    roomDescription: string;
    date: string;
    startTime: string;
    endTime: string;
  };
}

/** The visitor app's page of a group request (the token is its only key). */
export function groupManageUrl(config: AppConfig, token: string, language: Language): string {
  return `${config.archiveUrl}/group/${encodeURIComponent(token)}?lang=${language}`;
}

async function enqueueGroupMail(
  db: Db,
  config: AppConfig,
  group: GroupMail,
  mail: {
    kind: OutboxKind;
    subject: string;
    intro: string;
    hints: string[];
    calendarTicketId?: number;
    now: Date;
  },
): Promise<void> {
  const language = parseLanguage(group.language);
  const t = mailTexts(language);
  const what = group.wholeRoom
    ? t('group.wholeRoom')
    : t('group.seats', { seats: group.seats ?? 0 });
  const line: MailTicket = {
    bookingNumber: group.bookingNumber,
    ...group.slot,
    roomName: `${group.slot.roomName} (${what})`,
  };
  const rendered = renderApplicationMail({
    language,
    recipient: { salutation: 'NONE', title: null, firstName: group.organiserName, lastName: null },
    subject: mail.subject,
    intro: mail.intro,
    tickets: [line],
    ...(group.token === null
      ? {}
      : { link: { label: t('group.manage'), url: groupManageUrl(config, group.token, language) } }),
    hints: mail.hints,
    signature: mailSignatureOf(config),
  });
  const calendar =
    mail.calendarTicketId === undefined
      ? []
      : [
          calendarOf(
            config,
            [{ ...line, roomName: group.slot.roomName, id: mail.calendarTicketId }].map((l) => ({
              ...l,
              email: group.email,
              language,
              ownerId: null,
              salutation: 'NONE' as const,
              title: null,
              firstName: group.organiserName,
              lastName: null,
            })),
            language,
          ),
        ];
  await enqueueMail(db, {
    messageId: newMessageId(config.mailFrom),
    kind: mail.kind,
    to: group.email,
    ...rendered,
    attachments: calendar,
    eraseAfter: group.slot.date,
    now: mail.now,
  });
}

/**
 * "Received", queued with the request in the organiser's call; counts against
 * MAIL_LIMIT_PER_RECIPIENT like every visitor mail (beyond it: no mail, the request stands).
 */
export async function enqueueGroupReceived(
  db: Db,
  config: AppConfig,
  group: GroupMail,
  now: Date,
): Promise<void> {
  if (!(await takeMailAllowance(db, config, group.email, now))) return;
  const t = mailTexts(parseLanguage(group.language));
  await enqueueGroupMail(db, config, group, {
    kind: 'GROUP_REQUEST_RECEIVED',
    subject: t('group.receivedSubject'),
    intro: t('group.receivedIntro'),
    hints: [t('group.questions')],
    now,
  });
}

/**
 * "Confirmed": the booking number, the seats held and the visit's `.ics` (its entry's id:
 * the group's first ticket). Staff's decision: not counted against the visitor's mail limit.
 */
export async function enqueueGroupConfirmed(
  db: Db,
  config: AppConfig,
  group: GroupMail,
  calendarTicketId: number,
  now: Date,
): Promise<void> {
  const t = mailTexts(parseLanguage(group.language));
  await enqueueGroupMail(db, config, group, {
    kind: 'GROUP_CONFIRMED',
    subject: t('group.confirmedSubject'),
    intro: t('group.confirmedIntro', { seats: group.seats ?? 0 }),
    hints: [t('group.participantsHint'), t('booking.calendarHint'), t('group.questions')],
    calendarTicketId,
    now,
  });
}

/** "Declined": the staff's reason. */
export async function enqueueGroupDeclined(
  db: Db,
  config: AppConfig,
  group: GroupMail,
  reason: string,
  now: Date,
): Promise<void> {
  const t = mailTexts(parseLanguage(group.language));
  await enqueueGroupMail(db, config, group, {
    kind: 'GROUP_DECLINED',
    subject: t('group.declinedSubject'),
    intro: t('group.declinedIntro', { reason }),
    hints: [t('group.questions')],
    now,
  });
}
