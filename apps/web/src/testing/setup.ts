import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { notifications } from '@mantine/notifications';

// jsdom lacks what Mantine needs for responsive props and floating elements.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Test files of a worker share modules (isolate: false in vitest.config.ts): whatever a test leaves in a
// module-level store (toasts, stubbed globals, storage, fake timers) is cleared after it.
afterEach(() => {
  cleanup();
  notifications.clean();
  sessionStorage.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
