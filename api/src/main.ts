import { fileURLToPath } from 'node:url';
import { buildApp } from './app/server';
import { ConfigError, loadConfig } from './platform/config';
import { DataDirInUseError } from './platform/db/data-dir-lock';

/**
 * Starts the API: configuration from the environment (a bad value, or a data folder
 * another process holds, stops it with a clear message and exit code 2), JSON logs,
 * and a graceful stop on SIGINT/SIGTERM.
 */
async function main() {
  const config = loadConfig(process.env, {
    // api/src/main.ts and api/dist/main.js both sit one level below api/.
    dataDir: fileURLToPath(new URL('../data', import.meta.url)),
    codeRoot: fileURLToPath(new URL('../..', import.meta.url)),
    version: process.env.npm_package_version ?? '1.0.0',
  });
  const app = await buildApp(config);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing in-flight requests');
    const timeout = setTimeout(() => {
      app.log.error('graceful stop timed out');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timeout.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
