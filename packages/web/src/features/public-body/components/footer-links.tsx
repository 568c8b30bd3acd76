import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useHref, useInRouterContext, useLocation } from 'react-router';
import { useConfig } from '../../../config';
import { PUBLIC_BODY_PATHS, visitorHref } from '../links';
import './footer-links.css';

interface FooterLink {
  key: string;
  label: string;
  /** an address outside the visitor app (the archive's pages, another interface mode) */
  href?: string;
  /** a visitor path, followed inside the visitor app */
  to?: string;
}

/**
 * The links every screen carries in its footer: legal notice, privacy policy, accessibility
 * statement, and for visitors the Easy German page and the FAQ. The archive's own pages are
 * normal links; the built-in pages are the visitor app's (from a staff interface: links to
 * the visitor app). None when `footerLinks` is off (a host page with its own legal links).
 */
export function FooterLinks() {
  const { t } = useTranslation('common');
  const config = useConfig();
  const inRouter = useInRouterContext();
  if (!config.footerLinks) return null;
  const visitor = config.interface === 'user';
  // inside the visitor app a built-in page is a route; from anywhere else an address
  const builtIn = (path: string): Pick<FooterLink, 'to' | 'href'> =>
    visitor && inRouter ? { to: path } : { href: visitorHref(config, path) };

  const links: FooterLink[] = [];
  if (config.imprintUrl) {
    links.push({ key: 'imprint', label: t('footer.imprint'), href: config.imprintUrl });
  }
  links.push({
    key: 'privacy',
    label: t('footer.privacy'),
    ...(config.privacyUrl ? { href: config.privacyUrl } : builtIn(PUBLIC_BODY_PATHS.privacy)),
  });
  links.push({
    key: 'accessibility',
    label: t('footer.accessibility'),
    ...(config.accessibilityStatementUrl
      ? { href: config.accessibilityStatementUrl }
      : builtIn(PUBLIC_BODY_PATHS.statement)),
  });
  if (visitor) {
    links.push({
      key: 'easyLanguage',
      label: t('footer.easyLanguage'),
      ...builtIn(PUBLIC_BODY_PATHS.easyLanguage),
    });
    if (config.faqUrl) links.push({ key: 'faq', label: t('footer.faq'), href: config.faqUrl });
  }

  return (
    <nav aria-label={t('footer.linksLabel')} className="lesesaal-footer-nav">
      <ul className="lesesaal-footer-links">
        {links.map((link) => (
          <li key={link.key}>{anchor(link)}</li>
        ))}
      </ul>
    </nav>
  );
}

/** What a built-in page learns about the page it was opened from (the feedback's page). */
export interface FromState {
  from: string;
}

/** A link to a visitor route that tells it the address of the current screen. */
function RouteLink({ to, label }: { to: string; label: string }) {
  const location = useLocation();
  const here = useHref(location);
  const from = new URL(here, window.location.href).href;
  return (
    <Anchor component={Link} to={to} state={{ from } satisfies FromState} size="sm">
      {label}
    </Anchor>
  );
}

function anchor(link: FooterLink): ReactNode {
  return link.to ? (
    <RouteLink to={link.to} label={link.label} />
  ) : (
    <Anchor href={link.href} size="sm">
      {link.label}
    </Anchor>
  );
}
