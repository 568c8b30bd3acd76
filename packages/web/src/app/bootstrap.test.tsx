import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../test/api-fake';
import { startLesesaal } from './bootstrap';

let root: Root | undefined;

async function start(mountHtml: string): Promise<void> {
  document.body.innerHTML = mountHtml;
  await act(async () => {
    root = await startLesesaal();
  });
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  document.documentElement.lang = 'de';
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('startLesesaal', () => {
  it('renders the visitor app (privacy notice first) in user mode and sets the page language', async () => {
    await start(
      '<div id="lesesaal" data-interface="user" data-language="en" data-base-url="/"></div>',
    );
    expect(await screen.findByRole('dialog', { name: 'Privacy notice' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('keeps the language chosen with the switch for the tab, over the configured one', async () => {
    vi.stubGlobal('fetch', vi.fn());
    await start(
      '<div id="lesesaal" data-interface="admin" data-base-url="/admin/" data-auth="signed-out"></div>',
    );
    await act(async () => screen.getByRole('button', { name: 'English' }).click());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' }),
    ).toBeInTheDocument();
    act(() => root?.unmount());
    await start(
      '<div id="lesesaal" data-interface="admin" data-base-url="/admin/" data-auth="signed-out"></div>',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it.each([
    ['en', 'Your reservation'],
    ['de', 'Ihre Reservierung'],
  ] as const)(
    'opens in the language the address names (?lang=%s, the e-mailed link), over the configured one and the tab choice',
    async (lang, heading) => {
      const opposite = lang === 'en' ? 'de' : 'en';
      window.history.replaceState(null, '', `/reservation-confirmation/abc?lang=${lang}`);
      window.sessionStorage.setItem('lesesaal.language', opposite);
      vi.stubGlobal('fetch', fakeFetch());
      try {
        await start(
          `<div id="lesesaal" data-interface="user" data-language="${opposite}" data-base-url="/"></div>`,
        );
        // the visitor's own link: the booking's page at once, no privacy notice first
        expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        expect(document.documentElement.lang).toBe(lang);
        expect(window.sessionStorage.getItem('lesesaal.language')).toBe(lang);
      } finally {
        window.history.replaceState(null, '', '/');
      }
    },
  );

  it('renders the staff login when the staff page is signed out', async () => {
    vi.stubGlobal('fetch', vi.fn());
    await start(
      '<div id="lesesaal" data-interface="admin" data-base-url="/admin/" data-auth="signed-out"></div>',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Anmeldung für Mitarbeitende' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Übersicht' })).not.toBeInTheDocument();
  });

  it('renders only the permission message in permissionerror mode', async () => {
    await start(
      '<div id="lesesaal" data-interface="permissionerror" data-base-url="/admin/"></div>',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ihnen fehlen die Berechtigungen, die zur Verwaltung des Reservierungssystems nötig sind.',
    );
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
  });
});
