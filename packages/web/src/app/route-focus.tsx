import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { MAIN_ID } from './app-layout';

/**
 * After an in-app navigation, focus moves to the main landmark so keyboard and screen
 * reader users start reading the new screen (the first render keeps the browser's focus).
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById(MAIN_ID)?.focus();
  }, [pathname]);
  return null;
}
