import { useLocation } from 'react-router';
import { useConfig } from '../config';
import { PrivacyGate } from '../features/privacy/components/privacy-gate';
import { ReaderMenu } from '../features/reader/components/reader-menu';
import { PUBLIC_BODY_PATHS } from '../components/public-body-links';
import { AppLayout } from './app-layout';
import { isOwnLink } from './routes-user';
import { ScreenOutlet } from './screen-outlet';
import { ServiceUnavailableNotice } from './service-unavailable';

/**
 * Visitor frame: the privacy notice guards every booking screen. The pages a public body must
 * offer to everyone (accessibility statement and feedback, Easy German, the privacy notice
 * itself) open without it, and so does the visitor's own mailed link to their booking (they
 * accepted the notice when booking; routes-user.tsx `ownLink`); the footer links (FAQ and
 * the privacy notice among them) are AppLayout's. The header carries the reader's entry
 * (sign in, or "My data" and sign out).
 */
export function UserShell() {
  const { siteName, siteLogoUrl } = useConfig();
  const { pathname } = useLocation();
  const open =
    (Object.values(PUBLIC_BODY_PATHS) as string[]).includes(pathname.replace(/(.)\/+$/, '$1')) ||
    isOwnLink(pathname);
  return (
    <AppLayout homeLink siteName={siteName} logoUrl={siteLogoUrl} actions={<ReaderMenu />}>
      <ServiceUnavailableNotice />
      <PrivacyGate open={open}>
        <ScreenOutlet />
      </PrivacyGate>
    </AppLayout>
  );
}
