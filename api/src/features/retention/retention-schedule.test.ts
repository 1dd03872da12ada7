import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRetentionSchedule, PURGE_INTERVAL_MS, type RetentionCounts } from './retention-schedule';

/** A purge the test finishes by hand, recording what it was asked. */
function controlledPurge() {
  const finishers: ((counts: RetentionCounts) => void)[] = [];
  const stoppingSeen: (() => boolean)[] = [];
  const purge = vi.fn((stopping: () => boolean) => {
    stoppingSeen.push(stopping);
    return new Promise<RetentionCounts>((resolve) => finishers.push(resolve));
  });
  return { purge, finishers, stoppingSeen };
}

function recordingLog() {
  const lines: { level: string; details: object; message: string }[] = [];
  return {
    lines,
    info: (details: object, message: string) => lines.push({ level: 'info', details, message }),
    warn: (details: object, message: string) => lines.push({ level: 'warn', details, message }),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the retention schedule', () => {
  it('purges at start and then hourly, one run at a time, logging counts only', async () => {
    const { purge, finishers } = controlledPurge();
    const log = recordingLog();
    const schedule = createRetentionSchedule(purge, log);
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    schedule.start();
    expect(purge).toHaveBeenCalledTimes(1);
    // The schedule never keeps the process alive on its own.
    const timer: NodeJS.Timeout | undefined = setInterval.mock.results[0]?.value;
    expect(timer?.hasRef()).toBe(false);

    // Still running an hour on: the tick does not start a second run beside it.
    await vi.advanceTimersByTimeAsync(PURGE_INTERVAL_MS);
    expect(purge).toHaveBeenCalledTimes(1);
    finishers[0]?.({ donations: 3, sandboxOrders: 2 });
    await vi.advanceTimersByTimeAsync(0);
    expect(log.lines).toEqual([
      {
        level: 'info',
        details: { donations: 3, sandboxOrders: 2 },
        message: 'retention: records past their time deleted',
      },
    ]);

    await vi.advanceTimersByTimeAsync(PURGE_INTERVAL_MS);
    expect(purge).toHaveBeenCalledTimes(2);
    // Nothing deleted: nothing logged.
    finishers[1]?.({ donations: 0, sandboxOrders: 0, csrEnquiries: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(log.lines).toHaveLength(1);

    // Any kind deleted is told.
    await vi.advanceTimersByTimeAsync(PURGE_INTERVAL_MS);
    finishers[2]?.({ donations: 0, sandboxOrders: 0, csrEnquiries: 2 });
    await vi.advanceTimersByTimeAsync(0);
    expect(log.lines[1]).toEqual({
      level: 'info',
      details: { donations: 0, sandboxOrders: 0, csrEnquiries: 2 },
      message: 'retention: records past their time deleted',
    });
    await schedule.stop();
  });

  it('keeps running after a failed purge, with a warning', async () => {
    const log = recordingLog();
    const purge = vi.fn(async (): Promise<RetentionCounts> => {
      throw new Error('connection lost');
    });
    const schedule = createRetentionSchedule(purge, log);
    schedule.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(log.lines.map((line) => [line.level, line.message])).toEqual([
      ['warn', 'retention: records past their time could not be deleted; the next run tries again'],
    ]);
    await vi.advanceTimersByTimeAsync(PURGE_INTERVAL_MS);
    expect(purge).toHaveBeenCalledTimes(2);
    await schedule.stop();
  });

  it('stops: no more runs, and a run under way is told to stop and waited for', async () => {
    const { purge, finishers, stoppingSeen } = controlledPurge();
    const schedule = createRetentionSchedule(purge, recordingLog());
    schedule.start();
    expect(stoppingSeen[0]?.()).toBe(false);

    let stopped = false;
    const stopping = schedule.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stoppingSeen[0]?.()).toBe(true);
    expect(stopped).toBe(false);
    finishers[0]?.({ donations: 0, sandboxOrders: 0 });
    await stopping;
    expect(stopped).toBe(true);

    await vi.advanceTimersByTimeAsync(3 * PURGE_INTERVAL_MS);
    expect(purge).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
