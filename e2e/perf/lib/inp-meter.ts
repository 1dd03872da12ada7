import { createRequire } from 'node:module';
import type { Browser } from '@playwright/test';
import type * as WebVitals from 'web-vitals/attribution';
import { liveHeadingDrawnAt } from './first-render-js';
import type { Interaction } from './inp-interactions';
import { type InpRun, type PageInpReading, parseInpReading } from './inp-reading';

/**
 * web-vitals' attribution build as UMD, which sets globalThis.webVitals. Playwright wraps
 * every init script in a function, so the IIFE build's `var webVitals` would stay inside it.
 * Init scripts run outside the page's Content-Security-Policy, which forbids inline scripts.
 */
const WEB_VITALS = createRequire(import.meta.url).resolve('web-vitals/attribution');

/** The phone of Lighthouse's mobile profile (Moto G Power class), with touch. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

type InpWindow = Window & { webVitals?: typeof WebVitals; latestInp?: PageInpReading };

/** In the page, before its own scripts: keeps web-vitals' latest INP report where the audit reads it. */
const recordInp = () => {
  const page = window as InpWindow;
  page.webVitals?.onINP(
    ({ value, attribution }) => {
      page.latestInp = {
        value,
        interactionType: attribution.interactionType,
        interactionTarget: attribution.interactionTarget,
        inputDelay: attribution.inputDelay,
        processingDuration: attribution.processingDuration,
        presentationDelay: attribution.presentationDelay,
      };
    },
    // Every change, not only the final value; 16 ms (the browser's floor) so no interaction is left out.
    { reportAllChanges: true, durationThreshold: 16 },
  );
};

const hasReported = () => {
  const page = window as InpWindow;
  if (!page.webVitals) throw new Error('web-vitals did not load in the page');
  return page.latestInp !== undefined;
};

/** Two frames and a moment, for the Event Timing entries of the last input to be dispatched. */
const settle = () =>
  new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 250))),
  );

/**
 * web-vitals reports INP for good when the page is hidden: a visibilitychange to hidden
 * makes it take the entries still queued and report synchronously.
 */
const reportAsHidden = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  return (window as InpWindow).latestInp ?? null;
};

/**
 * One run of one interaction, in a fresh context (empty cache and storage) on a phone-sized
 * screen, the CPU slowed down by `cpuSlowdown` from the first byte on (CDP throttling, real,
 * not simulated): the page loads, goes live and quiet, then the visitor acts.
 */
export async function measureInp(
  browser: Browser,
  origin: string,
  interaction: Interaction,
  cpuSlowdown: number,
): Promise<InpRun> {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript({ path: WEB_VITALS });
    await context.addInitScript(recordInp);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(`${origin}${interaction.path}`);
    await page.waitForFunction(liveHeadingDrawnAt, null, { polling: 'raf', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await interaction.prepare(page);
    await interaction.perform(page);
    // The first input is always reported, whatever its duration; the rest once the page is idle.
    await page.waitForFunction(hasReported, null, { timeout: 10_000 });
    await page.evaluate(settle);
    return parseInpReading(await page.evaluate(reportAsHidden));
  } finally {
    await context.close();
  }
}
