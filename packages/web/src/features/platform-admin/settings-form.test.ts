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
});
