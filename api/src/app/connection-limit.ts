import type { Server } from 'node:http';
import { clientNetwork } from '../platform/client-address';

/**
 * Connections one client (see clientNetwork) may hold open at once when the API faces
 * visitors directly (no TRUST_PROXY): past it, its new ones are closed at once, so one host
 * cannot take every connection the server allows. Behind a proxy every connection is the
 * proxy's, and limiting visitors' connections is the proxy's work.
 */
export function limitConnectionsPerClient(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const client = clientNetwork(socket.remoteAddress ?? '');
    const count = (open.get(client) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(client, count);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
}
