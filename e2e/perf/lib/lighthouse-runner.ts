import { CHROMIUM_ARGS, chromiumExecutable } from '@temple/shared/chromium';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CATEGORIES, type LhrLike } from './site-audit-report';

/**
 * Lighthouse 12 on Debian's Chromium: its mobile profile (Moto G Power class screen) and
 * simulated throttling (slow 4G, the CPU slowed down by the audit's factor). One browser
 * for every run; Lighthouse clears the cache and storage before each navigation.
 */
export class LighthouseRunner {
  private constructor(private readonly chrome: chromeLauncher.LaunchedChrome) {}

  static async launch(): Promise<LighthouseRunner> {
    const chromePath = chromiumExecutable();
    if (!chromePath) throw new Error('Chromium not found: install Debian’s chromium or set CHROMIUM_PATH');
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: [...new Set(['--headless=new', '--no-sandbox', ...CHROMIUM_ARGS])],
      logLevel: 'silent',
    });
    return new LighthouseRunner(chrome);
  }

  /** `cpuSlowdown` replaces only the CPU factor of the simulated throttling (Lighthouse's own is 4). */
  async run(url: string, cpuSlowdown: number): Promise<LhrLike & { lighthouseVersion: string }> {
    const result = await lighthouse(url, {
      port: this.chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
    return lhr;
  }

  async close(): Promise<void> {
    this.chrome.kill();
  }
}
