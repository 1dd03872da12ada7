import { Piscina } from 'piscina';
import type { ReceiptDrawingTask } from './receipt-drawing-worker';

/** A receipt takes well under a second to draw; one still drawing after this never ends. */
const DRAWING_TIME_LIMIT_MS = 15_000;

/**
 * Receipts are drawn in worker threads, never on the thread that answers requests: the
 * shaping of a donor's name in fontkit can loop for ever on a text its fonts were not made
 * for (one such text was found and is avoided, see script-faces.ts), and a loop there would
 * take the whole API down. A drawing past its time or memory ends its thread, not the API.
 * The API's build writes the worker beside main.js; from source it runs through tsx.
 */
export function createReceiptDrawer(
  worker = new URL(
    import.meta.url.endsWith('.ts') ? './receipt-drawing-worker.ts' : './receipt-drawing-worker.js',
    import.meta.url,
  ),
  timeLimitMs = DRAWING_TIME_LIMIT_MS,
) {
  const threads = new Piscina<ReceiptDrawingTask, Uint8Array>({
    filename: worker.href,
    minThreads: 0,
    maxThreads: 2,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: 256 },
    execArgv: worker.pathname.endsWith('.ts') ? ['--import', 'tsx'] : [],
  });
  return {
    async draw(task: ReceiptDrawingTask): Promise<Buffer> {
      const pdf = await threads.run(task, { signal: AbortSignal.timeout(timeLimitMs) });
      return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    },
    close: () => threads.close({ force: true }),
  };
}
