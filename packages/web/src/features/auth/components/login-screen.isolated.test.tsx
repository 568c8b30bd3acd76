import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../../../platform/reload-page';
import { fakeFetch, on, type Handler } from '../../../test/api-fake';
import { renderWithProviders } from '../../../test/render';
import { LoginScreen } from './login-screen';

vi.mock('../../../platform/reload-page', () => ({ reloadPage: vi.fn() }));

type Status = {
  enabled: boolean;
  available: boolean;
  label: string | null;
  hideLocalLogin: boolean;
};
const NO_DIRECTORY: Status = {
  enabled: false,
  available: false,
  label: null,
  hideLocalLogin: false,
};
const DIRECTORY: Status = { enabled: true, available: true, label: null, hideLocalLogin: false };
const status = (s: Status) => on('GET', '/api/auth/oidc/status', 200, s);

const renderLogin = (handlers: Handler[], language: 'de' | 'en' = 'de') => {
  const fetch = fakeFetch(...handlers);
  return renderWithProviders(<LoginScreen />, {
    namespaces: ['auth', 'validation'],
    config: { interface: 'admin', baseUrl: '/admin/', signedOut: true, language },
    fetch,
  }).then((r) => ({ ...r, fetch }));
};

async function signIn(
  user: Awaited<ReturnType<typeof renderLogin>>['user'],
  password = 'correct horse battery',
) {
  await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'admin@archiv.example');
  await user.type(screen.getByLabelText(/^Passwort/), password);
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
}

describe('LoginScreen', () => {
  beforeEach(() => {
    vi.mocked(reloadPage).mockClear();
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('posts the credentials and reloads the page on 204', async () => {
    const { user, fetch } = await renderLogin([
      status(NO_DIRECTORY),
      on('POST', '/api/auth/login', 204, undefined),
    ]);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Anmeldung für Mitarbeitende' }),
    ).toBeInTheDocument();
    await signIn(user);

    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls.find(([, i]) => i?.method === 'POST') ?? [];
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'admin@archiv.example',
      password: 'correct horse battery',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('announces invalid credentials on 401 and does not reload', async () => {
    const { user } = await renderLogin([
      status(NO_DIRECTORY),
      on('POST', '/api/auth/login', 401, { error: 'auth__invalid_credentials' }),
    ]);
    await signIn(user, 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie E-Mail-Adresse und Passwort.',
    );
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('tells the user to wait when sign-in is rate-limited (429)', async () => {
    const { user } = await renderLogin([
      status(NO_DIRECTORY),
      on('POST', '/api/auth/login', 429, { error: 'too_many_requests' }),
    ]);
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Zu viele Anfragen/);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('validates the form before calling the server and focuses the first invalid field', async () => {
    const { user, fetch } = await renderLogin([
      status(NO_DIRECTORY),
      on('POST', '/api/auth/login', 204, undefined),
    ]);
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), '   ');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    const email = screen.getByLabelText(/E-Mail-Adresse/);
    await vi.waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Eine Eingabe ist erforderlich.');
    expect(screen.getByLabelText(/^Passwort/)).toHaveAccessibleDescription(
      'Eine Eingabe ist erforderlich.',
    );
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("signs in the first account the server generates (admin@localhost): the server's rule, no e-mail format check", async () => {
    const { user, fetch } = await renderLogin([
      status(NO_DIRECTORY),
      on('POST', '/api/auth/login', 204, undefined),
    ]);
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'admin@localhost');
    await user.type(screen.getByLabelText(/^Passwort/), 'generated-password-1');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    const [, init] = fetch.mock.calls.find(([, i]) => i?.method === 'POST') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'admin@localhost',
      password: 'generated-password-1',
    });
  });

  it('keeps the local form when the directory status cannot be read', async () => {
    await renderLogin([]);
    expect(screen.getByLabelText(/E-Mail-Adresse/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('LoginScreen with the archive directory', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('offers the organisation account as a link to the directory sign-in, the local form beside it (de)', async () => {
    await renderLogin([status(DIRECTORY)]);
    const link = await screen.findByRole('link', { name: 'Mit Organisationskonto anmelden' });
    expect(link).toHaveAttribute('href', '/api/auth/oidc/login');
    const local = screen.getByRole('region', { name: 'Mit lokalem Konto anmelden' });
    expect(within(local).getByLabelText(/E-Mail-Adresse/)).toBeInTheDocument();
    expect(within(local).getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
  });

  it("uses the configured label for the directory's link (en)", async () => {
    await renderLogin([status({ ...DIRECTORY, label: 'Sign in with Landesportal' })], 'en');
    expect(
      await screen.findByRole('link', { name: 'Sign in with Landesportal' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Sign in with your organisation account' }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Sign in with a local account' }),
    ).toBeInTheDocument();
  });

  it('hides the local form behind a disclosure when the directory asks for it (break glass)', async () => {
    const { user } = await renderLogin([status({ ...DIRECTORY, hideLocalLogin: true })], 'en');
    await screen.findByRole('link', { name: 'Sign in with your organisation account' });
    const toggle = screen.getByRole('button', { name: 'Local account (emergency access)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText(/E-mail address/)).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(panel).getByLabelText(/E-mail address/)).toBeInTheDocument();
    expect(within(panel).getByText(/Only for local emergency accounts/)).toBeInTheDocument();

    await user.click(toggle);
    expect(screen.queryByLabelText(/E-mail address/)).not.toBeInTheDocument();
  });

  it('says the directory is unavailable and local accounts still work, with the local form open', async () => {
    await renderLogin([status({ ...DIRECTORY, available: false, hideLocalLogin: true })]);
    expect(
      await screen.findByText(
        'Die Anmeldung mit dem Organisationskonto ist zurzeit nicht erreichbar. Lokale Konten können sich weiterhin mit E-Mail-Adresse und Passwort anmelden.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/E-Mail-Adresse/)).toBeInTheDocument();
  });

  it.each([
    ['failed', 'Signing in with your organisation account failed. Please try again.'],
    [
      'unavailable',
      'Sign-in with your organisation account is unavailable at the moment. Local accounts can still sign in.',
    ],
    [
      'link_required',
      'A local account already exists for your e-mail address. The administration must link it to your organisation account before you can sign in with it.',
    ],
    ['disabled', 'Your account is disabled. Please contact the administration.'],
    [
      'no_email',
      'Your organisation account does not provide an e-mail address. Please contact the administrators of your directory.',
    ],
    ['something-else', 'Signing in with your organisation account failed. Please try again.'],
  ])(
    'announces and focuses why the directory sign-in came back (%s), and clears it from the address',
    async (reason, message) => {
      window.history.replaceState(null, '', `/admin/?directory=${reason}&keep=1`);
      await renderLogin([status(DIRECTORY)], 'en');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      await vi.waitFor(() => expect(alert).toHaveFocus());
      expect(window.location.pathname + window.location.search).toBe('/admin/?keep=1');
    },
  );

  it('says why in German too (link_required)', async () => {
    window.history.replaceState(null, '', '/admin/?directory=link_required');
    await renderLogin([status(DIRECTORY)]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Für Ihre E-Mail-Adresse gibt es bereits ein lokales Konto\./,
    );
  });
});
