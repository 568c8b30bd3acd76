import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../../../platform/reload-page';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { LoginScreen } from './login-screen';

vi.mock('../../../platform/reload-page', () => ({ reloadPage: vi.fn() }));

const renderLogin = (answer: () => Response) =>
  renderWithProviders(<LoginScreen />, {
    namespaces: ['auth', 'validation'],
    config: { interface: 'admin', baseUrl: '/admin/', signedOut: true },
    fetch: async () => answer(),
  });

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

  it('posts the credentials and reloads the page on 204', async () => {
    const { user, fetchMock } = await renderLogin(() => jsonResponse(204));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Anmeldung für Mitarbeitende' }),
    ).toBeInTheDocument();
    await signIn(user);

    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'admin@archiv.example',
      password: 'correct horse battery',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces invalid credentials on 401 and does not reload', async () => {
    const { user } = await renderLogin(() =>
      jsonResponse(401, { error: 'auth__invalid_credentials' }),
    );
    await signIn(user, 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie E-Mail-Adresse und Passwort.',
    );
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('tells the user to wait when sign-in is rate-limited (429)', async () => {
    const { user } = await renderLogin(() => jsonResponse(429, { error: 'too_many_requests' }));
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Zu viele Anfragen/);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('validates the form before calling the server and focuses the first invalid field', async () => {
    const { user, fetchMock } = await renderLogin(() => jsonResponse(204));
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    const email = screen.getByLabelText(/E-Mail-Adresse/);
    await vi.waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Der Wert ist keine gültige E-Mail-Adresse.');
    expect(screen.getByLabelText(/^Passwort/)).toHaveAccessibleDescription(
      'Eine Eingabe ist erforderlich.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
