import { describe, expect, it } from 'vitest';
import type { SettingsAnswer } from './settings-api';
import { checkChanges, fieldOfPath, formOf, settingsChanges } from './settings-form';
import { installationSettings } from './test-fixtures';

const installation = installationSettings();

const view: SettingsAnswer = {
  reminderTime: 'off',
  personMaxVisitsPerWeek: 3,
  labelOverride: { b: 'Zwei', a: 'Eins' },
  smtpUrlSet: false,
  directory: {
    issuer: 'https://login.example',
    clientId: 'lesesaal',
    clientSecretSet: true,
    rolesClaim: 'groups',
    roleMap: { staff: 'DESK', chefs: 'ADMIN' },
    label: null,
    hideLocalLogin: false,
  },
  installation,
};

describe('the settings form', () => {
  it("holds 'off' as its checkbox and sends nothing when nothing changed", () => {
    const form = formOf(view);
    expect(form.reminderTime).toBe('');
    expect(form.reminderTimeOff).toBe(true);
    expect(form.personMaxVisitsPerWeek).toBe('3');
    expect(form.directoryMode).toBe('own');
    // the same rows in another order are no change either
    expect(settingsChanges(view, { ...form, labels: [...form.labels].reverse() })).toEqual({});
    const roles = [...form.directory.roles].reverse();
    expect(settingsChanges(view, { ...form, directory: { ...form.directory, roles } })).toEqual({});
  });

  it('sends a time, a number, off and null as the server takes them', () => {
    const form = formOf(view);
    const changes = settingsChanges(view, {
      ...form,
      reminderTimeOff: false,
      reminderTime: '17:30',
      personMaxVisitsPerWeek: '',
      personMaxVisitsPerMonth: '8',
      waitingListOfferHoursOff: true,
      holdMinutes: ' 20 ',
      personLimitScope: 'ROOM',
    });
    expect(changes).toEqual({
      reminderTime: '17:30',
      personMaxVisitsPerWeek: null,
      personMaxVisitsPerMonth: 8,
      waitingListOfferHours: 'off',
      holdMinutes: 20,
      personLimitScope: 'ROOM',
    });
    expect(checkChanges(changes)).toEqual([]);
  });

  it('names the refused fields as the form does, with the rule of the domain', () => {
    const issues = checkChanges({ holdMinutes: 9999, logoUrl: 'http://logo.example/x.png' });
    expect(issues.map((issue) => issue.field).sort()).toEqual(['holdMinutes', 'logoUrl']);
    expect(fieldOfPath(['body', 'directory', 'roleMap'])).toBe('directory.roles');
    expect(fieldOfPath(['body', 'labelOverride', 'x y'])).toBe('labels');
    expect(fieldOfPath(['body', 'primaryColor'])).toBe('primaryColor');
  });

  it('holds the user application as a mode, a validity and purposes by line, and sends them changed', () => {
    const own: SettingsAnswer = {
      ...view,
      userApplication: 'required',
      applicationValidity: { months: 24 },
      applicationPurposes: ['wissenschaftlich', 'Hofgeschichte'],
    };
    const form = formOf(own);
    expect([
      form.userApplication,
      form.applicationValidity,
      form.applicationValidityMonths,
    ]).toEqual(['required', 'months', '24']);
    expect(form.applicationPurposes).toBe('wissenschaftlich\nHofgeschichte');
    expect(settingsChanges(own, form)).toEqual({});
    const changes = settingsChanges(own, {
      ...form,
      userApplication: '',
      applicationValidity: 'calendar-year',
      applicationPurposes: ' amtlich \n\n Schulprojekt ',
      applicationRetentionYears: '12',
      readingRulesVersion: ' 2026-01 ',
    });
    expect(changes).toEqual({
      userApplication: null,
      applicationValidity: 'calendar-year',
      applicationPurposes: ['amtlich', 'Schulprojekt'],
      applicationRetentionYears: 12,
      readingRulesVersion: '2026-01',
    });
    expect(checkChanges(changes)).toEqual([]);
    // emptied: the installation's values again
    expect(
      settingsChanges(own, { ...form, applicationValidity: '', applicationPurposes: '  ' }),
    ).toEqual({ applicationValidity: null, applicationPurposes: null });
  });

  it('refuses months and years out of range at their fields', () => {
    const issues = checkChanges({
      applicationValidity: { months: 61 },
      applicationRetentionYears: 31,
      readingRulesUrl: 'http://rules.example/',
    });
    expect(issues.map((issue) => issue.field).sort()).toEqual([
      'applicationRetentionYears',
      'applicationValidityMonths',
      'readingRulesUrl',
    ]);
  });
});
