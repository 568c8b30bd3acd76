import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusHeading } from '../components/focus-heading';
import { MAIN_ID } from './app-layout';

/** How long a screen still loading may take to show its heading and get the focus. */
const HEADING_WAIT_MS = 5000;

/**
 * Moves the focus to the screen in the main landmark: its heading (h1) when it is there,
 * else the landmark, then the heading once it appears — unless the focus has moved
 * meanwhile. Returns the clean-up (stops waiting for the heading).
 */
export function focusScreen(): () => void {
  const main = document.getElementById(MAIN_ID);
  if (!main) return () => undefined;
  const heading = main.querySelector<HTMLElement>('h1');
  if (heading) {
    focusHeading(heading);
    return () => undefined;
  }
  main.focus();
  const observer = new MutationObserver(() => {
    if (document.activeElement !== main) return observer.disconnect();
    const h1 = main.querySelector<HTMLElement>('h1');
    if (!h1) return;
    observer.disconnect();
    focusHeading(h1);
  });
  observer.observe(main, { childList: true, subtree: true });
  const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}

/**
 * After an in-app navigation, focus moves to the new screen's heading (h1), so keyboard and
 * screen reader users start reading the new screen (the first render keeps the browser's
 * focus). A screen still loading gets the focus on the main landmark first, then on its
 * heading when it appears ({@link focusScreen}).
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    return focusScreen();
  }, [pathname]);
  return null;
}
