import { createElement, lazy, type ComponentType } from 'react';

/** A screen component loaded on first use: its own chunk (`screen(() => import('…'), 'Name')`). */
export const screen = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) =>
  lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));

/** A lazy screen that can be fetched ahead of its first render. */
export type PreloadableScreen = ComponentType & { preload: () => Promise<unknown> };

/**
 * Like {@link screen}, with `preload()` to fetch the chunk before the screen is shown (the
 * first screen of a page: bootstrap fetches it next to the texts). Once loaded, the screen
 * renders directly — no suspension, no loading state in between.
 */
export function preloadableScreen<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M,
): PreloadableScreen {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = () =>
    (loading ??= load().then((m) => {
      loaded = m[name] as ComponentType;
      return loaded;
    })).catch((error: unknown) => {
      loading = null; // a failed download may be tried again
      throw error;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const Screen = () => createElement(loaded ?? Lazy);
  return Object.assign(Screen, { preload });
}
