import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * WCAG 2.1 AA scan of the current screen; fails listing every violation. Every screen must
 * also carry the footer links of a public body (see {@link expectFooterLinks}), so every
 * journey checks them on every screen it scans.
 */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  await expectFooterLinks(page, screen);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  // A screen without frames (every screen of the app) is scanned by axe.run in the page
  // itself (legacy mode, the same rules and results). The default runs each frame's part and
  // joins them in a blank page it opens for every scan — a new renderer, nearly half of a
  // scan's time on a busy machine. A page with frames keeps the default, so that no frame of
  // another origin goes unscanned.
  if (page.frames().length === 1) builder.setLegacyMode();
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  expect(summary, `axe violations on ${screen}`).toEqual([]);
}

/**
 * The footer (contentinfo landmark) has a labelled nav with the legal notice (where the
 * archive configured one), the privacy policy (the archive's, else the built-in notice), the
 * accessibility statement (the archive's, else the built-in page) and, on visitor screens,
 * the Easy German page — or no such nav where the mount element says
 * `data-footer-links="false"`.
 */
export async function expectFooterLinks(page: Page, screen: string): Promise<void> {
  const config = await page
    .locator('#lesesaal, [data-interface]')
    .first()
    .evaluate((el) => ({ ...(el as HTMLElement).dataset }));
  const nav = page.getByRole('contentinfo').getByRole('navigation');
  if (config.footerLinks === 'false') {
    await expect(nav, `no footer links on ${screen} (footer links off)`).toHaveCount(0);
    return;
  }
  await expect(nav, `footer links on ${screen}`).toHaveCount(1);
  await expect(nav).toHaveAttribute('aria-label', /\S/);
  const hrefs = await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const has = (what: string, match: (href: string) => boolean) =>
    expect(hrefs.some(match), `${what} link in the footer of ${screen}: ${hrefs.join(', ')}`).toBe(
      true,
    );
  const exactly = (url: string) => (href: string) => href === url;
  const endsWith = (path: string) => (href: string) => href.endsWith(path);
  if (config.imprintUrl) has('legal notice', exactly(config.imprintUrl));
  has('privacy', config.privacyUrl ? exactly(config.privacyUrl) : endsWith('/datenschutz'));
  has(
    'accessibility statement',
    config.accessibilityStatementUrl
      ? exactly(config.accessibilityStatementUrl)
      : endsWith('/barrierefreiheit'),
  );
  if ((config.interface ?? 'user') === 'user') has('Easy German', endsWith('/leichte-sprache'));
}
