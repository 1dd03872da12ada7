/*
 * Loads the site's code once its prerendered page has been painted. The shell's build
 * (shell/build/code-after-paint.ts) and the server (the page's remote code) list that code
 * instead of fetching it from the start, where it would compete with the first paint for a
 * phone's bandwidth. A page sent without prerendered HTML has nothing to paint first.
 */
(() => {
  var files = [];
  document.querySelectorAll('script[data-after-paint]').forEach((list) => {
    files = files.concat(JSON.parse(list.textContent));
  });
  var root = document.getElementById('root');
  var started = false;
  function load() {
    if (started) return;
    started = true;
    files.forEach((file) => {
      var element;
      if (file.src) {
        element = document.createElement('script');
        element.src = file.src;
        // In the listed order, as the deferred scripts they replace.
        element.async = false;
      } else {
        element = document.createElement('link');
        element.rel = 'preload';
        element.as = file.as;
        element.href = file.preload;
      }
      document.head.appendChild(element);
    });
  }
  if (!root?.hasAttribute('data-prerendered')) {
    load();
    return;
  }
  // After the first contentful paint, and a hero image's frame (the live page draws it
  // anew); a second at most (a background tab paints nothing). Why: docs/decisions.md.
  var hero = root.querySelector('img[fetchpriority="high"]');
  var awaited = { fcp: true, hero: Boolean(hero?.decode) };
  function painted(what) {
    awaited[what] = false;
    if (!awaited.fcp && !awaited.hero) setTimeout(load, 0);
  }
  if (awaited.hero) {
    hero
      .decode()
      .catch(() => undefined)
      .then(() => requestAnimationFrame(() => painted('hero')));
  }
  try {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      painted('fcp');
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => {
      setTimeout(load, 0);
    });
  }
  setTimeout(load, 1000);
})();
