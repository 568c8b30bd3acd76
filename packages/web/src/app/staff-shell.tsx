import { useConfig } from '../config';
import { SignedInAs } from '../features/auth/components/signed-in-as';
import { SignOutButton } from '../features/auth/components/sign-out-button';
import { AppLayout } from './app-layout';
import { ScreenOutlet } from './screen-outlet';

/**
 * Staff frame (admin, desk and reports): the archive's name and logo as on the visitor pages
 * (`SITE_NAME`, or the archive's own name under `/x/<archive>` — both reach the mount
 * element as the config's siteName), who is signed in and the sign-out button.
 */
export function StaffShell() {
  const { siteName, siteLogoUrl } = useConfig();
  return (
    <AppLayout
      homeLink
      siteName={siteName}
      logoUrl={siteLogoUrl}
      actions={
        <>
          <SignedInAs />
          <SignOutButton />
        </>
      }
    >
      <ScreenOutlet />
    </AppLayout>
  );
}
