import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { E2E } from './env';

/**
 * A real SMTP server on loopback for the whole run: every message it receives is written
 * to E2E.mailDir as an .eml file, which the journeys read (support/mailbox.ts).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(E2E.mailDir, { recursive: true, force: true });
  mkdirSync(E2E.mailDir, { recursive: true });
  let counter = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        counter += 1;
        writeFileSync(
          path.join(E2E.mailDir, `${Date.now()}-${counter}.eml`),
          Buffer.concat(chunks),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(E2E.smtpPort, '127.0.0.1', () => resolve());
  });
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
