import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, on, sentBody } from '../../test/api-fake';
import { reader, renderReader } from './reader-test-support';
import { nextPath } from './use-sign-in';

beforeEach(() => window.sessionStorage.clear());

/** The sign-in server: a code is mailed; `code` signs in, anything else is refused. */
function signInServer(code = '123456') {
  return fakeFetch(
    on('GET', '/api/reader/me', 401, { error: 'reader_signed_out' }),
    on('POST', '/api/reader/sign-in', 202, {}),
    (url, init) => {
      if (init?.method !== 'POST' || !url.endsWith('/api/reader/sign-in/verify')) return undefined;
      const body = JSON.parse(String(init.body)) as { code?: string; token?: string };
      return body.code === code || body.token === 'good-token'
        ? on('POST', '/api/reader/sign-in/verify', 200, { reader })(url, init)
        : on('POST', '/api/reader/sign-in/verify', 400, { error: 'reader_code_invalid' })(
            url,
            init,
          );
    },
  );
}

async function askForCode(path = '/anmelden') {
  const fetch = signInServer();
  const rendered = await renderReader(path, fetch);
  const { user } = rendered;
  await user.type(
    await screen.findByRole('textbox', { name: /^E-Mail-Adresse/ }),
    'erika@example.org',
  );
  await user.click(screen.getByRole('button', { name: 'Code anfordern' }));
  return { ...rendered, fetch };
}

describe('signing in by a mailed code', () => {
  it('asks for a code, says so the same way for every address and takes the six digits', async () => {
    const { user, fetch } = await askForCode('/anmelden?next=%2Fyour-personal-data');
    const code = await screen.findByRole('textbox', { name: /^Code aus der E-Mail/ });
    expect(sentBody(fetch, 'POST')).toEqual({ email: 'erika@example.org', language: 'de' });
    expect(
      screen.getByText(
        /Wenn diese Adresse verwendet werden kann, haben wir einen Code an erika@example.org geschickt/,
      ),
    ).toHaveAttribute('role', 'status');
    // a one-time code: the browser may offer it, a phone shows digits
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/your-personal-data'),
    );
    // the header now offers the reader's data
    expect(await screen.findByRole('link', { name: 'Meine Daten' })).toHaveAttribute(
      'href',
      '/meine-daten',
    );
    expect(window.sessionStorage.getItem('lesesaal.reader')).toBe('1');
  });

  it('shows a wrong code at its field, announced and focused', async () => {
    const { user } = await askForCode();
    const code = await screen.findByRole('textbox', { name: /^Code aus der E-Mail/ });
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    const errorId = code
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => id.includes('error'));
    expect(errorId && document.getElementById(errorId)?.textContent).toMatch(/\S/);
    expect(code).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('/anmelden');
  });

  it('refuses anything but six digits before asking the server', async () => {
    const { user, fetch } = await askForCode();
    const code = await screen.findByRole('textbox', { name: /^Code aus der E-Mail/ });
    await user.type(code, '12a4');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(
      await screen.findByText('Bitte geben Sie die 6 Ziffern aus der E-Mail ein.'),
    ).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/verify'))).toBe(false);
  });

  it('shows an invalid address at its field without asking the server', async () => {
    const fetch = signInServer();
    const { user } = await renderReader('/anmelden', fetch);
    const email = await screen.findByRole('textbox', { name: /^E-Mail-Adresse/ });
    await user.type(email, 'erika@');
    await user.click(screen.getByRole('button', { name: 'Code anfordern' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveFocus();
    expect(sentBody(fetch, 'POST')).toBeUndefined();
  });
});

describe('signing in by the mailed link', () => {
  it('signs in with the token at once and goes on to My data', async () => {
    const fetch = signInServer();
    await renderReader('/anmelden?token=good-token', fetch);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/meine-daten'));
    expect(sentBody(fetch, 'POST')).toEqual({ token: 'good-token' });
    const verifies = fetch.mock.calls.filter(([url]) => String(url).endsWith('/verify'));
    expect(verifies).toHaveLength(1);
  });

  it('stays signed in when the header asked "who is signed in" just before and hears "nobody" after', async () => {
    // the server as it is: "nobody" until the token is used; the answer to a read sent
    // before the sign-in arrives after it (a slow network)
    let signedIn = false;
    const server = signInServer();
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/api/reader/me')) {
        const answer = signedIn
          ? on('GET', '/api/reader/me', 200, { reader })(String(input), init)!
          : await server(input, init);
        await new Promise((resolve) => setTimeout(resolve, 150));
        return answer;
      }
      if (String(input).endsWith('/verify')) signedIn = true;
      return server(input, init);
    });
    await renderReader('/anmelden?token=good-token', fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Meine Daten' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/meine-daten$/);
    expect(screen.getByText('Angemeldet als erika@example.org')).toBeInTheDocument();
  });

  it('says when the link is spent and offers a new code; the token leaves the address', async () => {
    await renderReader('/anmelden?token=used-token', signInServer());
    expect(await screen.findByRole('alert')).toHaveTextContent(/Der Link ist ungültig/);
    expect(screen.getByRole('textbox', { name: /^E-Mail-Adresse/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/anmelden$/));
  });
});

describe('where a sign-in continues', () => {
  it('only to a path of this app', () => {
    expect(nextPath('/your-personal-data')).toBe('/your-personal-data');
    expect(nextPath('//evil.example/x')).toBe('/meine-daten');
    expect(nextPath('https://evil.example')).toBe('/meine-daten');
    expect(nextPath('/\\evil.example')).toBe('/meine-daten');
    expect(nextPath(null)).toBe('/meine-daten');
  });
});
