#!/usr/bin/env node
// Entry point for the root scripts. Plain JavaScript on purpose: it runs on a fresh
// machine before anything is installed, finds or fetches pnpm, and hands over.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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

function step(title, args, env = {}) {
  const { command, prefix } = pnpm();
  console.log(`\n▶ ${title}: pnpm ${args.join(' ')}`);
  const result = spawnSync(command, [...prefix, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`✖ ${title} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
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
const unit = () => step('Unit tests', ['exec', 'vitest', 'run']);
const e2e = () => step('Browser tests', ['--filter', 'e2e', 'test']);

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
    step('Size report', ['exec', 'tsx', 'scripts/size-report.ts']);
  },
  test: () => {
    install();
    step('Lint', ['exec', 'biome', 'check', '.']);
    step('Type check', ['exec', 'tsc', '--build']);
    unit();
    build();
    e2e();
  },
};

const name = process.argv[2];
const command = commands[name];
if (!command) {
  console.error(`Unknown command "${name}". Use one of: ${Object.keys(commands).join(', ')}`);
  process.exit(2);
}
command();
