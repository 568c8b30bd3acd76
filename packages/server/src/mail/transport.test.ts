import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../test/app';
import { createMailTransport, smtpOptionsOf } from './transport';

const message = {
  messageId: '<transport-test@localhost>',
  to: 'erika@example.org',
  subject: 'Test',
  text: 'Hallo',
  html: '<p>Hallo</p>',
  attachments: [],
};

describe('the SMTP transport', () => {
  let smtp: SMTPServer | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    if (smtp) await new Promise<void>((resolve) => smtp!.close(() => resolve()));
    smtp = undefined;
  });

  it('takes host, port, user, password and TLS mode from the URL, nothing else', () => {
    expect(smtpOptionsOf('smtps://archiv:p%3Fss%401@Mail.Example:465/')).toEqual({
      host: 'Mail.Example',
      port: 465,
      secure: true,
      auth: { user: 'archiv', pass: 'p?ss@1' },
    });
    expect(smtpOptionsOf('smtp://[2001:db8::25]')).toEqual({ host: '2001:db8::25', secure: false });
    // a stored URL from before query strings were refused: its options are left out
    expect(
      smtpOptionsOf('smtp://mail.example:587/?logger=true&debug=true&tls.rejectUnauthorized=false'),
    ).toEqual({ host: 'mail.example', port: 587, secure: false });
  });

  it("sends with the URL's credentials and ignores its query string (a stored URL with options)", async () => {
    const received: string[] = [];
    const logins: Array<{ username?: string | null; password?: string | null }> = [];
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        logins.push({ username: auth.username, password: auth.password });
        if (auth.username === 'archiv' && auth.password === 'p?ss@1')
          callback(null, { user: 'archiv' });
        else callback(new Error('bad credentials'));
      },
      onData(stream, session, callback) {
        received.push(...session.envelope.rcptTo.map((r) => r.address));
        stream.on('data', () => undefined);
        stream.on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => smtp!.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    const logged = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    // `secure=true` would make nodemailer talk TLS to this plain server and fail; `logger`
    // and `debug` would print the conversation, recipients included, to the console
    const config = testConfig();
    const transport = createMailTransport(config);
    try {
      await transport.send(message, {
        ...config,
        smtpUrl: `smtp://archiv:p%3Fss%401@127.0.0.1:${port}/?secure=true&logger=true&debug=true`,
      });
    } finally {
      transport.close();
    }
    expect(received).toEqual(['erika@example.org']);
    expect(logins).toEqual([{ username: 'archiv', password: 'p?ss@1' }]);
    expect(JSON.stringify(logged.mock.calls)).not.toContain('erika@example.org');
  });
});
