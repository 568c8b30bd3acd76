import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
    expect(config.recaptcha).toBeNull();
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
    ]) {
      expect(message).toContain(name);
    }
  });

  it('refuses an admin password shorter than 12 characters', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.at', ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD/,
    );
  });

  it('turns bot protection on only with a secret', () => {
    expect(loadConfig({ RECAPTCHA_SITE_KEY: 'site' }).recaptcha).toBeNull();
    expect(
      loadConfig({ RECAPTCHA_SECRET: 's', RECAPTCHA_SITE_KEY: 'site' }).recaptcha?.siteKey,
    ).toBe('site');
  });

  it('strips a trailing slash of PUBLIC_URL so links join cleanly', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://termine.example.org/' }).publicUrl).toBe(
      'https://termine.example.org',
    );
  });
});
