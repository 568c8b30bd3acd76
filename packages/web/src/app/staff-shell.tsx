import { SignedInAs } from '../features/auth/components/signed-in-as';
import { SignOutButton } from '../features/auth/components/sign-out-button';
import { AppLayout } from './app-layout';
import { ScreenOutlet } from './screen-outlet';

/** Staff frame (admin and reports): who is signed in and the sign-out button. */
export function StaffShell() {
  return (
    <AppLayout
      homeLink
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
