import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { navigateTo } from '../../../platform/navigate-to';
import { reloadPage } from '../../../platform/reload-page';
import { fakeFetch, on } from '../../../test/api-fake';
import { renderWithProviders } from '../../../test/render';
import { PermissionErrorScreen } from './permission-error-screen';
import { useMe } from '../api';
import { SignOutButton } from './sign-out-button';

vi.mock('../../../platform/reload-page', () => ({ reloadPage: vi.fn() }));
vi.mock('../../../platform/navigate-to', () => ({ navigateTo: vi.fn(() => true) }));

const me = (signInMethod: 'local' | 'directory', role: 'ADMIN' | null = 'ADMIN') =>
  on('GET', '/api/auth/me', 200, { email: 'ada@archiv.example', role, signInMethod });
const posted = (fetch: ReturnType<typeof fakeFetch>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => String(url));

async function signOut(...handlers: Parameters<typeof fakeFetch>) {
  const fetch = fakeFetch(...handlers);
  const { user } = await renderWithProviders(<SignOutButton />, {
    namespaces: ['auth'],
    config: { interface: 'admin', baseUrl: '/admin/', language: 'en' },
    fetch,
  });
  await user.click(screen.getByRole('button', { name: 'Sign out' }));
  return fetch;
}

describe('signing out', () => {
  beforeEach(() => {
    vi.mocked(reloadPage).mockClear();
    vi.mocked(navigateTo).mockClear();
  });

  it("signs a directory account out at the provider's sign-out page", async () => {
    const fetch = await signOut(
      me('directory'),
      on('POST', '/api/auth/oidc/logout', 200, {
        redirectUrl: 'https://login.archiv.example/logout?id_token_hint=x',
      }),
    );
    await vi.waitFor(() =>
      expect(navigateTo).toHaveBeenCalledWith(
        'https://login.archiv.example/logout?id_token_hint=x',
      ),
    );
    expect(posted(fetch)).toEqual(['/api/auth/oidc/logout']);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('reloads when the provider offers no sign-out page', async () => {
    const fetch = await signOut(
      me('directory'),
      on('POST', '/api/auth/oidc/logout', 200, { redirectUrl: null }),
    );
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(posted(fetch)).toEqual(['/api/auth/oidc/logout']);
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('signs a local account out as before', async () => {
    const fetch = await signOut(me('local'), on('POST', '/api/auth/logout', 204, undefined));
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(posted(fetch)).toEqual(['/api/auth/logout']);
    expect(navigateTo).not.toHaveBeenCalled();
  });
});

describe('permission error of a directory account', () => {
  it('says the directory groups give no role (de), but not for a local account', async () => {
    await renderWithProviders(<PermissionErrorScreen />, {
      namespaces: ['auth'],
      fetch: fakeFetch(me('directory', null)),
    });
    expect(
      await screen.findByText(
        /Ihre Gruppen im Verzeichnis der Organisation geben Ihnen keine Rolle/,
      ),
    ).toBeInTheDocument();
  });

  it('gives a local account only the general hint (en)', async () => {
    // renders the account the screen read, in the same render as the screen
    function SignInMethod() {
      return <output aria-label="sign-in method">{useMe().data?.signInMethod}</output>;
    }
    await renderWithProviders(
      <>
        <PermissionErrorScreen />
        <SignInMethod />
      </>,
      { namespaces: ['auth'], config: { language: 'en' }, fetch: fakeFetch(me('local', null)) },
    );
    // the account is read and rendered: only now is the directory hint's absence telling
    await vi.waitFor(() =>
      expect(screen.getByRole('status', { name: 'sign-in method' })).toHaveTextContent('local'),
    );
    expect(screen.getByText(/Contact the administration/)).toBeInTheDocument();
    expect(screen.queryByText(/directory/)).not.toBeInTheDocument();
  });
});
