type Log = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
};

/** What one run deleted, by kind; logged as it is, so counts only. */
export type RetentionCounts = Record<string, number>;

/** Records pile up at most an hour past their retention. */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export interface RetentionSchedule {
  /** Purges now, then every interval, without keeping the process alive. */
  start(): void;
  /** Ends the schedule; a purge under way stops after its batch, and is waited for. */
  stop(): Promise<void>;
}

/**
 * Runs the retention rule at start and then hourly, one run at a time in this process
 * (each replica runs its own; the purge lets them share the work). The log gets counts
 * only, never an order id: the purge is there to keep no trace of these people.
 */
export function createRetentionSchedule(
  purge: (stopping: () => boolean) => Promise<RetentionCounts>,
  log: Log,
  intervalMs = PURGE_INTERVAL_MS,
): RetentionSchedule {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  function run() {
    // A run longer than the interval is not doubled: the next tick finds it still going.
    if (running || stopped) return;
    running = purge(() => stopped)
      .then((counts) => {
        if (Object.values(counts).some((count) => count > 0))
          log.info({ ...counts }, 'retention: records past their time deleted');
      })
      .catch((error: unknown) =>
        log.warn(
          { err: error },
          'retention: records past their time could not be deleted; the next run tries again',
        ),
      )
      .finally(() => {
        running = undefined;
      });
  }

  return {
    start() {
      if (timer) return;
      stopped = false;
      timer = setInterval(run, intervalMs);
      timer.unref();
      run();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
