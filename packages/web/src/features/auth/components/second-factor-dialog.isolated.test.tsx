import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, on } from '../../../test/api-fake';
import { renderWithProviders } from '../../../test/render';
import { SignedInAs } from './signed-in-as';

vi.mock('../../../platform/reload-page', () => ({ reloadPage: vi.fn() }));

const me = (signInMethod: 'local' | 'directory') =>
  on('GET', '/api/auth/me', 200, { email: 'ada@archiv.example', role: 'ADMIN', signInMethod });
const status = (enabled: boolean) =>
  on('GET', '/api/auth/second-factor', 200, { enabled, required: false, step: 'signed_in' });

const renderHeader = (...handlers: Parameters<typeof fakeFetch>) => {
  const fetch = fakeFetch(...handlers);
  return renderWithProviders(<SignedInAs />, {
    namespaces: ['auth'],
    config: { interface: 'admin', baseUrl: '/admin/', language: 'de' },
    fetch,
  }).then((r) => ({ ...r, fetch }));
};

describe("the header's second factor dialog", () => {
  it('lets a signed-in local account set one up, and says so when done', async () => {
    const { user, fetch } = await renderHeader(
      me('local'),
      status(false),
      on('POST', '/api/auth/second-factor/setup', 200, {
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        uri: 'otpauth://totp/Lesesaal:ada?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      }),
      on('POST', '/api/auth/second-factor/confirm', 204, undefined),
    );
    await user.click(await screen.findByRole('button', { name: 'Zweiter Faktor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zweiter Faktor für Ihr Konto' });
    await user.click(await within(dialog).findByRole('button', { name: 'Einrichtung starten' }));
    await user.type(
      await within(dialog).findByRole('textbox', { name: /Code aus der Authenticator-App/ }),
      '123456',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Einrichtung bestätigen' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Der zweite Faktor ist eingerichtet.',
    );
    const confirm = fetch.mock.calls.find(([url]) =>
      String(url).endsWith('/api/auth/second-factor/confirm'),
    );
    expect(JSON.parse(String(confirm?.[1]?.body))).toEqual({ code: '123456' });
  });

  it('says a set-up second factor is replaced only by an admin', async () => {
    const { user } = await renderHeader(me('local'), status(true));
    await user.click(await screen.findByRole('button', { name: 'Zweiter Faktor' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(/bitten Sie die Administration, ihn zurückzusetzen/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Einrichtung starten' })).toBeNull();
  });

  it('offers nothing to a directory account', async () => {
    await renderHeader(me('directory'));
    expect(await screen.findByText('Angemeldet als ada@archiv.example')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zweiter Faktor' })).toBeNull();
  });
});
