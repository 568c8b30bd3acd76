import { afterEach, describe, expect, it } from 'vitest';
import { findMountElement, readWebConfig } from './config';

function mount(html: string): HTMLElement {
  document.body.innerHTML = html;
  const el = findMountElement();
  if (!el) throw new Error('no mount element');
  return el;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('readWebConfig', () => {
  it('reads the kebab-case data attributes the server writes on the mount element', () => {
    const el = mount(
      `<div id="lesesaal" data-interface="admin" data-language="en" data-base-url="/admin/"
        data-base-api-url="https://api.example.org/" data-max-reservations="3" data-paging-size="50"
        data-faq-url="https://example.org/faq"
        data-label-override='{"common:screens.home.title":"Platz buchen","count":3}'></div>`,
    );
    const config = readWebConfig(el, 'de');
    expect(config).toMatchObject({
      interface: 'admin',
      language: 'en',
      baseUrl: '/admin/',
      baseApiUrl: 'https://api.example.org/',
      maxReservations: 3,
      pagingSize: 50,
      faqUrl: 'https://example.org/faq',
      labelOverride: { 'common:screens.home.title': 'Platz buchen' },
      signedOut: false,
    });
  });

  it('falls back to the spec defaults and takes the language from the page', () => {
    const config = readWebConfig(mount('<div id="lesesaal"></div>'), 'en-GB');
    expect(config).toMatchObject({
      interface: 'user',
      language: 'en',
      baseUrl: '/',
      baseApiUrl: '/',
      maxReservations: 5,
      maxRooms: 999,
      pagingSize: 20,
      labelOverride: {},
      faqUrl: null,
      signedOut: false,
    });
  });

  it('treats an unknown interface as user and a broken label override as empty', () => {
    const config = readWebConfig(
      mount(`<div id="lesesaal" data-interface="superuser" data-label-override="{oops"></div>`),
    );
    expect(config.interface).toBe('user');
    expect(config.labelOverride).toEqual({});
    expect(config.language).toBe('de');
  });

  it('reports a signed-out staff page', () => {
    const config = readWebConfig(
      mount('<div id="lesesaal" data-interface="admin" data-auth="signed-out"></div>'),
    );
    expect(config.signedOut).toBe(true);
  });

  it('finds the mount element of a CMS host page by its data-interface attribute', () => {
    document.body.innerHTML =
      '<main><p>CMS</p><section data-interface="user" data-max-reservations="2"></section></main>';
    const el = findMountElement();
    expect(el?.tagName).toBe('SECTION');
    expect(readWebConfig(el as HTMLElement).maxReservations).toBe(2);
  });
});
