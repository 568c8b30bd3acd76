import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '.';
import { legalPagesCheck } from './public-body';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.timeZone).toBe('Europe/Vienna');
    expect(config.defaultLanguage).toBe('de');
    expect(config.limits.maxReservations).toBe(5);
    expect(config.limits.holdMinutes).toBe(15);
    expect(config.limits.maxDailyTickets).toBe(999);
    expect(config.botProtection).toEqual({ mode: 'altcha', hmacKey: undefined, cost: 5000 });
  });

  it('treats empty strings like unset values', () => {
    const config = loadConfig({ DATABASE_URL: '', SMTP_URL: '  ', ADMIN_EMAIL: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.adminEmail).toBeUndefined();
  });

  it('refuses bad values and names every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        TIME_ZONE: 'Mars/Olympus',
        DATABASE_URL: 'mysql://x',
        MAX_RESERVATIONS: '0',
        LABEL_OVERRIDE: '[1]',
        REMINDER_TIME: '25:00',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const name of [
      'PORT',
      'TIME_ZONE',
      'DATABASE_URL',
      'MAX_RESERVATIONS',
      'LABEL_OVERRIDE',
      'REMINDER_TIME',
    ]) {
      expect(message).toContain(name);
    }
  });

  it('refuses an SMTP_URL with a query string or fragment at start, saying why', () => {
    for (const bad of [
      'smtp://mail.example:587?logger=true&debug=true',
      'smtps://u:p@mail.example:465/?tls.rejectUnauthorized=false',
      'smtp://mail.example#x',
    ])
      expect(() => loadConfig({ SMTP_URL: bad }), bad).toThrow(
        /SMTP_URL: must not have a query string/,
      );
    expect(loadConfig({ SMTP_URL: 'smtps://u:p%3F@mail.example:465/' }).smtpUrl).toBe(
      'smtps://u:p%3F@mail.example:465/',
    );
  });

  it('holds a waiting list offer 2 hours by default, takes 1 to 168 hours, and off switches the list off', () => {
    expect(loadConfig({}).waitingListOfferHours).toBe(2);
    expect(loadConfig({ WAITLIST_OFFER_HOURS: ' 24 ' }).waitingListOfferHours).toBe(24);
    expect(loadConfig({ WAITLIST_OFFER_HOURS: 'OFF' }).waitingListOfferHours).toBeNull();
    for (const bad of ['0', '169', '1.5', 'soon'])
      expect(() => loadConfig({ WAITLIST_OFFER_HOURS: bad })).toThrow(/WAITLIST_OFFER_HOURS/);
  });

  it('caps open waiting list entries per e-mail address at 5 by default, 1 to 100', () => {
    expect(loadConfig({}).waitingListMaxEntriesPerEmail).toBe(5);
    expect(loadConfig({ WAITLIST_MAX_ENTRIES_PER_EMAIL: '12' }).waitingListMaxEntriesPerEmail).toBe(
      12,
    );
    for (const bad of ['0', '101', '2.5', 'many'])
      expect(() => loadConfig({ WAITLIST_MAX_ENTRIES_PER_EMAIL: bad })).toThrow(
        /WAITLIST_MAX_ENTRIES_PER_EMAIL/,
      );
  });

  it('refuses an admin password shorter than 12 characters', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.at', ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD/,
    );
  });

  it('keeps bot protection on (altcha) unless BOT_PROTECTION=off is set explicitly', () => {
    expect(
      loadConfig({ RECAPTCHA_SECRET: 's', RECAPTCHA_SITE_KEY: 'site' }).botProtection.mode,
    ).toBe('altcha');
    expect(loadConfig({ BOT_PROTECTION: 'off' }).botProtection).toEqual({ mode: 'off' });
    expect(() => loadConfig({ BOT_PROTECTION: 'none' })).toThrow(/BOT_PROTECTION/);
  });

  it('takes ALTCHA_HMAC_KEY of at least 32 characters', () => {
    const key = 'k'.repeat(32);
    expect(loadConfig({ ALTCHA_HMAC_KEY: key }).botProtection).toMatchObject({ hmacKey: key });
    expect(() => loadConfig({ ALTCHA_HMAC_KEY: 'short' })).toThrow(/ALTCHA_HMAC_KEY/);
  });

  it('needs the secret and the site key for recaptcha mode', () => {
    expect(() => loadConfig({ BOT_PROTECTION: 'recaptcha', RECAPTCHA_SECRET: 's' })).toThrow(
      /RECAPTCHA_SITE_KEY/,
    );
    expect(
      loadConfig({ BOT_PROTECTION: 'recaptcha', RECAPTCHA_SECRET: 's', RECAPTCHA_SITE_KEY: 'site' })
        .botProtection,
    ).toMatchObject({ mode: 'recaptcha', secret: 's', siteKey: 'site' });
  });

  it('strips a trailing slash of PUBLIC_URL so links join cleanly', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://termine.example.org/' }).publicUrl).toBe(
      'https://termine.example.org',
    );
  });

  it('lets PUBLIC_URL default to the port actually used, so links and the start log point there', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3901' }).publicUrl).toBe('http://localhost:3901');
    expect(loadConfig({ PORT: '3901', PUBLIC_URL: '' }).publicUrl).toBe('http://localhost:3901');
    expect(loadConfig({ PORT: '3901', PUBLIC_URL: 'https://termine.example.org' }).publicUrl).toBe(
      'https://termine.example.org',
    );
  });

  it('trusts no proxy by default, TRUST_PROXY hops (true = one) or proxy addresses/CIDRs, never every hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.1.0/24,2001:db8::/32,loopback' }).trustProxy,
    ).toEqual(['10.0.0.5', '192.168.1.0/24', '2001:db8::/32', 'loopback']);
    for (const bad of [
      'yes',
      '11',
      '-1',
      '1.5',
      '10.0.0.300',
      '10.0.0.0/33',
      '2001:db8::/129',
      '10.0.0.1/24/1',
      'proxy.example',
      '10.0.0.1,',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('sends reminders from 15:00 by default, at REMINDER_TIME when set, and none when it is off', () => {
    expect(loadConfig({}).reminderTime).toBe('15:00');
    expect(loadConfig({ REMINDER_TIME: '' }).reminderTime).toBe('15:00');
    expect(loadConfig({ REMINDER_TIME: ' 09:30 ' }).reminderTime).toBe('09:30');
    expect(loadConfig({ REMINDER_TIME: 'off' }).reminderTime).toBeNull();
    for (const bad of ['9:30', '24:00', '12:60', 'noon', 'OFF ']) {
      expect(() => loadConfig({ REMINDER_TIME: bad }), bad).toThrow(/REMINDER_TIME/);
    }
  });

  it('has no primary colour by default and takes SITE_PRIMARY_COLOR only where white text reaches 4.5:1', () => {
    expect(loadConfig({}).primaryColor).toBeNull();
    expect(loadConfig({ SITE_PRIMARY_COLOR: ' #1C5E8C ' }).primaryColor).toBe('#1c5e8c');
    expect(loadConfig({ SITE_PRIMARY_COLOR: '#767676' }).primaryColor).toBe('#767676');
    for (const bad of ['#777777', '#ffff00', 'navy', '#12345', '1c5e8c']) {
      expect(() => loadConfig({ SITE_PRIMARY_COLOR: bad }), bad).toThrow(/SITE_PRIMARY_COLOR/);
    }
  });

  it('waits 5 s for a new database connection by default, DATABASE_CONNECT_TIMEOUT_SECONDS 1 to 60', () => {
    expect(loadConfig({}).databaseConnectTimeoutMs).toBe(5_000);
    expect(loadConfig({ DATABASE_CONNECT_TIMEOUT_SECONDS: '2' }).databaseConnectTimeoutMs).toBe(
      2_000,
    );
    for (const bad of ['0', '61', 'soon', '1.5']) {
      expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_SECONDS: bad }), bad).toThrow(
        /DATABASE_CONNECT_TIMEOUT_SECONDS/,
      );
    }
  });

  it('takes a multi-host DATABASE_URL as given, refuses a list it cannot use, and takes a single host', () => {
    for (const url of [
      'postgres://user@host1:5432,host2:5432/db?target_session_attrs=read-write',
      'postgresql://host1,host2/db',
      'postgres://user:p%40ss@[::1]:5432,[::2]:5432/db?target_session_attrs=primary',
    ]) {
      expect(loadConfig({ DATABASE_URL: url }).databaseUrl, url).toBe(url);
    }
    for (const url of [
      'postgres://user@host1,host2/db?target_session_attrs=read-only',
      'postgres://user@host1,host2/db?target_session_attrs=standby',
      'postgres://user@host1:5432,host2:99999/db',
      'postgres://user@host1,,host2/db',
    ]) {
      expect(() => loadConfig({ DATABASE_URL: url }), url).toThrow(
        /DATABASE_URL: names several hosts: /,
      );
    }
    for (const url of [
      'postgres://user:secret@db.archive.example:5432/lesesaal',
      'postgres://user@[::1]:5432/db?application_name=a,b',
      'postgresql://localhost/db',
    ]) {
      expect(loadConfig({ DATABASE_URL: url }).databaseUrl, url).toBe(url);
    }
  });
});

describe('what a public body publishes (legal notice, privacy, accessibility)', () => {
  it('has no legal links by default, sends feedback to the sender address and names the federal enforcement body', () => {
    const { publicBody, visitorLimits } = loadConfig({});
    expect(publicBody).toEqual({
      imprintUrl: null,
      privacyUrl: null,
      accessibilityStatementUrl: null,
      contactEmail: null,
      feedbackEmail: 'lesesaal@localhost',
      enforcementBodyName: 'Schlichtungsstelle nach dem Behindertengleichstellungsgesetz (BGG)',
      enforcementBodyUrl: 'https://www.schlichtungsstelle-bgg.de',
      footerLinks: true,
    });
    expect(visitorLimits.feedback).toBe(5);
    expect(visitorLimits.directory).toBe(60);
    expect(loadConfig({ VISITOR_LIMIT_DIRECTORY: '7' }).visitorLimits.directory).toBe(7);
    expect(() => loadConfig({ VISITOR_LIMIT_DIRECTORY: '0' })).toThrow(/VISITOR_LIMIT_DIRECTORY/);
  });

  it('reads every variable, and feedback goes to CONTACT_EMAIL unless ACCESSIBILITY_FEEDBACK_EMAIL is set', () => {
    const env = {
      IMPRINT_URL: ' https://www.archiv.example/impressum ',
      PRIVACY_URL: 'https://www.archiv.example/datenschutz',
      CONTACT_EMAIL: 'archiv@archiv.example',
      ACCESSIBILITY_STATEMENT_URL: 'https://www.archiv.example/barrierefreiheit',
      ENFORCEMENT_BODY_NAME: 'Landesschlichtungsstelle',
      ENFORCEMENT_BODY_URL: 'https://schlichtung.land.example',
      FOOTER_LINKS: ' OFF ',
      VISITOR_LIMIT_FEEDBACK: '2',
    };
    const config = loadConfig(env);
    expect(config.publicBody).toEqual({
      imprintUrl: 'https://www.archiv.example/impressum',
      privacyUrl: 'https://www.archiv.example/datenschutz',
      accessibilityStatementUrl: 'https://www.archiv.example/barrierefreiheit',
      contactEmail: 'archiv@archiv.example',
      feedbackEmail: 'archiv@archiv.example',
      enforcementBodyName: 'Landesschlichtungsstelle',
      enforcementBodyUrl: 'https://schlichtung.land.example',
      footerLinks: false,
    });
    expect(config.visitorLimits.feedback).toBe(2);
    expect(
      loadConfig({ ...env, ACCESSIBILITY_FEEDBACK_EMAIL: 'barrierefrei@archiv.example' }).publicBody
        .feedbackEmail,
    ).toBe('barrierefrei@archiv.example');
    expect(
      loadConfig({ MAIL_FROM: '"Stadtarchiv" <post@stadtarchiv.example>' }).publicBody
        .feedbackEmail,
    ).toBe('post@stadtarchiv.example');
  });

  it("takes the e-mail addresses by the domain's one rule: trimmed, a dotted domain, at most 320 characters", () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(252)}.at`; // 320 characters
    expect(loadConfig({ CONTACT_EMAIL: ` ${long} ` }).publicBody.contactEmail).toBe(long);
    for (const address of [`a${long}`, 'archiv@localhost']) {
      expect(() => loadConfig({ CONTACT_EMAIL: address }), address).toThrow(/CONTACT_EMAIL/);
      expect(() => loadConfig({ ADMIN_EMAIL: address }), address).toThrow(/ADMIN_EMAIL/);
    }
  });

  it('refuses bad values and names each variable', () => {
    const bad: Record<string, string> = {
      IMPRINT_URL: 'javascript:alert(1)',
      PRIVACY_URL: 'datenschutz.html',
      CONTACT_EMAIL: 'archiv',
      ACCESSIBILITY_FEEDBACK_EMAIL: 'a@',
      ACCESSIBILITY_STATEMENT_URL: 'ftp://archiv.example/statement',
      ENFORCEMENT_BODY_URL: 'schlichtung',
      FOOTER_LINKS: 'yes',
      VISITOR_LIMIT_FEEDBACK: '0',
    };
    let message = '';
    try {
      loadConfig(bad);
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      message = (err as ConfigError).message;
    }
    for (const name of Object.keys(bad)) expect(message).toContain(name);
  });

  it('refuses a published start without legal notice or privacy policy, and only warns locally or in the demo', () => {
    const published = { PUBLIC_URL: 'https://termine.archiv.example' };
    const refused = legalPagesCheck(loadConfig(published), { demo: false });
    expect(refused.refuse).toMatch(/IMPRINT_URL, PRIVACY_URL/);
    expect(refused.refuse).toContain('https://termine.archiv.example');
    const privacyMissing = legalPagesCheck(
      loadConfig({ ...published, IMPRINT_URL: 'https://archiv.example/i' }),
      { demo: false },
    ).refuse;
    expect(privacyMissing).toContain('PRIVACY_URL');
    expect(privacyMissing).not.toContain('IMPRINT_URL');
    // a fresh checkout: no configuration at all
    const fresh = legalPagesCheck(loadConfig({}), { demo: false });
    expect(fresh.refuse).toBeNull();
    expect(fresh.warn).toMatch(/IMPRINT_URL, PRIVACY_URL/);
    for (const [env, demo] of [
      [published, true],
      [{ ...published, NODE_ENV: 'development' }, false],
      [{ PUBLIC_URL: 'http://127.0.0.1:8080' }, false],
    ] as const) {
      const check = legalPagesCheck(loadConfig(env), { demo });
      expect(check.refuse).toBeNull();
      expect(check.warn).not.toBeNull();
    }
    expect(
      legalPagesCheck(
        loadConfig({
          ...published,
          IMPRINT_URL: 'https://archiv.example/i',
          PRIVACY_URL: 'https://archiv.example/p',
        }),
        { demo: false },
      ),
    ).toEqual({ refuse: null, warn: null });
  });
});
