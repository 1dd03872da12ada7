import cors from '@fastify/cors';
import Fastify from 'fastify';

/** Minimal start of the reference API: health only. The full contract is issue #3. */
const port = Number(process.env.PORT ?? 4000);
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
await app.register(cors, { origin: true });
app.get('/health', async () => ({ status: 'ok', version: process.env.npm_package_version ?? '1.0.0' }));

const shutdown = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
