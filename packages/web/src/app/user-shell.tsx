import { useLocation } from 'react-router';
import { useConfig } from '../config';
import { PrivacyGate } from '../features/privacy/components/privacy-gate';
import { PUBLIC_BODY_PATHS } from '../components/public-body-links';
import { AppLayout } from './app-layout';
import { ScreenOutlet } from './screen-outlet';
import { ServiceUnavailableNotice } from './service-unavailable';

/**
 * Visitor frame: the privacy notice guards every booking screen. The pages a public body must
 * offer to everyone (accessibility statement and feedback, Easy German, the privacy notice
 * itself) open without it; the footer links (FAQ among them) are AppLayout's.
 */
export function UserShell() {
  const { siteName, siteLogoUrl } = useConfig();
  const { pathname } = useLocation();
  const open = (Object.values(PUBLIC_BODY_PATHS) as string[]).includes(
    pathname.replace(/(.)\/+$/, '$1'),
  );
  return (
    <AppLayout homeLink siteName={siteName} logoUrl={siteLogoUrl}>
      <ServiceUnavailableNotice />
      <PrivacyGate open={open}>
        <ScreenOutlet />
      </PrivacyGate>
    </AppLayout>
  );
}
