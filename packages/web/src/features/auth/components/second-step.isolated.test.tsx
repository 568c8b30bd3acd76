import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../../../platform/reload-page';
import { fakeFetch, on, respond, type Handler } from '../../../test/api-fake';
import { renderWithProviders } from '../../../test/render';
import { LoginScreen } from './login-screen';

vi.mock('../../../platform/reload-page', () => ({ reloadPage: vi.fn() }));

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/Lesesaal:admin%40archiv.example?issuer=Lesesaal&secret=${SECRET}&algorithm=SHA1&digits=6&period=30`;
const noDirectory = on('GET', '/api/auth/oidc/status', 200, {
  enabled: false,
  available: false,
  label: null,
  hideLocalLogin: false,
});
const post =
  (path: string, answer: (body: unknown) => Response): Handler =>
  (url, init) =>
    init?.method === 'POST' && url.endsWith(path)
      ? answer(init.body ? JSON.parse(String(init.body)) : undefined)
      : undefined;

const renderLogin = (handlers: Handler[], language: 'de' | 'en' = 'de') => {
  const fetch = fakeFetch(...handlers);
  return renderWithProviders(<LoginScreen />, {
    namespaces: ['auth', 'validation'],
    config: { interface: 'admin', baseUrl: '/admin/', signedOut: true, language },
    fetch,
  }).then((r) => ({ ...r, fetch }));
};

async function password(user: Awaited<ReturnType<typeof renderLogin>>['user'], en = false) {
  await user.type(
    screen.getByLabelText(en ? /E-mail address/ : /E-Mail-Adresse/),
    'admin@archiv.example',
  );
  await user.type(screen.getByLabelText(en ? /^Password/ : /^Passwort/), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: en ? 'Sign in' : 'Anmelden' }));
}

describe('second step of the staff sign-in', () => {
  beforeEach(() => vi.mocked(reloadPage).mockClear());

  it('asks for the code after the password: labelled one-time-code field, format checked, refusals announced', async () => {
    const codes: unknown[] = [];
    const { user } = await renderLogin([
      noDirectory,
      on('POST', '/api/auth/login', 202, { next: 'code' }),
      post('/api/auth/login/code', (body) => {
        codes.push(body);
        return codes.length === 1
          ? respond('/api/auth/login/code', 'post', 401, { error: 'auth__invalid_credentials' })
          : respond('/api/auth/login/code', 'post', 204, undefined);
      }),
    ]);
    await password(user);

    const heading = await screen.findByRole('heading', { name: 'Code eingeben' });
    await vi.waitFor(() => expect(heading).toHaveFocus());
    expect(reloadPage).not.toHaveBeenCalled();
    const field = screen.getByRole('textbox', { name: /Code aus der Authenticator-App/ });
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toBeRequired();

    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(/Bitte geben Sie die 6 Ziffern des Codes ein/);
    expect(codes).toEqual([]);

    await user.clear(field);
    await user.type(field, '123 456');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Der Code ist falsch oder wurde schon verwendet.',
    );
    expect(reloadPage).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(codes).toEqual([{ code: '123456' }, { code: '654321' }]);
  });

  it('goes back to the password form', async () => {
    const { user } = await renderLogin([
      noDirectory,
      on('POST', '/api/auth/login', 202, { next: 'code' }),
    ]);
    await password(user);
    await user.click(await screen.findByRole('button', { name: 'Zurück zur Anmeldung' }));
    expect(screen.getByLabelText(/^Passwort/)).toBeInTheDocument();
  });

  it('sets up a required second factor during the sign-in: the key as text and otpauth address, confirmed with a code (English)', async () => {
    const confirmed: unknown[] = [];
    const { user } = await renderLogin(
      [
        noDirectory,
        on('POST', '/api/auth/login', 202, { next: 'setup' }),
        on('POST', '/api/auth/second-factor/setup', 200, { secret: SECRET, uri: URI }),
        post('/api/auth/second-factor/confirm', (body) => {
          confirmed.push(body);
          return respond('/api/auth/second-factor/confirm', 'post', 204, undefined);
        }),
      ],
      'en',
    );
    await password(user, true);
    expect(await screen.findByRole('heading', { name: 'Set up a second factor' })).toHaveFocus();
    expect(screen.getByText(/Your account requires a second factor/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start set-up' }));

    expect(await screen.findByRole('heading', { name: 'Key for the app' })).toHaveFocus();
    expect(screen.getByTestId('totp-secret')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    expect(screen.getByRole('textbox', { name: /Set-up address/ })).toHaveValue(URI);
    expect(
      screen.getByRole('link', { name: 'Open in the authenticator app on this device' }),
    ).toHaveAttribute('href', URI);
    await user.type(
      screen.getByRole('textbox', { name: /Code from your authenticator app/ }),
      '000111',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm set-up' }));
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(confirmed).toEqual([{ code: '000111' }]);
  });
});
