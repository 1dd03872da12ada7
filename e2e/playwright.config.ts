import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '@temple/shared/chromium';
import { CONTROL_PORT, SHELL_URL } from './support/site';

/**
 * Browser journeys against the production build, served as `pnpm start` serves it,
 * with a fresh API database for every run.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ...(process.env.CI ? [] : [['html', { open: 'never', outputFolder: './.artifacts/report' }] as const]),
    // The root test command reads this file for its closing "Tests: N passed" line.
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as const] : []),
  ],
  use: {
    baseURL: SHELL_URL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
  },
  projects: [
    // `@phone` journeys run at both widths; `@phone-only` ones (the mobile menu, touch) on the phone alone.
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, grepInvert: /@phone-only/ },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      grep: /@phone/,
    },
  ],
  webServer: {
    // scripts/serve.ts, plus the control server the tests stop, restart and redeploy apps with.
    command: 'tsx support/serve-with-control.ts',
    // The control server opens last, once every app and the API answer.
    port: CONTROL_PORT,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      API_DATA_DIR: fileURLToPath(new URL('./.artifacts/api-data', import.meta.url)),
      API_RESET_DATA: 'true',
      LOG_LEVEL: 'warn',
      // The journeys send more CSR enquiries from one address than a company would in an hour.
      RATE_LIMIT_ENQUIRY_MAX: '1000',
      CSR_ENQUIRIES_PER_HOUR: '1000',
      // ...and start more checkouts they leave unpaid than a donor would in a day.
      UNPAID_CHECKOUTS_PER_CLIENT: '100000',
      // Every test's browser reads the API from one address, many visitors' worth a minute.
      RATE_LIMIT_READ_MAX: '100000',
    },
  },
});
