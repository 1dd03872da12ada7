import type { HtmlTag } from '@rsbuild/core';
import { codeAfterPaint } from './code-after-paint';

/** The head tags Rsbuild writes for the shell, in its order. */
const BUILT_TAGS: HtmlTag[] = [
  { tag: 'base', attrs: { href: '/' }, head: true },
  { tag: 'script', attrs: { defer: true, src: '/static/js/lib-router.js' }, head: true },
  { tag: 'script', attrs: { defer: true, src: '/static/js/index.js' }, head: true },
  {
    tag: 'link',
    attrs: { href: '/static/css/async/shell-app.css', rel: 'preload', as: 'style' },
    head: true,
  },
  { tag: 'link', attrs: { href: '/static/js/async/shell-app.js', rel: 'preload', as: 'script' }, head: true },
  { tag: 'link', attrs: { href: '/static/css/index.css', rel: 'stylesheet' }, head: true },
];

it('lists the scripts and their preloads for after-paint.js instead of fetching them', () => {
  const tags = codeAfterPaint(BUILT_TAGS);
  expect(tags.filter((tag) => tag.attrs?.src !== undefined).map((tag) => tag.attrs?.src)).toEqual([
    '/after-paint.js',
  ]);
  expect(tags.some((tag) => tag.attrs?.rel === 'preload')).toBe(false);
  const list = tags.find((tag) => tag.attrs?.['data-after-paint']);
  expect(list?.attrs?.type).toBe('application/json');
  expect(JSON.parse(list?.children ?? '')).toEqual([
    { src: '/static/js/lib-router.js' },
    { src: '/static/js/index.js' },
    { preload: '/static/js/async/shell-app.js', as: 'script' },
  ]);
});

it('applies the preloaded start-up styles at once, after the entry’s own', () => {
  const styles = codeAfterPaint(BUILT_TAGS)
    .filter((tag) => tag.tag === 'link')
    .map((tag) => [tag.attrs?.rel, tag.attrs?.href]);
  expect(styles).toEqual([
    ['stylesheet', '/static/css/index.css'],
    ['stylesheet', '/static/css/async/shell-app.css'],
  ]);
});

it('keeps a value that would end the script element inside the list', () => {
  const [list] = codeAfterPaint([
    { tag: 'script', attrs: { src: '/a</script><script>alert(1)//.js' } },
  ]).filter((tag) => tag.attrs?.['data-after-paint']);
  expect(list?.children).not.toContain('</script>');
  expect(JSON.parse(list?.children ?? '')).toEqual([{ src: '/a</script><script>alert(1)//.js' }]);
});
