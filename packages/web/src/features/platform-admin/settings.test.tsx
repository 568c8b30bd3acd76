import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, on, sentBody } from '../../test/api-fake';
import type { SettingsAnswer } from './settings-api';
import {
  archive,
  DEFAULT_ARCHIVE,
  installationSettings,
  renderPlatformScreen,
} from './test-fixtures';

const INSTALLATION = installationSettings({
  imprintUrl: 'https://installation.example/impressum',
  privacyUrl: 'https://installation.example/datenschutz',
  smtpUrlSet: true,
  reminderTime: '18:00',
});

const settings = (overrides: Partial<SettingsAnswer> = {}): SettingsAnswer => ({
  privacyUrl: 'https://stadt.example/datenschutz',
  maxReservations: 2,
  labelOverride: { 'booking:rooms.title': 'Unsere Säle' },
  smtpUrlSet: true,
  installation: INSTALLATION,
  ...overrides,
});

/** A fake server with the archive and its settings; PATCH applies the change (null removes). */
function server(initial: SettingsAnswer) {
  let current = initial;
  return fakeFetch(
    on('GET', '/api/platform/archives', 200, [DEFAULT_ARCHIVE, archive()]),
    on('GET', '/api/platform/archives/{id}/settings', 200, () => current),
    on('PATCH', '/api/platform/archives/{id}/settings', 200, (_url, init) => {
      const change = JSON.parse(String(init?.body)) as Record<string, unknown>;
      const next: Record<string, unknown> = { ...current };
      for (const [key, value] of Object.entries(change)) {
        if (key === 'smtpUrl') next.smtpUrlSet = value !== null;
        else if (key === 'directory' && typeof value === 'object' && value !== null) {
          const { clientSecret: _secret, ...directory } = value as Record<string, unknown>;
          next.directory = { ...directory, clientSecretSet: true };
        } else if (value === null) delete next[key];
        else next[key] = value;
      }
      current = next as SettingsAnswer;
      return current;
    }),
  );
}

const patches = (fetch: ReturnType<typeof fakeFetch>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH');

async function open(fetch: ReturnType<typeof fakeFetch>, language: 'de' | 'en' = 'en') {
  const rendered = await renderPlatformScreen('/archives/2/settings', fetch, language);
  await screen.findByRole('button', {
    name: language === 'en' ? 'Save settings' : 'Einstellungen speichern',
  });
  return rendered;
}

describe("an archive's own settings", () => {
  it("shows the archive's values, and the installation's value with every field (de)", async () => {
    await open(server(settings()), 'de');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Eigene Einstellungen von „Stadtarchiv“' }),
    ).toBeVisible();
    const privacy = screen.getByRole('textbox', { name: 'Adresse der Datenschutzerklärung' });
    expect(privacy).toHaveValue('https://stadt.example/datenschutz');
    expect(privacy).toHaveAccessibleDescription(
      expect.stringContaining('Installation: https://installation.example/datenschutz'),
    );
    const imprint = screen.getByRole('textbox', { name: 'Adresse des Impressums' });
    expect(imprint).toHaveValue('');
    expect(imprint).toHaveAccessibleDescription(
      expect.stringContaining('Installation: https://installation.example/impressum'),
    );
    expect(screen.getByRole('textbox', { name: 'Plätze je Buchung' })).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: 'Schlüssel' })).toHaveValue('booking:rooms.title');
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue('Unsere Säle');
    expect(screen.getByText('Das Archiv hat einen eigenen Server. Er wird nicht angezeigt.'));
  });

  it('sends only the changed keys, an emptied field as null, and announces the save', async () => {
    const fetch = server(settings());
    const { user } = await open(fetch);
    const colour = screen.getByRole('textbox', { name: 'Primary colour' });
    await user.type(colour, '#0B5CAD');
    expect(screen.getByText(/^White text on #0B5CAD: contrast 6\.67:1/)).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: 'Seats per booking' }));
    await user.type(screen.getByRole('textbox', { name: 'Hold time in minutes' }), '30');
    await user.click(screen.getByRole('checkbox', { name: 'No waiting list' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Settings saved.');
    expect(sentBody(fetch, 'PATCH')).toEqual({
      primaryColor: '#0B5CAD',
      maxReservations: null,
      holdMinutes: 30,
      waitingListOfferHours: 'off',
    });
    // the saved values are the form's values now: saving again sends nothing
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('There is no change to save.')).toBeVisible();
    expect(patches(fetch)).toHaveLength(1);
  });

  it("goes back to the installation's value with the button next to a field", async () => {
    const fetch = server(settings());
    const { user } = await open(fetch);
    const privacy = screen.getByRole('textbox', { name: 'Privacy notice address' });
    await user.click(
      screen.getByRole('button', { name: "Use the installation's value: Privacy notice address" }),
    );
    expect(privacy).toHaveValue('');
    expect(privacy).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove text 1' }));
    expect(screen.getByRole('button', { name: 'Add text' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Settings saved.');
    expect(sentBody(fetch, 'PATCH')).toEqual({ privacyUrl: null, labelOverride: null });
  });

  it('adds a label row and sends the whole set of texts', async () => {
    const fetch = server(settings());
    const { user } = await open(fetch);
    await user.click(screen.getByRole('button', { name: 'Add text' }));
    const row = screen.getByRole('group', { name: 'Text 2' });
    const key = within(row).getByRole('textbox', { name: 'Key' });
    await waitFor(() => expect(key).toHaveFocus());
    await user.type(key, 'common:appName');
    await user.type(within(row).getByRole('textbox', { name: 'Text' }), 'Lesesaal Stadt');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Settings saved.');
    expect(sentBody(fetch, 'PATCH')).toEqual({
      labelOverride: { 'booking:rooms.title': 'Unsere Säle', 'common:appName': 'Lesesaal Stadt' },
    });
  });

  it("takes the archive's postal address for the calendar entries, and refuses one too long at the field", async () => {
    const fetch = server(settings());
    const { user } = await open(fetch, 'de');
    const address = screen.getByRole('textbox', { name: 'Postanschrift des Archivs' });
    expect(address).toHaveAccessibleDescription(
      expect.stringContaining('Installation: keine Angabe'),
    );
    await user.type(address, 'x'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Einstellungen speichern' }));
    await waitFor(() => expect(address).toHaveFocus());
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(patches(fetch)).toHaveLength(0);

    await user.clear(address);
    await user.type(address, '  Minoritenplatz 1, 1010 Wien ');
    await user.click(screen.getByRole('button', { name: 'Einstellungen speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Einstellungen gespeichert.');
    expect(sentBody(fetch, 'PATCH')).toEqual({ address: 'Minoritenplatz 1, 1010 Wien' });
  });

  it('refuses a colour white text does not read on before sending, at the field', async () => {
    const fetch = server(settings());
    const { user } = await open(fetch);
    const colour = screen.getByRole('textbox', { name: 'Primary colour' });
    await user.type(colour, '#ffcc00');
    expect(screen.getByText(/contrast 1\.51:1, .* The colour is too light\./)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(colour).toHaveFocus());
    expect(colour).toHaveAccessibleDescription(
      expect.stringContaining('white text reaches a contrast of at least 4.5:1'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('1 field could not be saved');
    expect(patches(fetch)).toHaveLength(0);
  });

  it("shows the server's 400 at the fields it names and announces it", async () => {
    const fetch = fakeFetch(
      on('GET', '/api/platform/archives', 200, [DEFAULT_ARCHIVE, archive()]),
      on('GET', '/api/platform/archives/{id}/settings', 200, settings()),
      on('PATCH', '/api/platform/archives/{id}/settings', 400, {
        error: 'validation__error',
        payload: ['body.imprintUrl', 'body.contactEmail'],
      }),
    );
    const { user } = await open(fetch, 'de');
    const imprint = screen.getByRole('textbox', { name: 'Adresse des Impressums' });
    await user.type(imprint, 'https://nicht-erreichbar.example/impressum');
    await user.type(screen.getByRole('textbox', { name: 'Kontakt-E-Mail-Adresse' }), 'a@b.example');
    await user.click(screen.getByRole('button', { name: 'Einstellungen speichern' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '2 Felder konnten nicht gespeichert werden',
    );
    await waitFor(() => expect(imprint).toHaveFocus());
    expect(imprint).toHaveAccessibleDescription(
      expect.stringContaining('eine Adresse ein, die mit https:// beginnt'),
    );
    expect(screen.getByRole('textbox', { name: 'Kontakt-E-Mail-Adresse' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});

describe('the write-only secrets', () => {
  it('never shows the SMTP server; replacing sends the new one, removing sends null', async () => {
    const fetch = server(settings());
    const { user } = await open(fetch);
    expect(screen.queryByLabelText('New SMTP server')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Replace server' }));
    const input = screen.getByLabelText('New SMTP server');
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveValue('');
    await user.type(input, 'smtps://archiv:geheim@mail.stadt.example:465');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Settings saved.');
    expect(sentBody(fetch, 'PATCH')).toEqual({
      smtpUrl: 'smtps://archiv:geheim@mail.stadt.example:465',
    });
    expect(screen.queryByDisplayValue(/geheim/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove server' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep server' })).toHaveFocus());
    expect(screen.getByText(/Is removed on saving/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(patches(fetch)).toHaveLength(2));
    expect(JSON.parse(String(patches(fetch)[1]![1]?.body))).toEqual({ smtpUrl: null });
    expect(await screen.findByText("Not set: the installation's server is used.")).toBeVisible();
  });

  it('keeps the stored client secret unless it is replaced, and sends the directory whole', async () => {
    const fetch = server(
      settings({
        directory: {
          issuer: 'https://login.stadt.example',
          clientId: 'lesesaal',
          clientSecretSet: true,
          rolesClaim: 'groups',
          roleMap: { lesesaal_admin: 'ADMIN' },
          label: null,
          hideLocalLogin: false,
        },
      }),
    );
    const { user } = await open(fetch);
    expect(screen.getByText('Set. It is not shown.')).toBeVisible();
    expect(screen.queryByLabelText(/client secret/i, { selector: 'input' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add group' }));
    const group = screen.getByRole('textbox', { name: 'Group 2' });
    await waitFor(() => expect(group).toHaveFocus());
    await user.type(group, 'lesesaal_theke');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Settings saved.');
    expect(sentBody(fetch, 'PATCH')).toEqual({
      directory: {
        issuer: 'https://login.stadt.example',
        clientId: 'lesesaal',
        rolesClaim: 'groups',
        roleMap: { lesesaal_admin: 'ADMIN', lesesaal_theke: 'DESK' },
        label: null,
        hideLocalLogin: false,
      },
    });

    await user.click(screen.getByRole('button', { name: 'Replace client secret' }));
    const secret = screen.getByLabelText('New client secret');
    await waitFor(() => expect(secret).toHaveFocus());
    await user.type(secret, 'neues-geheimnis');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(patches(fetch)).toHaveLength(2));
    expect(JSON.parse(String(patches(fetch)[1]![1]?.body))).toMatchObject({
      directory: { clientSecret: 'neues-geheimnis' },
    });
  });

  it('switches the directory sign-in off, and back to the installation with null', async () => {
    const fetch = server(settings());
    const { user } = await open(fetch);
    const mode = screen.getByRole('combobox', { name: 'Staff sign-in through a directory' });
    expect(mode).toHaveAccessibleDescription('Installation: none');
    await user.selectOptions(mode, 'off');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Settings saved.');
    expect(sentBody(fetch, 'PATCH')).toEqual({ directory: 'off' });
    await user.selectOptions(mode, '');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(patches(fetch)).toHaveLength(2));
    expect(JSON.parse(String(patches(fetch)[1]![1]?.body))).toEqual({ directory: null });
  });
});
