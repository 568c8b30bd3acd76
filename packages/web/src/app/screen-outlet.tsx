import { Component, Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../components/load-state';
import { RouteFocus } from './route-focus';

/** A screen that failed to render or load (e.g. its chunk is gone after a deploy). */
function ScreenError({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  return <LoadState status="error" error={error} back={{ to: '/', label: t('backToStart') }} />;
}

class ScreenErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    return this.state.error ? <ScreenError error={this.state.error} /> : this.props.children;
  }
}

/**
 * Where a shell shows the current screen: focus moves here after navigation, a lazy screen
 * shows the loading state, a failing screen the error state (reset by navigating away).
 */
export function ScreenOutlet() {
  const { pathname } = useLocation();
  return (
    <>
      <RouteFocus />
      <ScreenErrorBoundary key={pathname}>
        <Suspense fallback={<LoadState status="loading" />}>
          <Outlet />
        </Suspense>
      </ScreenErrorBoundary>
    </>
  );
}
