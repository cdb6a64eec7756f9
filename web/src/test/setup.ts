import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { cleanup } from '@testing-library/react';

// react-router expects these web globals, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// Browsers queue beacons (the reader's reading beacon) with navigator.sendBeacon; jsdom has none.
// A stub that accepts keeps beacons out of the tests' fetch mocks; tests spy on it.
// (Server-render tests run in node, without a window.)
beforeEach(() => {
  if (typeof window === 'undefined') return;
  Object.defineProperty(window.navigator, 'sendBeacon', {
    configurable: true,
    writable: true,
    value: jest.fn(() => true),
  });
});

afterEach(() => {
  cleanup();
  // The server render's tests run in Node (`@jest-environment node`): no window there.
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  document.head.querySelectorAll('meta[name="robots"]').forEach((meta) => meta.remove());
});

// After a click navigates to a code-split page, React.lazy resolves the page module
// outside act(); tests await the resulting UI with findBy*, so this one warning is noise.
const consoleError = console.error.bind(console);
jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  if (
    typeof args[0] === 'string' &&
    args[0].startsWith('A suspended resource finished loading inside a test')
  )
    return;
  consoleError(...args);
});
