import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../api';

/** Signs the staff member out, then reloads (the server then serves the login screen). */
export function SignOutButton() {
  const { t } = useTranslation('auth');
  const logout = useLogout();
  return (
    <Button variant="outline" onClick={() => logout.mutate()} loading={logout.isPending}>
      {t('signOut')}
    </Button>
  );
}
