import { PermissionErrorScreen } from '../features/auth/components/permission-error-screen';
import { SignOutButton } from '../features/auth/components/sign-out-button';
import { AppLayout } from './app-layout';

/** Interface mode `permissionerror`: the message, and a way to sign in with another account. */
export function PermissionErrorApp() {
  return (
    <AppLayout actions={<SignOutButton />}>
      <PermissionErrorScreen />
    </AppLayout>
  );
}
