import * as z from 'zod/mini';
import { requestBlob, requestJson } from './http';

const schema = z.object({ ok: z.boolean() });
const call = () =>
  requestJson('http://api.test', '/thing', { schema, fallbackError: 'Failed to do the thing' });

function answer(status: number, body?: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status })),
  );
}

describe('the API client contract of spec section 7', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a JSON content type and returns the parsed answer', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      requestJson('http://api.test/', '/thing', {
        method: 'POST',
        body: { a: 1 },
        query: { limit: 5, page: undefined },
        schema,
        fallbackError: 'x',
      }),
    ).resolves.toEqual({ success: true, data: { ok: true } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/thing?limit=5');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it('a non-OK answer says its message first', async () => {
    answer(400, { message: 'Name too long', error: 'Bad Request' });
    await expect(call()).resolves.toMatchObject({ success: false, error: 'Name too long', status: 400 });
  });

  it('then its error', async () => {
    answer(409, { error: 'Slot taken' });
    await expect(call()).resolves.toMatchObject({ success: false, error: 'Slot taken' });
  });

  it('then the call’s fallback message, never the bare HTTP status', async () => {
    answer(502);
    await expect(call()).resolves.toEqual({ success: false, error: 'Failed to do the thing', status: 502 });
  });

  it('keeps field errors for the form', async () => {
    answer(400, { error: 'Invalid', fieldErrors: { donorName: ['Name too long'] } });
    await expect(call()).resolves.toMatchObject({ fieldErrors: { donorName: ['Name too long'] } });
  });

  it('a network failure is returned, not thrown, in the call’s words rather than the browser’s', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(call()).resolves.toEqual({ success: false, error: 'Failed to do the thing' });
  });

  it('an answer that breaks the contract says the fallback message', async () => {
    answer(200, { ok: 'yes' });
    await expect(call()).resolves.toMatchObject({ success: false, error: 'Failed to do the thing' });
  });

  it('downloads binary answers with the Accept header asked for', async () => {
    const fetchMock = vi.fn(async () => new Response('%PDF-1.7', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await requestBlob('http://api.test', '/r', {
      accept: 'application/pdf',
      fallbackError: 'x',
    });
    expect(result.success && (await result.data.text())).toBe('%PDF-1.7');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Accept).toBe('application/pdf');
  });

  it.each([
    {
      case: 'JSON error',
      answer: () => Response.json({ success: false, message: 'Receipt is not ready yet' }, { status: 200 }),
      error: 'Receipt is not ready yet',
    },
    {
      case: 'JSON without a message',
      answer: () =>
        new Response('{"success":true,"data":{}}', { headers: { 'Content-Type': 'application/pdf' } }),
      error: 'No PDF came',
    },
    {
      case: 'Wi-Fi sign-in page',
      answer: () =>
        new Response('<!doctype html><title>Sign in to Wi-Fi</title>', {
          headers: { 'Content-Type': 'text/html' },
        }),
      error: 'No PDF came',
    },
    { case: 'empty body', answer: () => new Response(null, { status: 200 }), error: 'No PDF came' },
  ])(
    'a 200 that is not the PDF asked for ($case) fails, and is never handed back as the file',
    async ({ answer: respond, error }) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => respond()),
      );
      await expect(
        requestBlob('http://api.test', '/r', {
          accept: 'application/pdf',
          fallbackError: 'Try later',
          notThatFile: 'No PDF came',
        }),
      ).resolves.toEqual({ success: false, error, status: 200 });
    },
  );

  it('a PDF labelled as any file is the PDF, typed as one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('%PDF-1.4 receipt', { headers: { 'Content-Type': 'application/octet-stream' } }),
      ),
    );
    const result = await requestBlob('http://api.test', '/r', {
      accept: 'application/pdf',
      fallbackError: 'x',
      notThatFile: 'No PDF came',
    });
    expect(result.success && result.data.type).toBe('application/pdf');
    expect(result.success && (await result.data.text())).toBe('%PDF-1.4 receipt');
  });

  it('an answer that never comes fails with the call’s message after 20 s, for the visitor to try again', async () => {
    // The time limit as a signal the test ends: AbortSignal.timeout runs on no timer a test can move.
    const timeLimit = new AbortController();
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(timeLimit.signal);
    // A fetch that ends only when its signal does, as the browser's does.
    const hanging = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('timed out', 'TimeoutError'))),
        ),
    );
    vi.stubGlobal('fetch', hanging);
    try {
      const json = call();
      const blob = requestBlob('http://api.test', '/r', {
        accept: 'application/pdf',
        fallbackError: 'No PDF',
      });
      const withOwnSignal = requestJson('http://api.test', '/thing', {
        schema,
        fallbackError: 'Failed to do the thing',
        signal: new AbortController().signal,
      });
      expect(timeout.mock.calls).toEqual([[20_000], [20_000], [20_000]]);
      timeLimit.abort();
      await expect(json).resolves.toEqual({ success: false, error: 'Failed to do the thing' });
      await expect(blob).resolves.toEqual({ success: false, error: 'No PDF' });
      await expect(withOwnSignal).resolves.toEqual({ success: false, error: 'Failed to do the thing' });
    } finally {
      timeout.mockRestore();
    }
  });
});
