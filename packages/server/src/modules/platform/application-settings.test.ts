import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { TEST_DRIVERS } from '../../test/databases';
import { newArchive, platformCall, platformSignIn } from './test-support';

/** The user application's archive settings (docs/decisions/user-applications.md). */
describe.each(TEST_DRIVERS)("platform: an archive's user application settings on %s", (driver) => {
  let t: TestApp;
  let call: ReturnType<typeof platformCall>;
  let id: number;
  beforeAll(async () => {
    t = await createTestApp(driver, {
      env: { APPLICATION_VALIDITY: '24', APPLICATION_RETENTION_YEARS: '12' },
    });
    call = platformCall(t.app, (await platformSignIn(t)).cookie);
    id = (await call('POST', '/api/platform/archives', newArchive('antrag'))).json().id;
  });
  afterAll(async () => t.close());

  const url = () => `/api/platform/archives/${id}/settings`;

  it("answers the installation's defaults and takes the archive's own over them", async () => {
    const read = await call('GET', url());
    expect(read.json().installation).toMatchObject({
      userApplication: 'off',
      applicationValidity: { months: 24 },
      applicationPurposes: expect.arrayContaining(['amtlich', 'sonstiges']),
      readingRulesUrl: null,
      readingRulesVersion: null,
      applicationRetentionYears: 12,
    });
    const res = await call('PATCH', url(), {
      userApplication: 'required',
      applicationValidity: 'calendar-year',
      applicationPurposes: ['wissenschaftlich', 'Heimatforschung'],
      readingRulesUrl: 'https://archiv.example/lesesaalordnung.pdf',
      readingRulesVersion: '2026-01',
      applicationRetentionYears: 5,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(t.context(id).config.applications).toEqual({
      mode: 'required',
      validity: 'calendar-year',
      purposes: ['wissenschaftlich', 'Heimatforschung'],
      readingRulesUrl: 'https://archiv.example/lesesaalordnung.pdf',
      readingRulesVersion: '2026-01',
      retentionYears: 5,
    });
    // the default archive keeps the installation's
    expect(t.context().config.applications.validity).toEqual({ months: 24 });
    // null clears: the installation's again
    await call('PATCH', url(), { applicationValidity: null });
    expect(t.context(id).config.applications.validity).toEqual({ months: 24 });
  });

  it.each([
    ['userApplication', 'sometimes'],
    ['applicationValidity', { months: 61 }],
    ['applicationValidity', { months: 0 }],
    ['applicationValidity', { years: 1 }],
    ['applicationPurposes', []],
    ['applicationPurposes', ['privat', 'privat']],
    ['applicationPurposes', ['x'.repeat(101)]],
    ['readingRulesUrl', 'http://archiv.example/ordnung.pdf'],
    ['readingRulesVersion', ' '],
    ['applicationRetentionYears', 31],
    ['applicationRetentionYears', 0],
  ])('refuses %s = %j with 400 and changes nothing', async (key, value) => {
    const before = (await call('GET', url())).json();
    const res = await call('PATCH', url(), { [key]: value });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe('validation__error');
    expect((await call('GET', url())).json()).toEqual(before);
  });
});
