// How long one client may hold the server (docs/api.md "Health and configuration"):
// - a request whose body has not fully arrived within REQUEST_BODY_TIMEOUT_MS (30 s) is answered
//   408 `request_timeout` and its connection closed. Node's own `requestTimeout` does it (Fastify
//   sets it to 0, for ever, unless told); Node looks for late requests every
//   `connectionsCheckingInterval` (30 s by default, so a 30 s limit could take 60 s), checked here
//   at least every second. The answer is written by request-hygiene.ts's clientErrorHandler.
// - one address holds at most MAX_CONNECTIONS_PER_ADDRESS open connections (1,000; none with
//   RATE_LIMITS=off): past that a new connection is closed at once, before it is read. Behind a
//   reverse proxy this counts the proxy's connections.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { AppConfig } from '../config/app-config';

const MAX_CHECK_INTERVAL_MS = 1_000;

/** Fastify's options for the request timeout (its own and the Node server's it creates). */
export function requestTimeoutOptions(config: Pick<AppConfig, 'requestBodyTimeoutMs'>) {
  const timeoutMs = config.requestBodyTimeoutMs;
  return {
    requestTimeout: timeoutMs,
    // Node's header timeout (60 s) may not exceed the whole request's.
    http: { headersTimeout: timeoutMs, connectionsCheckingInterval: Math.min(MAX_CHECK_INTERVAL_MS, Math.ceil(timeoutMs / 4)) },
  };
}

/** Closes a new connection from an address that already holds `max` open ones. */
export function boundConnectionsPerAddress(server: Server, max: number | null): void {
  if (max === null) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
