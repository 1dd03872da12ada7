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
  // Once the first contentful paint has been shown: the next animation frame can come
  // before it (its content is presented later), and code requested before the paint
  // delays it on a slow connection. A page with a hero image waits for that image to be
  // ready for its frame too: the live page draws it anew, and drawn before the prerendered
  // one was shown, the new one would be the page's largest paint, seconds later. A tab
  // opened in the background paints nothing, and a browser without paint timing says
  // nothing, so not later than a second either way.
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
