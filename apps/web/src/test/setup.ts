import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// lazy chunks and several calls per screen: give the first render of a file time on a busy machine
configure({ asyncUtilTimeout: 5000 });

// Mantine reads media queries and observes sizes; jsdom has neither.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
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

// Mantine's combobox scrolls the chosen option into view; jsdom has no layout
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

afterEach(() => cleanup());
