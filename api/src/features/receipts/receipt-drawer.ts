import pLimit from 'p-limit';
import { Piscina } from 'piscina';
import type { ReceiptDrawingTask } from './receipt-drawing-worker';

/** A receipt takes at most about a second to draw; one still drawing after this never ends. */
const DRAWING_TIME_LIMIT_MS = 15_000;
const THREADS = 2;
/** Downloads waiting for a thread: a few seconds of drawing at most. Past it, a download is turned away at once. */
const WAITING_DOWNLOADS = 8;

/** Every thread is drawing and the line of downloads is full: the caller answers "try again later". */
export class ReceiptDrawerBusyError extends Error {
  constructor() {
    super('every receipt thread is drawing and the line is full');
  }
}

export interface DrawOptions {
  /** Waits its turn however long the line (the mailer, which retries on its own schedule); a download does not. */
  waitInLine?: boolean;
}

/**
 * Receipts are drawn in worker threads, never on the thread that answers requests: the
 * shaping of a donor's name in fontkit can loop for ever on a text its fonts were not made
 * for (one such text was found and is avoided, see script-faces.ts), and a loop there would
 * take the whole API down. A drawing past its time or memory ends its thread, not the API.
 * A task goes to a thread only when one is free, so its time limit counts its drawing, not
 * its wait; and a flood of downloads is turned away instead of making every later donor wait.
 * The API's build writes the worker beside main.js; from source it runs through tsx.
 */
export function createReceiptDrawer(
  worker = new URL(
    import.meta.url.endsWith('.ts') ? './receipt-drawing-worker.ts' : './receipt-drawing-worker.js',
    import.meta.url,
  ),
  { timeLimitMs = DRAWING_TIME_LIMIT_MS, waitingDownloads = WAITING_DOWNLOADS } = {},
) {
  const threads = new Piscina<ReceiptDrawingTask, Uint8Array>({
    filename: worker.href,
    minThreads: 0,
    maxThreads: THREADS,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: 256 },
    execArgv: worker.pathname.endsWith('.ts') ? ['--import', 'tsx'] : [],
  });
  const freeThread = pLimit(THREADS);
  return {
    async draw(task: ReceiptDrawingTask, { waitInLine = false }: DrawOptions = {}): Promise<Buffer> {
      if (!waitInLine && freeThread.activeCount + freeThread.pendingCount >= THREADS + waitingDownloads) {
        throw new ReceiptDrawerBusyError();
      }
      const pdf = await freeThread(() => threads.run(task, { signal: AbortSignal.timeout(timeLimitMs) }));
      return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    },
    close: () => threads.close({ force: true }),
  };
}
