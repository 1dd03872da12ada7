#!/usr/bin/env node
// Entry point for the root scripts. Plain JavaScript on purpose: it runs on a fresh
// machine before anything is installed, finds or fetches pnpm, and hands over.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PNPM_VERSION = '10.34.9';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** pnpm itself when we were started by it, else a pinned pnpm through npx (npm ships it). */
function pnpm() {
  const execPath = process.env.npm_execpath ?? '';
  if (/pnpm/.test(execPath)) return { command: process.execPath, prefix: [execPath] };
  return {
    command: process.platform === 'win32' ? 'npx.cmd' : 'npx',
    prefix: ['--yes', `pnpm@${PNPM_VERSION}`],
  };
}

/** Runs one step; a failed step ends the command unless `keepGoing` (the test command reports every suite). */
function step(title, args, env = {}, keepGoing = false) {
  const { command, prefix } = pnpm();
  console.log(`\n▶ ${title}: pnpm ${args.join(' ')}`);
  const result = spawnSync(command, [...prefix, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status === 0) return true;
  console.error(`✖ ${title} failed (exit ${result.status ?? result.signal}).`);
  if (!keepGoing) process.exit(result.status ?? 1);
  return false;
}

/** Runs a long-lived command and forwards Ctrl-C to it, so nothing is left behind. */
function serve(args) {
  const { command, prefix } = pnpm();
  const child = spawn(command, [...prefix, ...args], { cwd: root, stdio: 'inherit' });
  const stop = (signal) => child.kill(signal);
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

const install = () => step('Install', ['install', '--frozen-lockfile']);
const build = () => step('Build', ['--recursive', '--workspace-concurrency=2', 'run', 'build']);
const ARTIFACTS = join(root, 'e2e', '.artifacts');
const UNIT_REPORT = join(ARTIFACTS, 'unit-results.json');
const E2E_REPORT = join(ARTIFACTS, 'e2e-results.json');

const unit = (keepGoing = false) =>
  step(
    'Unit tests',
    ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${UNIT_REPORT}`],
    {},
    keepGoing,
  );
const e2e = (keepGoing = false) =>
  step('Browser tests', ['--filter', 'e2e', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: E2E_REPORT }, keepGoing);

/** One closing line that any CI can read: "Tests: N passed, N failed". */
function summarise() {
  const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
  const unitReport = read(UNIT_REPORT);
  const e2eReport = read(E2E_REPORT);
  const passed =
    (unitReport?.numPassedTests ?? 0) + (e2eReport?.stats?.expected ?? 0) + (e2eReport?.stats?.flaky ?? 0);
  const failed = (unitReport?.numFailedTests ?? 0) + (e2eReport?.stats?.unexpected ?? 0);
  const skipped = (unitReport?.numPendingTests ?? 0) + (e2eReport?.stats?.skipped ?? 0);
  console.log(
    `\nUnit: ${unitReport?.numPassedTests ?? 0} passed; browser: ${e2eReport?.stats?.expected ?? 0} passed`,
  );
  console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}

const commands = {
  setup: install,
  build: () => {
    install();
    build();
  },
  start: () => {
    install();
    build();
    serve(['exec', 'tsx', 'scripts/serve.ts']);
  },
  serve: () => serve(['exec', 'tsx', 'scripts/serve.ts']),
  dev: () => {
    install();
    serve(['--recursive', '--parallel', '--filter', '!e2e', 'run', 'dev']);
  },
  e2e: () => {
    if (!existsSync(join(root, 'shell', 'dist', 'index.html'))) build();
    e2e();
  },
  size: () => {
    install();
    build();
    step('Size report', ['exec', 'tsx', 'e2e/perf/size-report.ts']);
  },
  audit: () => {
    install();
    if (!existsSync(join(root, 'shell', 'dist', 'index.html'))) build();
    step('Site audit', ['exec', 'tsx', 'e2e/perf/audit-site.ts', ...process.argv.slice(3)]);
  },
  test: () => {
    install();
    rmSync(UNIT_REPORT, { force: true });
    rmSync(E2E_REPORT, { force: true });
    step('Lint', ['exec', 'biome', 'check', '.']);
    step('Import circles', ['run', 'check:circles']);
    step('Unused code', ['run', 'check:unused']);
    step('Type check', ['exec', 'tsc', '--build']);
    const unitPassed = unit(true);
    build();
    const e2ePassed = e2e(true);
    const sizePassed = step('Size budgets', ['exec', 'tsx', 'e2e/perf/size-report.ts'], {}, true);
    summarise();
    if (!unitPassed || !e2ePassed || !sizePassed) process.exit(1);
  },
};

const name = process.argv[2];
const command = commands[name];
if (!command) {
  console.error(`Unknown command "${name}". Use one of: ${Object.keys(commands).join(', ')}`);
  process.exit(2);
}
command();
