import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useHref, useInRouterContext, useLocation } from 'react-router';
import { useConfig } from '../../../config';
import { PUBLIC_BODY_PATHS, visitorHref } from '../../../components/public-body-links';
import './footer-links.css';

/** What a built-in page learns about the page it was opened from (the feedback's page). */
export interface FromState {
  from: string;
}

type LinkKey = 'imprint' | 'privacy' | 'accessibility' | 'easyLanguage' | 'faq';

/** A link to a visitor route that tells it the address of the current screen. */
function RouteLink({ to, label }: { to: string; label: string }) {
  const from = new URL(useHref(useLocation()), window.location.href).href;
  return (
    <Anchor component={Link} to={to} state={{ from } satisfies FromState} size="sm">
      {label}
    </Anchor>
  );
}

/**
 * The links every screen carries in its footer: legal notice, privacy policy, accessibility
 * statement, and for visitors the Easy German page and the FAQ. The archive's own pages
 * (where configured) are normal links; otherwise the built-in pages of the visitor app —
 * routes inside it, addresses from a staff interface. None when `footerLinks` is off (a host
 * page with its own legal links).
 */
export function FooterLinks() {
  const { t } = useTranslation('common');
  const config = useConfig();
  const inRouter = useInRouterContext();
  if (!config.footerLinks) return null;
  const visitor = config.interface === 'user';
  // [text, the archive's address, the built-in page]
  const links: [LinkKey, string | null, string?][] = [
    ['imprint', config.imprintUrl],
    ['privacy', config.privacyUrl, PUBLIC_BODY_PATHS.privacy],
    ['accessibility', config.accessibilityStatementUrl, PUBLIC_BODY_PATHS.statement],
  ];
  if (visitor) {
    links.push(['easyLanguage', null, PUBLIC_BODY_PATHS.easyLanguage], ['faq', config.faqUrl]);
  }
  return (
    <nav aria-label={t('footer.linksLabel')}>
      <ul className="lesesaal-footer-links">
        {links.map(([key, url, path]) => {
          const label = t(`footer.${key}`);
          if (!url && !path) return null;
          return (
            <li key={key}>
              {!url && visitor && inRouter ? (
                <RouteLink to={path!} label={label} />
              ) : (
                <Anchor href={url ?? visitorHref(config, path!)} size="sm">
                  {label}
                </Anchor>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
