import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { E2E } from './env';

/** Messages the loopback SMTP server received, oldest first. */
export async function receivedMails(): Promise<ParsedMail[]> {
  const files = readdirSync(E2E.mailDir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return Promise.all(files.map((f) => simpleParser(readFileSync(path.join(E2E.mailDir, f)))));
}

/** Waits until a message to `to` whose subject matches arrives (the outbox sends every ~2 s). */
export async function waitForMail(to: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await receivedMails();
        found = mails.find(
          (m) => m.to && JSON.stringify(m.to).includes(to) && subject.test(m.subject ?? ''),
        );
        return Boolean(found);
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBe(true);
  return found as ParsedMail;
}
