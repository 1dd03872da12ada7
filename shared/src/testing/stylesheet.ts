import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { onTestFinished } from 'vitest';

/**
 * Puts a stylesheet (a CSS module beside the test: `useStylesheet(import.meta.url,
 * './x.module.css')`) on the page for one test: jsdom draws no CSS module otherwise. jsdom
 * applies no `min-width` media query, so what it computes is the narrow screen's layout.
 */
export function useStylesheet(testFileUrl: string, path: string): void {
  const style = document.createElement('style');
  style.textContent = readFileSync(createRequire(testFileUrl).resolve(path), 'utf8');
  document.head.append(style);
  onTestFinished(() => style.remove());
}
