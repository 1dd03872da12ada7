import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dropFocusFromDisabledButtons } from '../src/testing/focus-fixup';
import { fixedMediaQueryList } from '../src/testing/media-query-list';

afterEach(() => cleanup());

// A browser drops the focus of a button that becomes disabled; jsdom must do the same.
dropFocusFromDisabledButtons();

// jsdom lacks these; Mantine and the carousels use them.
if (!window.matchMedia) window.matchMedia = (query: string) => fixedMediaQueryList(query, false);

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= () => {};
HTMLMediaElement.prototype.play = () => Promise.resolve();
HTMLMediaElement.prototype.pause = () => {};
