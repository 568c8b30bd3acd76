import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor give up after 1 s by default. The first render in a file (Mantine, the texts,
// the screen's queries) takes 0.5–1 s on a quiet machine and several seconds on CI's two busy
// cores, so a correct screen could miss that second. They still return as soon as the
// assertion holds; a real failure shows Testing Library's message well within the 20 s test
// timeout (vitest.config.ts).
configure({ asyncUtilTimeout: 10_000 });

// Mantine reads these; jsdom has neither.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView ??= () => {};

// No globals in this workspace: Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  document.title = '';
});
