import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { configureRemotes, loadRemoteModuleWithRetry } from './remote-modules';

vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));

const ENTRY = 'https://cdn.example.org/donations/remoteEntry.js';
const PAGE = { default: 'DonationHubPage' };

/** What the federation runtime is asked, in order, with the (fake) time it is asked at. */
function recordRuntime(loads: (attempt: number) => unknown): string[] {
  const calls: string[] = [];
  vi.mocked(registerRemotes).mockImplementation((remotes, options) => {
    calls.push(`${Date.now()} register ${JSON.stringify(remotes)} ${JSON.stringify(options)}`);
  });
  vi.mocked(loadRemote).mockImplementation(async (id) => {
    calls.push(`${Date.now()} load ${id}`);
    return loads(calls.filter((call) => call.includes(' load ')).length);
  });
  return calls;
}

describe('loading a remote module with retries', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
    configureRemotes({ gifts: ENTRY });
  });
  afterEach(() => vi.useRealTimers());

  it("tries again after 300 ms, then 600 ms, forgetting the remote's entry after each failure", async () => {
    const calls = recordRuntime((attempt) => {
      if (attempt < 3) throw new TypeError(`Failed to fetch (${attempt})`);
      return PAGE;
    });
    const loaded = loadRemoteModuleWithRetry('gifts/DonationHubPage');
    await vi.runAllTimersAsync();
    expect(await loaded).toBe(PAGE);
    expect(calls).toEqual([
      '0 load gifts/DonationHubPage',
      `0 register [{"name":"gifts","entry":"${ENTRY}"}] {"force":true}`,
      '300 load gifts/DonationHubPage',
      `300 register [{"name":"gifts","entry":"${ENTRY}"}] {"force":true}`,
      '900 load gifts/DonationHubPage',
    ]);
  });

  it('gives up after three tries with the last failure', async () => {
    const calls = recordRuntime((attempt) => {
      throw new TypeError(`Failed to fetch (${attempt})`);
    });
    const loaded = loadRemoteModuleWithRetry('gifts/DonationHubPage');
    const failure = expect(loaded).rejects.toThrow(new TypeError('Failed to fetch (3)'));
    await vi.runAllTimersAsync();
    await failure;
    expect(calls.filter((call) => call.includes(' load '))).toEqual([
      '0 load gifts/DonationHubPage',
      '300 load gifts/DonationHubPage',
      '900 load gifts/DonationHubPage',
    ]);
  });

  it("a Retry after the last failure fetches the remote's entry anew on its first try", async () => {
    const calls = recordRuntime((attempt) => {
      if (attempt <= 3) throw new TypeError(`Failed to fetch (${attempt})`);
      return PAGE;
    });
    const failed = loadRemoteModuleWithRetry('gifts/DonationHubPage').catch(() => 'gave up');
    await vi.runAllTimersAsync();
    expect(await failed).toBe('gave up');
    const retried = loadRemoteModuleWithRetry('gifts/DonationHubPage');
    await vi.runAllTimersAsync();
    expect(await retried).toBe(PAGE);
    expect(calls.slice(-2)).toEqual([
      `900 register [{"name":"gifts","entry":"${ENTRY}"}] {"force":true}`,
      '900 load gifts/DonationHubPage',
    ]);
  });
});
