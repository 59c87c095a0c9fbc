import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { queryClient } from '../app/query-client';
import { requestToastHost } from '../lib/toast-host-signal';

// The root route mounts the toast list on the first toast (toast-host.test.tsx covers that);
// here it is mounted from the start, as before, so a toast test's 1 s wait is not spent loading.
requestToastHost();

// jsdom lacks the browser APIs Mantine reads while rendering.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
// Textarea autosize listens to the FontFaceSet, which jsdom lacks.
// Configurable: test files share one document (isolate: false), and each runs this file again.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {} },
});
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // Route trees use the app's one data client (AppServices): no test sees another's cache.
  queryClient.clear();
  // Test files share their modules (isolate: false): no toast of one, shown or queued past the
  // limit, may hide another's.
  notifications.clean();
});
