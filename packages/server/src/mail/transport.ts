import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../db/private-files';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
  /**
   * Set for an inline image the HTML part shows as `<img src="cid:…">` (without `<>`); the
   * attachment is then sent inline (`Content-ID`, `Content-Disposition: inline`).
   */
  contentId?: string;
}

export interface MailMessage {
  /** `<…@…>`, the same on every attempt (given when the mail is queued) */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

/** Sends one message or throws; the outbox dispatcher retries on failure. */
export interface MailTransport {
  readonly kind: 'smtp' | 'file' | 'memory';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

function toNodemailer(from: string, m: MailMessage) {
  return {
    from,
    messageId: m.messageId,
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    attachments: m.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.content, 'base64'),
      ...(a.contentId ? { cid: a.contentId, contentDisposition: 'inline' as const } : {}),
    })),
  };
}

/** Bounds of one SMTP send: connect, the server's greeting, any silence after that. */
const SMTP_CONNECTION_TIMEOUT_MS = 15_000;
const SMTP_GREETING_TIMEOUT_MS = 15_000;
const SMTP_SOCKET_TIMEOUT_MS = 60_000;

/**
 * SMTP when SMTP_URL is set; otherwise `.eml` files in DATA_DIR/mail;
 * in memory when there is no data directory (tests).
 */
export function createMailTransport(config: AppConfig): MailTransport {
  if (config.smtpUrl) {
    const transporter = nodemailer.createTransport({
      url: config.smtpUrl,
      // one send must end well within the outbox's claim (five minutes, `dispatcher.ts`):
      // nodemailer's defaults wait up to ten minutes for a silent server
      connectionTimeout: SMTP_CONNECTION_TIMEOUT_MS,
      greetingTimeout: SMTP_GREETING_TIMEOUT_MS,
      socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
    });
    return {
      kind: 'smtp',
      send: async (m) => {
        await transporter.sendMail(toNodemailer(config.mailFrom, m));
      },
      close: () => transporter.close(),
    };
  }
  if (config.dataDir) {
    const dir = path.join(config.dataDir, 'mail');
    const transporter = nodemailer.createTransport({
      streamTransport: true,
      buffer: true,
      newline: 'unix',
    });
    return {
      kind: 'file',
      send: async (m) => {
        const info = await transporter.sendMail(toNodemailer(config.mailFrom, m));
        // personal data: for the server's account only, whatever the umask
        mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-zA-Z0-9]/g, '').slice(0, 24)}.eml`;
        writeFileSync(path.join(dir, name), info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      },
      close: () => undefined,
    };
  }
  return createMemoryMailTransport();
}

/** Keeps sent messages in memory (tests read `sent`). */
export function createMemoryMailTransport(): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { kind: 'memory', sent, send: async (m) => void sent.push(m), close: () => undefined };
}
