import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** shell/public/after-paint.js is served as it is (no build), so the test runs the file itself. */
const SCRIPT = readFileSync(join(import.meta.dirname, '../../../public/after-paint.js'), 'utf8');

type PaintCallback = (entries: { getEntriesByName(name: string): unknown[] }) => void;

/** A stand-in for the browser's paint timeline: the test says when each paint happens. */
function installPaintTimeline() {
  const observers: PaintCallback[] = [];
  class FakePerformanceObserver {
    constructor(private readonly callback: PaintCallback) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  return (name: string) => {
    for (const callback of [...observers]) {
      callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    }
  };
}

/** The shell's list (from its build) and the page's remote code (from the server). */
function pageWithCode({ prerendered, hero = false }: { prerendered: boolean; hero?: boolean }) {
  document.head.innerHTML = [
    [{ src: '/static/js/index.js' }],
    [{ preload: 'http://localhost:3001/remoteEntry.js', as: 'script' }],
  ]
    .map((list) => `<script type="application/json" data-after-paint>${JSON.stringify(list)}</script>`)
    .join('');
  const heroImage = hero ? '<img src="/hero.webp" fetchpriority="high" alt="">' : '';
  document.body.innerHTML = prerendered
    ? `<div id="root" data-prerendered><h1>Events</h1>${heroImage}</div>`
    : '<div id="root"></div>';
}

const requested = () => [
  ...[...document.head.querySelectorAll('link[rel=preload]')].map((link) => link.getAttribute('href')),
  ...[...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')),
];

beforeEach(() => {
  vi.useFakeTimers();
  pageWithCode({ prerendered: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('requests nothing before the first contentful paint, then the listed code once', () => {
  const paint = installPaintTimeline();
  new Function(SCRIPT)();
  vi.advanceTimersByTime(100);
  paint('first-paint');
  vi.advanceTimersByTime(100);
  expect(requested()).toEqual([]);

  paint('first-contentful-paint');
  vi.advanceTimersByTime(0);
  expect(requested()).toEqual(['http://localhost:3001/remoteEntry.js', '/static/js/index.js']);
  expect(document.head.querySelector('script[src]')).toHaveProperty('async', false);

  vi.advanceTimersByTime(2000);
  expect(requested()).toHaveLength(2);
});

it('on a page with a hero image, waits for the image to be ready for its frame as well', async () => {
  let imageReady = () => {};
  const decoded = new Promise<void>((resolve) => {
    imageReady = resolve;
  });
  // jsdom decodes no image: the test says when the hero is ready.
  Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: () => decoded, configurable: true });
  onTestFinished(() => {
    Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
  });
  const paint = installPaintTimeline();
  pageWithCode({ prerendered: true, hero: true });
  new Function(SCRIPT)();
  paint('first-contentful-paint');
  await vi.advanceTimersByTimeAsync(100);
  expect(requested()).toEqual([]);

  imageReady();
  await vi.advanceTimersByTimeAsync(50);
  expect(requested()).toEqual(['http://localhost:3001/remoteEntry.js', '/static/js/index.js']);
});

it('loads the code after a second when no paint is reported (a tab opened in the background)', () => {
  installPaintTimeline();
  new Function(SCRIPT)();
  vi.advanceTimersByTime(999);
  expect(requested()).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(requested()).toHaveLength(2);
});

it('falls back to the next frame where the browser has no paint timing', () => {
  vi.stubGlobal('PerformanceObserver', undefined);
  new Function(SCRIPT)();
  expect(requested()).toEqual([]);
  vi.advanceTimersByTime(50);
  expect(requested()).toHaveLength(2);
});

it('loads the code at once when the page was sent without prerendered HTML', () => {
  installPaintTimeline();
  pageWithCode({ prerendered: false });
  new Function(SCRIPT)();
  expect(requested()).toEqual(['http://localhost:3001/remoteEntry.js', '/static/js/index.js']);
});
