import { LoginScreen } from '../features/auth/components/login-screen';
import { AppLayout } from './app-layout';

/** Staff interface without a session (`data-auth="signed-out"`): only the login. */
export function StaffLoginApp() {
  return (
    <AppLayout>
      <LoginScreen />
    </AppLayout>
  );
}
