import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './index';

const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

describe("the installation's user application settings", () => {
  it('defaults to off, the calendar year, the eight purposes and ten years', () => {
    expect(load({}).applications).toEqual({
      mode: 'off',
      validity: 'calendar-year',
      purposes: [
        'amtlich',
        'wissenschaftlich',
        'publizistisch',
        'heimatkundlich',
        'genealogisch',
        'privat',
        'unterricht',
        'sonstiges',
      ],
      readingRulesUrl: null,
      readingRulesVersion: null,
      retentionYears: 10,
    });
  });

  it('reads the variables', () => {
    expect(
      load({
        USER_APPLICATION: 'With-Booking',
        APPLICATION_VALIDITY: '18',
        APPLICATION_PURPOSES: ' amtlich , Familienforschung ',
        READING_RULES_URL: 'https://archiv.example/ordnung.pdf',
        READING_RULES_VERSION: '2026-01',
        APPLICATION_RETENTION_YEARS: '30',
      }).applications,
    ).toEqual({
      mode: 'with-booking',
      validity: { months: 18 },
      purposes: ['amtlich', 'Familienforschung'],
      readingRulesUrl: 'https://archiv.example/ordnung.pdf',
      readingRulesVersion: '2026-01',
      retentionYears: 30,
    });
  });

  it.each([
    ['USER_APPLICATION', 'always'],
    ['APPLICATION_VALIDITY', '61'],
    ['APPLICATION_VALIDITY', '0'],
    ['APPLICATION_VALIDITY', 'year'],
    ['APPLICATION_PURPOSES', 'privat,privat'],
    ['READING_RULES_URL', 'http://archiv.example/ordnung.pdf'],
    ['APPLICATION_RETENTION_YEARS', '31'],
  ])('stops the start on %s=%s, naming the variable', (name, value) => {
    expect(() => load({ [name]: value })).toThrow(ConfigError);
    try {
      load({ [name]: value });
    } catch (err) {
      expect((err as ConfigError).problems.join('\n')).toContain(name);
    }
  });
});
