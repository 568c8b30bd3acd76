import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, on, sentBody } from '../../test/api-fake';
import type { SettingsAnswer } from './settings-api';
import {
  archive,
  DEFAULT_ARCHIVE,
  installationSettings,
  renderPlatformScreen,
} from './test-fixtures';

const settings = (overrides: Partial<SettingsAnswer> = {}): SettingsAnswer => ({
  smtpUrlSet: false,
  installation: installationSettings({ readingRulesVersion: '2025-07' }),
  ...overrides,
});

/** The archive and its settings; PATCH answers the change applied (null removes). */
function server(initial: SettingsAnswer) {
  let current = initial;
  return fakeFetch(
    on('GET', '/api/platform/archives', 200, [DEFAULT_ARCHIVE, archive()]),
    on('GET', '/api/platform/archives/{id}/settings', 200, () => current),
    on('PATCH', '/api/platform/archives/{id}/settings', 200, (_url, init) => {
      const change = JSON.parse(String(init?.body)) as Record<string, unknown>;
      const next: Record<string, unknown> = { ...current };
      for (const [key, value] of Object.entries(change)) {
        if (value === null) delete next[key];
        else next[key] = value;
      }
      current = next as SettingsAnswer;
      return current;
    }),
  );
}

async function open(fetch: ReturnType<typeof fakeFetch>) {
  const rendered = await renderPlatformScreen('/archives/2/settings', fetch);
  await screen.findByRole('button', { name: 'Save settings' });
  return rendered;
}

describe("an archive's user application settings", () => {
  it("shows the installation's values and saves the mode, months, purposes and rules", async () => {
    const fetch = server(settings());
    const { user } = await open(fetch);
    expect(screen.getByRole('region', { name: 'User application' })).toBeInTheDocument();
    const mode = screen.getByRole('combobox', { name: 'User application' });
    expect(mode).toHaveValue('');
    expect(mode).toHaveAccessibleDescription(expect.stringContaining('Installation: none'));
    const validity = screen.getByRole('combobox', { name: 'Validity of an approved application' });
    expect(validity).toHaveAccessibleDescription(
      expect.stringContaining('until the end of the calendar year'),
    );
    expect(screen.queryByRole('textbox', { name: /Validity in months/ })).not.toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: 'Version of the reading-room rules' }),
    ).toHaveAccessibleDescription(expect.stringContaining('Installation: 2025-07'));
    await user.selectOptions(mode, 'required');
    await user.selectOptions(validity, 'months');
    await user.type(await screen.findByRole('textbox', { name: /Validity in months/ }), '24');
    await user.type(
      screen.getByRole('textbox', { name: 'Purposes of use' }),
      'wissenschaftlich{Enter}Hofgeschichte',
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Reading-room rules (address)' }),
      'https://stadt.example/benutzungsordnung.pdf',
    );
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(sentBody(fetch, 'PATCH')).toEqual({
      userApplication: 'required',
      applicationValidity: { months: 24 },
      applicationPurposes: ['wissenschaftlich', 'Hofgeschichte'],
      readingRulesUrl: 'https://stadt.example/benutzungsordnung.pdf',
    });
  });

  it('refuses months out of range at their field, with the focus there, and sends nothing', async () => {
    const fetch = server(settings());
    const { user } = await open(fetch);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Validity of an approved application' }),
      'months',
    );
    const months = await screen.findByRole('textbox', { name: /Validity in months/ });
    await user.type(months, '61');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(months).toHaveFocus());
    expect(months).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });
});
