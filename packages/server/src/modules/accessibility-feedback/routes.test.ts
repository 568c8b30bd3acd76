import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { TEST_DRIVERS } from '../../test/databases';

const CONTACT = 'barrierefreiheit@archiv.example';

const feedback = {
  page: 'https://termine.archiv.example/room/3',
  description: 'Der Kalender lässt sich\nnicht mit der Tastatur bedienen.',
};

describe.each(TEST_DRIVERS)('POST /api/accessibility-feedback on %s', (driver) => {
  let t: TestApp;
  let altcha: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, {
      env: {
        ACCESSIBILITY_FEEDBACK_EMAIL: CONTACT,
        CONTACT_EMAIL: 'archiv@archiv.example',
        SITE_NAME: 'Stadtarchiv Musterstadt',
        VISITOR_LIMIT_FEEDBACK: '3',
        MAIL_LIMIT_PER_RECIPIENT: '1',
      },
    });
    altcha = await createTestApp(driver, {
      env: { BOT_PROTECTION: 'altcha', ALTCHA_COST: '10', ACCESSIBILITY_FEEDBACK_EMAIL: CONTACT },
    });
  });
  afterAll(async () => {
    await t?.close();
    await altcha?.close();
  });

  let address = 0;
  /** A call from a client address of its own (each test its own visitor-limit window). */
  const send = (body: object, options: { app?: TestApp; ip?: string; query?: string } = {}) =>
    (options.app ?? t).app.inject({
      method: 'POST',
      url: `/api/accessibility-feedback${options.query ?? ''}`,
      headers: XHR,
      remoteAddress: options.ip ?? `198.51.100.${++address}`,
      payload: body,
    });

  /** The outbox rows queued while `action` ran. */
  async function queuedBy(app: TestApp, action: () => Promise<unknown>) {
    const all = () => app.database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
    const before = new Set((await all()).map((m) => m.id));
    await action();
    return (await all()).filter((m) => !before.has(m.id));
  }

  it('answers 204 and queues one mail to ACCESSIBILITY_FEEDBACK_EMAIL with what was sent, escaped, and no acknowledgement without an address', async () => {
    let status = 0;
    let body = '';
    const mails = await queuedBy(t, async () => {
      const res = await send({ ...feedback, name: 'Anna <b>Gruber</b>' });
      status = res.statusCode;
      body = res.body;
    });
    expect(status).toBe(204);
    expect(body).toBe('');
    expect(mails).toHaveLength(1);
    const [report] = mails;
    expect(report).toMatchObject({
      kind: 'ACCESSIBILITY_FEEDBACK',
      toAddress: CONTACT,
      subject: 'Rückmeldung zur Barrierefreiheit',
      status: 'PENDING',
    });
    expect(report!.textBody).toContain(`Seite oder Adresse:\n${feedback.page}\n`);
    expect(report!.textBody).toContain(`Beschreibung:\n${feedback.description}\n`);
    expect(report!.textBody).toContain('Name:\nAnna <b>Gruber</b>\n');
    expect(report!.textBody).toContain('E-Mail:\n(nicht angegeben)\n');
    expect(report!.htmlBody).toContain('Anna &lt;b&gt;Gruber&lt;/b&gt;');
    expect(report!.htmlBody).not.toContain('<b>Gruber</b>');
    expect(report!.htmlBody).toContain('Der Kalender lässt sich<br>nicht mit der Tastatur');
    expect(report!.textBody).toContain('Mit freundlichen Grüßen\nStadtarchiv Musterstadt\n');
    // its text is kept a week after the day it was sent (the test clock's today: 2030-03-04)
    expect(report!.eraseAfter).toBe('2030-03-11');
  });

  it('sends the sender an acknowledgement in their language, the report stays in the default language', async () => {
    const mails = await queuedBy(t, async () => {
      const res = await send({
        ...feedback,
        email: ' visitor.one@example.org ',
        name: 'Anna Gruber',
        language: 'en',
      });
      expect(res.statusCode).toBe(204);
    });
    expect(mails.map((m) => [m.kind, m.toAddress])).toEqual([
      ['ACCESSIBILITY_FEEDBACK', CONTACT],
      ['ACCESSIBILITY_FEEDBACK_RECEIPT', 'visitor.one@example.org'],
    ]);
    const [report, receipt] = mails;
    expect(report!.subject).toBe('Rückmeldung zur Barrierefreiheit');
    expect(report!.textBody).toContain('E-Mail:\nvisitor.one@example.org\n');
    expect(report!.textBody).toContain('Sprache:\nen\n');
    expect(receipt!.subject).toBe('Your accessibility feedback');
    expect(receipt!.textBody).toContain('thank you for your accessibility feedback');
    expect(receipt!.textBody).toContain(
      'Schlichtungsstelle nach dem Behindertengleichstellungsgesetz (BGG): https://www.schlichtungsstelle-bgg.de',
    );
    expect(receipt!.textBody).toContain('Kind regards\nStadtarchiv Musterstadt\n');
    expect(receipt!.textBody).toContain('Contact: archiv@archiv.example\n');
    expect(receipt!.textBody).toContain(
      'Accessibility statement: http://localhost:3000/barrierefreiheit?lang=en',
    );
  });

  it('repeats nothing the sender typed in the acknowledgement: no relay for their text or links to any address', async () => {
    const typed = {
      page: 'https://bank-login.example/verify',
      description: 'Ihr Konto ist gesperrt: https://bank-login.example/entsperren www.bank.example',
      name: 'Kundenservice Ihrer Bank',
      email: 'victim@example.org',
    };
    const mails = await queuedBy(t, async () => {
      expect((await send(typed)).statusCode).toBe(204);
    });
    const receipt = mails.find((m) => m.kind === 'ACCESSIBILITY_FEEDBACK_RECEIPT')!;
    expect(receipt.toAddress).toBe(typed.email);
    for (const body of [receipt.textBody, receipt.htmlBody, receipt.subject]) {
      for (const text of ['bank-login', 'bank.example', 'gesperrt', 'Kundenservice', 'victim'])
        expect(body).not.toContain(text);
    }
    expect(receipt.textBody).toContain('vielen Dank für Ihre Rückmeldung zur Barrierefreiheit');
    // the archive's report has it all
    const report = mails.find((m) => m.kind === 'ACCESSIBILITY_FEEDBACK')!;
    expect(report.textBody).toContain(typed.description);
    expect(report.textBody).toContain(typed.name);
  });

  it('counts the acknowledgement against MAIL_LIMIT_PER_RECIPIENT: beyond it the archive still gets the feedback', async () => {
    await send({ ...feedback, email: 'visitor.two@example.org' });
    const mails = await queuedBy(t, async () => {
      // another client address, the same mailbox in another case
      const res = await send({ ...feedback, email: 'Visitor.Two@Example.org' });
      expect(res.statusCode).toBe(204);
    });
    expect(mails.map((m) => m.kind)).toEqual(['ACCESSIBILITY_FEEDBACK']);
    expect(mails[0]!.textBody).toContain('Visitor.Two@Example.org');
  });

  it('refuses an empty description with 400 naming the field, and queues nothing', async () => {
    for (const body of [{ page: feedback.page, description: '   ' }, { page: feedback.page }]) {
      let res: Awaited<ReturnType<typeof send>> | undefined;
      const mails = await queuedBy(t, async () => {
        res = await send(body);
      });
      expect(res!.statusCode).toBe(400);
      expect(res!.json()).toEqual({ error: 'validation__error', payload: ['body.description'] });
      expect(mails).toEqual([]);
    }
  });

  it('refuses bad fields with 400 naming each: too long, control characters, a bad address, an unknown language', async () => {
    const res = await send({
      page: 'x'.repeat(501),
      description: 'd'.repeat(5001),
      name: 'Anna\r\nBcc: x@example.org',
      email: 'not-an-address',
      language: 'fr',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().payload).toEqual(
      expect.arrayContaining([
        'body.page',
        'body.description',
        'body.name',
        'body.email',
        'body.language',
      ]),
    );
    const page = await send({ ...feedback, page: 'a\u0000b' });
    expect(page.json()).toEqual({ error: 'validation__error', payload: ['body.page'] });
    // bidi controls would turn the text around in the archive's mailbox
    const turned = await send({ page: 'a\u202Eb', description: 'x\u2066y\nz' });
    expect(turned.json()).toEqual({
      error: 'validation__error',
      payload: ['body.page', 'body.description'],
    });
  });

  it('needs the CSRF header like every visitor change', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accessibility-feedback',
      remoteAddress: '198.51.100.200',
      payload: feedback,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'http__access_denied_exception' });
  });

  it('answers 429 with Retry-After beyond VISITOR_LIMIT_FEEDBACK per address and window; another address and the next window may send', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 3; i++) expect((await send(feedback, { ip })).statusCode).toBe(204);
    let refused: Awaited<ReturnType<typeof send>> | undefined;
    const mails = await queuedBy(t, async () => {
      refused = await send(feedback, { ip });
    });
    expect(refused!.statusCode).toBe(429);
    expect(refused!.json()).toEqual({ error: 'too_many_requests' });
    const retryAfter = Number(refused!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    expect(mails).toEqual([]);
    // a bad request counts too, and is refused before it is validated
    expect((await send({}, { ip })).statusCode).toBe(429);
    expect((await send(feedback, { ip: '203.0.113.51' })).statusCode).toBe(204);
    t.clock.advanceMinutes(Math.ceil(retryAfter / 60) + 1);
    expect((await send(feedback, { ip })).statusCode).toBe(204);
  });

  it('refuses a failed bot check with 403 recaptcha__validation_error and queues nothing (BOT_PROTECTION=altcha)', async () => {
    for (const query of ['', '?g-recaptcha-response=bm90LWEtc29sdXRpb24%3D']) {
      let res: Awaited<ReturnType<typeof send>> | undefined;
      const mails = await queuedBy(altcha, async () => {
        res = await send(
          { ...feedback, email: 'visitor.three@example.org' },
          { app: altcha, query },
        );
      });
      expect(res!.statusCode).toBe(403);
      expect(res!.json()).toEqual({ error: 'recaptcha__validation_error' });
      expect(mails).toEqual([]);
    }
  });
});
