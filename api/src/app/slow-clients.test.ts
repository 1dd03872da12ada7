import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

/** Opens a connection and tells how many milliseconds after opening the server closed it. */
function openConnection(): { socket: Socket; closedAfterMs: Promise<number> } {
  const openedAt = Date.now();
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  socket.resume();
  const closedAfterMs = new Promise<number>((resolve) =>
    socket.on('close', () => resolve(Date.now() - openedAt)),
  );
  return { socket, closedAfterMs };
}

/** Sends raw bytes on a new connection and reads everything the server answers before closing it. */
async function rawExchange(request: string): Promise<string> {
  const { socket, closedAfterMs } = openConnection();
  const received: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  socket.write(request);
  await closedAfterMs;
  return Buffer.concat(received).toString();
}

describe('requests Node cannot read', () => {
  it.each([
    ['an unknown method', 'FOO /health HTTP/1.1\r\nHost: localhost\r\n\r\n', 400, 'The request is not valid'],
    [
      'a control character in a header',
      'GET /health HTTP/1.1\r\nHost: localhost\r\nX-Bad: a\x01b\r\n\r\n',
      400,
      'The request is not valid',
    ],
    [
      'headers too large',
      `GET /health HTTP/1.1\r\nHost: localhost\r\nX-A: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      'Request headers are too large',
    ],
  ])("answer %s with the API's own failure, then close", async (_case, request, status, words) => {
    const answer = await rawExchange(request);
    expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(answer).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      success: false,
      error: words,
      message: words,
    });
  });
});

describe('connections held open by a slow or idle client', () => {
  it('closes one whose headers trickle in, within about 15 s (a minute before)', async () => {
    const { socket, closedAfterMs } = openConnection();
    socket.write('GET /health HTTP/1.1\r\nHost: localhost\r\n');
    const trickle = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 2_000);
    try {
      expect(await closedAfterMs).toBeLessThan(20_000);
    } finally {
      clearInterval(trickle);
    }
  }, 30_000);

  it('closes an idle kept-alive connection within seconds of its last answer (72 s before)', async () => {
    const { socket, closedAfterMs } = openConnection();
    socket.write('GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await closedAfterMs).toBeLessThan(10_000);
  }, 30_000);

  it("closes at once a client's connections past 64, and takes new ones when some have closed", async () => {
    const held = Array.from({ length: 64 }, () => openConnection());
    const extra = openConnection();
    expect(await extra.closedAfterMs).toBeLessThan(1_000);
    for (const { socket } of held.slice(0, 2)) socket.destroy();
    await Promise.all(held.slice(0, 2).map(({ closedAfterMs }) => closedAfterMs));
    const next = openConnection();
    next.socket.write('GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    const answer = await new Promise<string>((resolve) =>
      next.socket.once('data', (chunk) => resolve(String(chunk))),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    for (const { socket } of held) socket.destroy();
  }, 30_000);
});
