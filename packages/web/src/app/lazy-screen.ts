import { lazy, type ComponentType } from 'react';

/** A screen component loaded on first use: its own chunk (`screen(() => import('…'), 'Name')`). */
export const screen = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) =>
  lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));
