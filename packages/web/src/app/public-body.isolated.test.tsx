import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminRouteTree } from './admin-app';
import { PermissionErrorApp } from './permission-error-app';
import { RouteTree } from './router';
import { StaffLoginApp } from './staff-login-app';
import { userRouteTree } from './user-app';
import type { WebConfig } from '../config';
import { PRIVACY_STORAGE_KEY } from '../features/privacy/privacy-storage';
import { fakeFetch, on } from '../test/api-fake';
import { renderWithProviders } from '../test/render';
import { visitorHref } from '../components/public-body-links';

// The web side of what a public body must publish: the footer links on every screen, the
// accessibility statement with every part of the EU model, the feedback form, Easy German.

const solver = vi.hoisted(() => ({
  solveAltchaChallenge: vi.fn<(challenge: unknown) => Promise<string | null>>(),
}));
vi.mock('../components/bot-check/altcha-solver', () => solver);

const ARCHIVE = {
  imprintUrl: 'https://archiv.example.org/impressum',
  privacyUrl: 'https://archiv.example.org/datenschutz',
  contactEmail: 'lesesaal@archiv.example.org',
} satisfies Partial<WebConfig>;

const SOFT = /\u00ad/g;
const plain = (text: string | null | undefined) => (text ?? '').replace(SOFT, '');

interface Options {
  config?: Partial<WebConfig>;
  fetch?: typeof fetch;
  basename?: string;
}

/** A route tree at `path`, recording every text key i18next misses. */
async function renderAt(routes: RouteObject[], path: string, options: Options = {}) {
  const rendered = await renderWithProviders(
    <MemoryRouter initialEntries={[path]} basename={options.basename ?? '/'}>
      <RouteTree routes={routes} />
    </MemoryRouter>,
    {
      config: options.config,
      namespaces: ['privacy', 'auth', 'public-body'],
      fetch:
        options.fetch ??
        fakeFetch(
          on('GET', '/api/auth/me', 200, {
            email: 'admin@archiv.example',
            role: 'ADMIN',
            signInMethod: 'local',
          }),
        ),
    },
  );
  const missing: string[] = [];
  rendered.i18n.options.saveMissing = true;
  rendered.i18n.on('missingKey', (_languages, namespace, key) =>
    missing.push(`${namespace}:${key}`),
  );
  return { ...rendered, missing };
}

/** The footer's link list (contentinfo landmark, labelled nav): label → href. */
function footerLinks(): Record<string, string | null> {
  const footer = screen.getByRole('contentinfo');
  const nav = within(footer).getByRole('navigation');
  expect(plain(nav.getAttribute('aria-label'))).toMatch(
    /^(Rechtliches und Barrierefreiheit|Legal and accessibility)$/,
  );
  return Object.fromEntries(
    within(nav)
      .getAllByRole('link')
      .map((link) => [plain(link.textContent), link.getAttribute('href')]),
  );
}

afterEach(() => {
  window.sessionStorage.clear();
  solver.solveAltchaChallenge.mockReset();
});

describe('footer links', () => {
  it('visitor screens: legal notice, privacy, statement, Easy German and FAQ', async () => {
    window.sessionStorage.setItem(PRIVACY_STORAGE_KEY, 'true');
    await renderAt(userRouteTree(), '/', {
      config: { ...ARCHIVE, faqUrl: 'https://archiv.example.org/faq' },
      fetch: fakeFetch(on('GET', '/api/rooms', 200, { content: [], totalCount: 0 })),
    });
    await screen.findByRole('heading', { level: 1 });
    expect(footerLinks()).toEqual({
      Impressum: ARCHIVE.imprintUrl,
      Datenschutz: ARCHIVE.privacyUrl,
      Barrierefreiheit: '/barrierefreiheit',
      'Leichte Sprache': '/leichte-sprache',
      'Häufige Fragen (FAQ)': 'https://archiv.example.org/faq',
    });
  });

  it('without the archive’s pages: no legal notice link, the built-in privacy notice, the archive’s own statement when set', async () => {
    await renderAt(userRouteTree(), '/leichte-sprache', {
      config: { accessibilityStatementUrl: 'https://archiv.example.org/barrierefreiheit' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Leichte Sprache' });
    expect(footerLinks()).toEqual({
      Datenschutz: '/datenschutz',
      Barrierefreiheit: 'https://archiv.example.org/barrierefreiheit',
      'Leichte Sprache': '/leichte-sprache',
    });
  });

  it('none with footerLinks off (a host page with its own links)', async () => {
    await renderAt(userRouteTree(), '/leichte-sprache', {
      config: { ...ARCHIVE, footerLinks: false },
    });
    await screen.findByRole('heading', { level: 1, name: 'Leichte Sprache' });
    expect(within(screen.getByRole('contentinfo')).queryByRole('navigation')).toBeNull();
  });

  it('staff screens link to the visitor app’s statement, in English too', async () => {
    await renderAt(adminRouteTree(), '/admin/', {
      basename: '/admin',
      config: { ...ARCHIVE, interface: 'admin', baseUrl: '/admin/', language: 'en' },
    });
    await screen.findByRole('heading', { level: 1 });
    expect(footerLinks()).toEqual({
      'Legal notice': ARCHIVE.imprintUrl,
      Privacy: ARCHIVE.privacyUrl,
      Accessibility: '/barrierefreiheit',
    });
  });

  it.each([
    ['staff login', <StaffLoginApp key="login" />],
    ['permission error', <PermissionErrorApp key="permission" />],
  ])('%s screen (no router) has the links as addresses', async (_name, app) => {
    await renderWithProviders(app, {
      config: { interface: 'admin', baseUrl: '/admin/' },
      namespaces: ['auth'],
    });
    await screen.findByRole('heading', { level: 1 });
    expect(footerLinks()).toEqual({
      Datenschutz: '/datenschutz',
      Barrierefreiheit: '/barrierefreiheit',
    });
  });

  it('finds the visitor app from any staff base URL', () => {
    expect(visitorHref({ interface: 'admin', baseUrl: '/admin/' }, '/barrierefreiheit')).toBe(
      '/barrierefreiheit',
    );
    expect(visitorHref({ interface: 'desk', baseUrl: '/lesesaal/admin' }, '/x')).toBe(
      '/lesesaal/x',
    );
    expect(
      visitorHref({ interface: 'reports', baseUrl: 'https://archiv.example.org/admin/' }, '/x'),
    ).toBe('https://archiv.example.org/x');
    expect(visitorHref({ interface: 'user', baseUrl: '/besuch' }, '/leichte-sprache')).toBe(
      '/besuch/leichte-sprache',
    );
    expect(visitorHref({ interface: 'user', baseUrl: '/' }, '/leichte-sprache')).toBe(
      '/leichte-sprache',
    );
  });
});

describe('accessibility statement', () => {
  /** The parts of the EU model statement, each found by its heading and content. */
  async function expectEveryPart(language: 'de' | 'en', config: Partial<WebConfig> = {}) {
    const { missing } = await renderAt(userRouteTree(), '/barrierefreiheit', {
      config: { language, ...config },
    });
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(plain(h1.textContent)).toBe(
      language === 'de' ? 'Erklärung zur Barrierefreiheit' : 'Accessibility statement',
    );
    const part = (name: RegExp) => {
      const heading = screen.getByRole('heading', { level: 2, name });
      const section = heading.closest('section');
      expect(section, `section of ${String(name)}`).not.toBeNull();
      expect(section).toHaveAccessibleName(heading.textContent ?? '');
      return section as HTMLElement;
    };
    const de = language === 'de';
    const status = part(de ? /Stand der Vereinbarkeit/ : /Compliance status/);
    expect(status).toHaveTextContent(de ? /teilweise .*vereinbar/ : /partially compliant/);
    expect(status).toHaveTextContent(/WCAG\) 2\.1/);
    expect(status).toHaveTextContent(/EN 301 549/);
    expect(status).toHaveTextContent(/BITV 2\.0/);

    const barriers = part(de ? /Nicht barrierefreie Inhalte/ : /Non-accessible content/);
    const items = within(barriers).getAllByRole('listitem');
    expect(items.length).toBeGreaterThanOrEqual(3);
    for (const item of items) expect(item).toHaveTextContent(/Alternative: \S/);
    expect(barriers).toHaveTextContent(/CSV/);

    const method = part(de ? /Erstellung dieser Erklärung/ : /Preparation of this statement/);
    expect(method).toHaveTextContent(de ? /27\. November 2026/ : /27 November 2026/);
    expect(method).toHaveTextContent(/axe-core/);

    const feedback = part(de ? /Feedback und Kontakt/ : /Feedback and contact/);
    expect(
      within(feedback).getByRole('link', { name: de ? /Barriere melden/ : /Report a barrier/ }),
    ).toHaveAttribute('href', '/barrierefreiheit/feedback');

    const enforcement = part(de ? /Durchsetzungs/ : /Enforcement procedure/);
    expect(missing).toEqual([]);
    return { barriers, feedback, enforcement };
  }

  it.each(['de', 'en'] as const)(
    'has every part of the EU model in %s, without the privacy notice first',
    async (language) => {
      const { enforcement, barriers } = await expectEveryPart(language);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(
        within(enforcement).getByRole('link', {
          name: 'Schlichtungsstelle nach dem Behindertengleichstellungsgesetz (BGG)',
        }),
      ).toHaveAttribute('href', 'https://www.schlichtungsstelle-bgg.de');
      // the reCAPTCHA barrier only where that bot check runs
      expect(barriers).not.toHaveTextContent(/reCAPTCHA/);
    },
  );

  it('names the configured enforcement body, the contact address and the reCAPTCHA barrier', async () => {
    const { enforcement, feedback, barriers } = await expectEveryPart('de', {
      contactEmail: ARCHIVE.contactEmail,
      enforcementBodyName: 'Landesbeauftragte für Barrierefreiheit',
      enforcementBodyUrl: 'https://land.example.org/schlichtung',
      botProtection: 'recaptcha',
    });
    expect(
      within(enforcement).getByRole('link', { name: 'Landesbeauftragte für Barrierefreiheit' }),
    ).toHaveAttribute('href', 'https://land.example.org/schlichtung');
    expect(within(feedback).getByRole('link', { name: ARCHIVE.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${ARCHIVE.contactEmail}`,
    );
    expect(barriers).toHaveTextContent(/Google reCAPTCHA/);
  });

  it('passes the page the visitor came from on to the feedback form', async () => {
    window.sessionStorage.setItem(PRIVACY_STORAGE_KEY, 'true');
    const { user } = await renderAt(userRouteTree(), '/leichte-sprache');
    await screen.findByRole('heading', { level: 1, name: 'Leichte Sprache' });
    const footer = screen.getByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: /^Barriere.?freiheit$/ }));
    await user.click(await screen.findByRole('link', { name: /Barriere melden/ }));
    expect(await screen.findByRole('textbox', { name: /Seite oder Adresse/ })).toHaveValue(
      'http://localhost:3000/leichte-sprache',
    );
  });
});

describe('accessibility feedback form', () => {
  const path = '/barrierefreiheit/feedback?page=%2Froom%2F7';

  it('refuses a missing description: alert linked to the field, which gets the focus; nothing sent', async () => {
    const { user, fetchMock, missing } = await renderAt(userRouteTree(), path);
    const page = await screen.findByRole('textbox', { name: /Seite oder Adresse/ });
    expect(page).toHaveValue('/room/7');
    expect(page).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Meldung senden' }));

    const description = screen.getByRole('textbox', { name: /Beschreibung/ });
    expect(description).toHaveFocus();
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(description).toHaveAccessibleDescription(/Bitte füllen Sie das Feld „Beschreibung“ aus/);
    const alert = screen.getByRole('alert');
    const link = within(alert).getByRole('link', { name: /Beschreibung/ });
    expect(link).toHaveAttribute('href', `#${description.id}`);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(missing).toEqual([]);
  });

  it('refuses an implausible e-mail address', async () => {
    const { user, fetchMock } = await renderAt(userRouteTree(), path);
    await user.type(
      await screen.findByRole('textbox', { name: /Beschreibung/ }),
      'Kontrast zu schwach',
    );
    const email = screen.getByRole('textbox', { name: /E-Mail-Adresse/ });
    await user.type(email, 'erika at example');
    await user.click(screen.getByRole('button', { name: 'Meldung senden' }));
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(/gültige E-Mail-Adresse/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the feedback with the bot check’s answer and announces and focuses the thanks', async () => {
    solver.solveAltchaChallenge.mockResolvedValue('solved-payload');
    const fetch = fakeFetch(
      on('GET', '/api/bot-check/challenge', 200, {
        parameters: {
          algorithm: 'PBKDF2/SHA-256',
          nonce: 'ab',
          salt: 'cd',
          cost: 5000,
          keyLength: 32,
          keyPrefix: 'ef',
          expiresAt: 1900000000,
        },
        signature: '00',
      }),
      on('POST', '/api/accessibility-feedback', 204, undefined),
    );
    const { user } = await renderAt(userRouteTree(), path, {
      config: { language: 'en', botProtection: 'altcha' },
      fetch,
    });
    await user.type(
      await screen.findByRole('textbox', { name: /Description/ }),
      'The calendar cannot be used with a screen magnifier',
    );
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Erika Musterfrau');
    await user.type(screen.getByRole('textbox', { name: /e-mail address/ }), 'erika@example.org');
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    const thanks = await screen.findByRole('heading', { name: 'Thank you for your report' });
    await waitFor(() => expect(thanks).toHaveFocus());
    // the thanks are inside a status region (announced), with the acknowledgement's address
    expect(thanks.closest('[role="status"]')).toHaveTextContent(/erika@example\.org/);
    expect(screen.queryByRole('button', { name: 'Send report' })).toBeNull();

    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post).toBeDefined();
    const url = new URL(String(post![0]), 'http://localhost');
    expect(url.pathname).toBe('/api/accessibility-feedback');
    expect(url.searchParams.get('g-recaptcha-response')).toBe('solved-payload');
    expect(new Headers(post![1]?.headers).get('x-requested-with')).toBe('XMLHttpRequest');
    expect(JSON.parse(String(post![1]?.body))).toEqual({
      page: '/room/7',
      description: 'The calendar cannot be used with a screen magnifier',
      name: 'Erika Musterfrau',
      email: 'erika@example.org',
      language: 'en',
    });
  });

  const feedback = '/api/accessibility-feedback' as const;
  it.each([
    [429, on('POST', feedback, 429, { error: 'too_many_requests' }), /zu viele Meldungen/],
    [
      403,
      on('POST', feedback, 403, { error: 'recaptcha__validation_error' }),
      /automatische Prüfung hat Ihre Meldung abgelehnt/,
    ],
    [500, on('POST', feedback, 500, { error: 'unknown' }), /.+/],
  ])('shows a %s answer as a clear message', async (_status, answer, message) => {
    const { user } = await renderAt(userRouteTree(), path, { fetch: fakeFetch(answer) });
    await user.type(await screen.findByRole('textbox', { name: /Beschreibung/ }), 'Fokus fehlt');
    await user.click(screen.getByRole('button', { name: 'Meldung senden' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Meldung senden' })).toBeInTheDocument();
  });

  it('marks the fields the server refused (400 validation__error)', async () => {
    const { user } = await renderAt(userRouteTree(), path, {
      fetch: fakeFetch(
        on('POST', '/api/accessibility-feedback', 400, {
          error: 'validation__error',
          payload: ['body.description'],
        }),
      ),
    });
    const description = await screen.findByRole('textbox', { name: /Beschreibung/ });
    await user.type(description, 'x');
    await user.click(screen.getByRole('button', { name: 'Meldung senden' }));
    await waitFor(() => expect(description).toHaveAttribute('aria-invalid', 'true'));
    expect(description).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(/Beschreibung/);
  });
});

describe('Easy German', () => {
  it('is linked from the start page', async () => {
    window.sessionStorage.setItem(PRIVACY_STORAGE_KEY, 'true');
    await renderAt(userRouteTree(), '/', {
      fetch: fakeFetch(on('GET', '/api/rooms', 200, { content: [], totalCount: 0 })),
    });
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('link', { name: 'Erklärung in Leichter Sprache' }),
    ).toHaveAttribute('href', '/leichte-sprache');
  });

  it.each([
    ['de', 'Leichte Sprache', /Am Tag nach Ihrem Besuch löschen wir Ihre Daten\./],
    ['en', 'Plain English', /On the day after your visit we delete your data\./],
  ] as const)('explains booking, cancelling and the data in %s', async (language, title, erase) => {
    const { missing } = await renderAt(userRouteTree(), '/leichte-sprache', {
      config: { language, contactEmail: ARCHIVE.contactEmail },
    });
    await screen.findByRole('heading', { level: 1, name: title });
    // what, booking, the research stay, the waiting room, changing, group visits, the data,
    // help (the user application's section only where the archive requires applications)
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(8);
    expect(screen.getAllByRole('list').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('main')).toHaveTextContent(erase);
    expect(screen.getByRole('link', { name: ARCHIVE.contactEmail })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});

describe('built-in privacy notice page', () => {
  it('shows the notice’s texts as a page, without asking to accept', async () => {
    await renderAt(userRouteTree(), '/datenschutz');
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(plain(h1.textContent)).toBe('Datenschutzhinweis');
    expect(screen.getByRole('main')).toHaveTextContent(/am Tag nach dem gebuchten Tag gelöscht/);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
