import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
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

/** Who sends a mail and through which server: its archive's (archives/context.ts). */
export type MailSender = Pick<AppConfig, 'smtpUrl' | 'mailFrom'>;

/** Sends one message or throws; the outbox dispatcher retries on failure. */
export interface MailTransport {
  send(message: MailMessage, sender: MailSender): Promise<void>;
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

/** What an SMTP URL may tell nodemailer: where, who, and whether TLS starts at once. */
export interface SmtpConnection {
  host: string;
  port?: number;
  /** `smtps://`: TLS from the start; `smtp://`: STARTTLS when the server offers it */
  secure: boolean;
  auth?: { user: string; pass: string };
}

/** A percent-encoded part of a URL as typed (a `%` that starts no escape stays as it is). */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * The connection of an `smtp://` or `smtps://` URL: host, port, user, password and TLS mode —
 * nothing else. nodemailer would read a query string as options (`logger`, `debug`: the whole
 * conversation, recipients included, to the console; `tls.rejectUnauthorized=false`: any
 * certificate), so the URL is never handed to it. The settings refuse a query string
 * (SMTP_URL at start, an archive's `smtpUrl` with 400); one stored before is left out here.
 */
export function smtpOptionsOf(url: string): SmtpConnection {
  const parsed = new URL(url);
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = parsed.port ? Number(parsed.port) : undefined;
  const user = decoded(parsed.username);
  const pass = decoded(parsed.password);
  return {
    host,
    ...(port ? { port } : {}),
    secure: parsed.protocol === 'smtps:',
    ...(user || pass ? { auth: { user, pass } } : {}),
  };
}

/**
 * Sends through the SMTP server of the archive the mail is sent in (`sender.smtpUrl`, given
 * with each send: the archive's own, else SMTP_URL; one nodemailer transport per distinct
 * URL, kept until `close`, built from {@link smtpOptionsOf} only), from that archive's sender
 * (`sender.mailFrom`). Without an SMTP URL: `.eml` files in DATA_DIR/mail; in memory when
 * there is no data directory (tests).
 */
export function createMailTransport(config: Pick<AppConfig, 'dataDir'>): MailTransport {
  const smtp = new Map<string, Transporter>();
  const smtpFor = (url: string): Transporter => {
    let transporter = smtp.get(url);
    if (!transporter) {
      transporter = nodemailer.createTransport({
        ...smtpOptionsOf(url),
        // one send must end well within the outbox's claim (five minutes, `dispatcher.ts`):
        // nodemailer's defaults wait up to ten minutes for a silent server
        connectionTimeout: SMTP_CONNECTION_TIMEOUT_MS,
        greetingTimeout: SMTP_GREETING_TIMEOUT_MS,
        socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
      });
      smtp.set(url, transporter);
    }
    return transporter;
  };
  const file = config.dataDir ? fileTransport(path.join(config.dataDir, 'mail')) : null;
  const memory = createMemoryMailTransport();
  return {
    send: async (m, sender) => {
      const url = sender.smtpUrl;
      if (url) await smtpFor(url).sendMail(toNodemailer(sender.mailFrom, m));
      else if (file) await file(toNodemailer(sender.mailFrom, m));
      else await memory.send(m, sender);
    },
    close: () => {
      for (const transporter of smtp.values()) transporter.close();
      smtp.clear();
    },
  };
}

/** Writes each message as an `.eml` file into `dir` (created private on first use). */
function fileTransport(dir: string) {
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return async (message: ReturnType<typeof toNodemailer>): Promise<void> => {
    const info = await transporter.sendMail(message);
    // personal data: for the server's account only, whatever the umask
    mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-zA-Z0-9]/g, '').slice(0, 24)}.eml`;
    writeFileSync(path.join(dir, name), info.message as Buffer, { mode: PRIVATE_FILE_MODE });
  };
}

/** Keeps sent messages in memory (tests read `sent`). */
export function createMemoryMailTransport(): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, send: async (m) => void sent.push(m), close: () => undefined };
}
