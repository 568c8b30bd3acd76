import { Anchor, Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ApiError } from '../api/client';
import { AppLayout } from './app-layout';
import { focusScreen } from './route-focus';
import { ScreenOutlet } from './screen-outlet';
import { LoadState, loadStatusOf } from '../components/load-state';
import {
  platformKeys,
  usePlatformLogout,
  usePlatformMe,
  type PlatformAdmin,
} from '../features/platform-admin/api';
import { SignInScreen } from '../features/platform-admin/components/sign-in-screen';

/**
 * A platform call answered 401 (the session ended meanwhile): forget the administrator, so
 * the sign-in shows instead of the screen.
 */
function useSessionEnd() {
  const client = useQueryClient();
  useEffect(() => {
    const ended = (error: unknown) => error instanceof ApiError && error.status === 401;
    const signOut = () => client.setQueryData(platformKeys.me(), null);
    const queries = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && ended(event.action.error))
        signOut();
    });
    const mutations = client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && ended(event.action.error))
        signOut();
    });
    return () => {
      queries();
      mutations();
    };
  }, [client]);
}

/** Signing in or out replaces the whole screen: the focus moves to the new one's heading. */
function useFocusOnSessionChange(signedIn: boolean | undefined) {
  const previous = useRef(signedIn);
  useEffect(() => {
    const before = previous.current;
    previous.current = signedIn;
    if (before === undefined || signedIn === undefined || before === signedIn) return;
    return focusScreen();
  }, [signedIn]);
}

function SignedIn({ me }: { me: PlatformAdmin }) {
  const { t } = useTranslation('platform');
  const logout = usePlatformLogout();
  return (
    <Group gap="sm">
      <Text size="sm">{t('shell.signedInAs', { name: me.displayName, email: me.email })}</Text>
      <Button variant="outline" onClick={() => logout.mutate()} loading={logout.isPending}>
        {t('shell.signOut')}
      </Button>
    </Group>
  );
}

function PlatformNav() {
  const { t } = useTranslation('platform');
  const links = [
    { to: '/', label: t('nav.archives'), end: true },
    { to: '/overview', label: t('nav.overview'), end: false },
    { to: '/audit-log', label: t('nav.auditLog'), end: false },
    { to: '/second-factor', label: t('nav.secondFactor'), end: false },
  ];
  return (
    <Group component="nav" aria-label={t('nav.label')} gap="lg" mb="md">
      {links.map((link) => (
        <Anchor key={link.to} component={NavLink} to={link.to} end={link.end}>
          {link.label}
        </Anchor>
      ))}
    </Group>
  );
}

/**
 * The frame of the platform administration (`/platform/`): who is signed in and the
 * sign-out, the navigation between the archives, their counts, the installation's audit log
 * and the administrator's second factor; without a session only the sign-in.
 */
export function PlatformShell() {
  const me = usePlatformMe();
  useSessionEnd();
  useFocusOnSessionChange(me.isSuccess ? me.data !== null : undefined);
  return (
    <AppLayout homeLink actions={me.data ? <SignedIn me={me.data} /> : null}>
      {me.isSuccess && me.data ? (
        <>
          <PlatformNav />
          <ScreenOutlet />
        </>
      ) : me.isSuccess ? (
        <SignInScreen />
      ) : (
        <LoadState status={loadStatusOf(me)} error={me.error} />
      )}
    </AppLayout>
  );
}
