import type { ReactNode } from 'react';
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotificationList } from '../components/notifications/notification-list';
import { FooterLinks } from '../features/public-body/components/footer-links';
import { LanguageSwitch } from './language-switch';
import './layout.css';

export const MAIN_ID = 'lesesaal-main';

export interface AppLayoutProps {
  /** staff: who is signed in, sign-out */
  actions?: ReactNode;
  /** extra footer content besides the footer links */
  footer?: ReactNode;
  /** the app name links to the mode's start page (only inside a router) */
  homeLink?: boolean;
  /** the archive's name instead of the product name (visitor screens: `SITE_NAME`) */
  siteName?: string | null;
  /** the archive's logo before the name (`SITE_LOGO_URL`); decorative, the name follows */
  logoUrl?: string | null;
  children: ReactNode;
}

/**
 * The page frame of every interface mode: skip link, header (app name, language), the
 * pop-up list, the main landmark (each screen puts its one h1 there), footer with the links a
 * public body must offer on every screen (legal notice, privacy, accessibility statement).
 */
export function AppLayout({
  actions,
  footer,
  homeLink = false,
  siteName,
  logoUrl,
  children,
}: AppLayoutProps) {
  const { t } = useTranslation('common');
  const name = siteName ?? t('appName');
  const appName = logoUrl ? (
    <span className="lesesaal-site-name">
      <img src={logoUrl} alt="" height={40} className="lesesaal-site-logo" />
      {name}
    </span>
  ) : (
    name
  );
  return (
    <>
      <a className="lesesaal-skip-link" href={`#${MAIN_ID}`}>
        {t('skipToContent')}
      </a>
      <header className="lesesaal-header">
        <Group justify="space-between" wrap="wrap" gap="sm">
          {homeLink ? (
            <Anchor
              component={Link}
              to="/"
              fw={700}
              size="xl"
              underline="hover"
              c="var(--mantine-color-text)"
            >
              {appName}
            </Anchor>
          ) : (
            <Text fw={700} size="xl">
              {appName}
            </Text>
          )}
          <Group gap="sm">
            {actions}
            <LanguageSwitch />
          </Group>
        </Group>
      </header>
      <NotificationList />
      <main id={MAIN_ID} className="lesesaal-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="lesesaal-footer">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm">{t('footer.text')}</Text>
          <FooterLinks />
          {footer}
        </Group>
      </footer>
    </>
  );
}
