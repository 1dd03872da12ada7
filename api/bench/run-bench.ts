import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/**
 * Loopback benchmark of the built API (dist/main.js) on the embedded database: create
 * donation and payment status. Runs on a free port with a throw-away data folder and
 * rate limits high enough not to interfere. Prints requests/s and p99 per scenario.
 */
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TARGETS = { create: 500, status: 3000 } as const;
const P99_TARGET_MS = 50;

const donation = {
  shilas: 2,
  donorName: 'Bench Donor',
  donorEmail: 'bench@example.org',
  donorPhone: '9876543210',
  address: '1 Bench Street',
  pincode: '560001',
  city: 'Bengaluru',
  paymentType: 'DONATION',
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error('The API exited during start-up');
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The API did not start within 60 s');
}

async function createDonation(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/v2/donations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(donation),
  });
  return ((await response.json()) as { data: { donationId: string; merchantOrderId: string } }).data;
}

function run(name: keyof typeof TARGETS, options: autocannon.Options) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION_SECONDS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  }).then((result) => {
    const requestsPerSecond = Math.round(result.requests.average);
    const ok = requestsPerSecond >= TARGETS[name] && result.latency.p99 < P99_TARGET_MS;
    console.log(
      `${name.padEnd(7)} ${String(requestsPerSecond).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ` +
        `non-2xx ${result.non2xx}  errors ${result.errors}  target >= ${TARGETS[name]} req/s, p99 < ${P99_TARGET_MS} ms: ${ok ? 'met' : 'NOT met'}`,
    );
    return result;
  });
}

async function main() {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'api-bench-'));
  const entry = fileURLToPath(new URL('../dist/main.js', import.meta.url));
  const child = spawn(process.execPath, [entry], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      API_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_SAMPLE_DATA: 'false',
      RATE_LIMIT_MAX: '100000000',
    },
  });
  try {
    await waitForHealth(baseUrl, child);
    console.log(
      `API on ${baseUrl}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per scenario, embedded PGlite`,
    );
    await run('create', {
      url: `${baseUrl}/api/v2/donations`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(donation),
    });
    const ids: string[] = [];
    for (let index = 0; index < 50; index += 1) {
      const created = await createDonation(baseUrl);
      ids.push(created.donationId, created.merchantOrderId);
      if (index % 2 === 0) {
        await fetch(`${baseUrl}/sandbox/orders/${created.merchantOrderId}/complete`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ status: 'SUCCESS' }),
        });
      }
    }
    let next = 0;
    await run('status', {
      url: baseUrl,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({
            ...request,
            path: `/api/v2/donations/${ids[next++ % ids.length]}/status`,
          }),
        },
      ],
    });
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
