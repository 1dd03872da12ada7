import { getInstance } from '@module-federation/enhanced/runtime';
import { evaluateInSteps } from './evaluate-in-steps';

vi.mock('@module-federation/enhanced/runtime', () => ({ getInstance: vi.fn() }));

/** A share scope as the federation runtime keeps it: package → version → entry. */
function shareScopeWith(entries: Record<string, { loaded?: boolean; lib?: () => unknown }>) {
  const packages = Object.fromEntries(
    Object.entries(entries).map(([name, entry]) => [name, { '1.0.0': { from: 'shell', ...entry } }]),
  );
  vi.mocked(getInstance).mockReturnValue({ shareScopeMap: { default: packages } } as never);
}

describe('running a remote module a piece per task', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs each loaded shared library in its own task, then the module, and nothing before the first task', async () => {
    const ran: string[] = [];
    shareScopeWith({
      '@temple/shared/ui-inputs': { loaded: true, lib: () => ran.push('inputs kit') },
      '@temple/shared': { loaded: true, lib: () => ran.push('API client') },
      // Registered by a remote but not needed by this page: its files were never fetched.
      '@temple/shared/ui': { loaded: false, lib: () => ran.push('overlay kit') },
    });
    const result = evaluateInSteps(() => {
      ran.push('page');
      return { default: 'Page' };
    });

    await Promise.resolve();
    expect(ran).toEqual([]);
    // One piece per timer turn: the browser gets the main thread back between them.
    await vi.runOnlyPendingTimersAsync();
    expect(ran).toEqual(['inputs kit']);
    await vi.runOnlyPendingTimersAsync();
    expect(ran).toEqual(['inputs kit', 'API client']);
    await vi.runOnlyPendingTimersAsync();
    expect(ran).toEqual(['inputs kit', 'API client', 'page']);
    await expect(result).resolves.toEqual({ default: 'Page' });
  });

  it('runs a library once: the next module only waits for its own', async () => {
    const inputsKit = { loaded: true, lib: vi.fn() };
    shareScopeWith({ '@temple/shared/ui-inputs': inputsKit });
    const first = evaluateInSteps(() => 'first');
    await vi.runAllTimersAsync();
    await expect(first).resolves.toBe('first');

    const second = evaluateInSteps(() => 'second');
    await vi.runOnlyPendingTimersAsync();
    await expect(second).resolves.toBe('second');
    expect(inputsKit.lib).toHaveBeenCalledTimes(1);
  });

  it("leaves a failing library to the module's own run, which reports it", async () => {
    shareScopeWith({
      '@temple/shared': {
        loaded: true,
        lib: () => {
          throw new Error('contracts failed');
        },
      },
    });
    const result = evaluateInSteps(() => {
      throw new Error('contracts failed');
    });
    const settled = expect(result).rejects.toThrow('contracts failed');
    await vi.runAllTimersAsync();
    await settled;
  });

  it('runs the module at once where there is no federation instance (its own page)', async () => {
    vi.mocked(getInstance).mockReturnValue(undefined as never);
    const result = evaluateInSteps(() => 'page');
    await vi.runOnlyPendingTimersAsync();
    await expect(result).resolves.toBe('page');
  });
});
