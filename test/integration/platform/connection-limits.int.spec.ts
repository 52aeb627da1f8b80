// Proves that one client cannot hold the server: a request whose body stops arriving is answered
// 408 request_timeout and its connection closed once REQUEST_BODY_TIMEOUT_MS has passed (30 s by
// default, 1 s here), a body that arrives in time is read as usual, and an address holding
// MAX_CONNECTIONS_PER_ADDRESS open connections (1,000 by default, 3 here) has the next one closed
// unanswered until one of its own closes.
import net from 'node:net';
import { startTestApp, TestApp } from '../../support/test-app';

const BODY_TIMEOUT_MS = 1_000;
const MAX_CONNECTIONS = 3;

/** A raw connection: what it has received so far and a promise of its close. */
interface RawConnection {
  socket: net.Socket;
  received: () => string;
  connected: Promise<void>;
  closed: Promise<{ afterMs: number }>;
}

function open(baseUrl: string): RawConnection {
  const socket = net.connect(Number(new URL(baseUrl).port), '127.0.0.1');
  const startedAt = Date.now();
  let received = '';
  socket.on('data', (d) => (received += d));
  socket.on('error', () => undefined); // a refused connection may end in a reset; `closed` says so
  return {
    socket,
    received: () => received,
    connected: new Promise((resolve) => socket.once('connect', () => resolve())),
    closed: new Promise((resolve) => socket.once('close', () => resolve({ afterMs: Date.now() - startedAt }))),
  };
}

const healthRequest = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n';

function untilReceived(c: RawConnection, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => (c.received().includes(text) ? resolve() : undefined);
    c.socket.on('data', check);
    c.socket.once('close', () => (c.received().includes(text) ? resolve() : reject(new Error(`closed before "${text}": ${c.received()}`))));
    check();
  });
}

describe('connection limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { REQUEST_BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS), MAX_CONNECTIONS_PER_ADDRESS: String(MAX_CONNECTIONS) } });
  });
  afterAll(() => t?.close());

  it('answers 408 request_timeout and closes the connection when a body stops arriving', async () => {
    const c = open(t.baseUrl);
    await c.connected;
    c.socket.write('POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":');
    const { afterMs } = await c.closed;
    expect(c.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(c.received()).toMatch(/Connection: close\r\n/i);
    expect(JSON.parse(c.received().slice(c.received().indexOf('\r\n\r\n') + 4))).toMatchObject({ fail_code: 'request_timeout' });
    expect(afterMs).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS - 50);
    expect(afterMs).toBeLessThan(BODY_TIMEOUT_MS * 3);
  });

  it('reads a body that arrives slowly but in time', async () => {
    const c = open(t.baseUrl);
    await c.connected;
    const body = JSON.stringify({ email: 'nobody-slow@example.com', password: 'not-the-password-1' });
    c.socket.write(`POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Forwarded-For: 10.77.0.1\r\n\r\n`);
    await new Promise((r) => setTimeout(r, BODY_TIMEOUT_MS / 2));
    c.socket.write(body);
    await untilReceived(c, 'invalid_credentials');
    expect(c.received()).toMatch(/^HTTP\/1\.1 400 /);
    c.socket.destroy();
    await c.closed;
  });

  it('closes a connection past the bound per address, unanswered, and takes one again when another closes', async () => {
    await new Promise((r) => setTimeout(r, 200)); // the server sees the earlier tests' connections close
    const held = Array.from({ length: MAX_CONNECTIONS }, () => open(t.baseUrl));
    for (const c of held) {
      await c.connected;
      c.socket.write(healthRequest);
      await untilReceived(c, '"status":"ok"');
    }
    const refused = open(t.baseUrl);
    refused.socket.write(healthRequest);
    await refused.closed;
    expect(refused.received()).toBe('');
    for (const c of held) expect(c.socket.destroyed).toBe(false);

    held[0].socket.destroy();
    await held[0].closed;
    await new Promise((r) => setTimeout(r, 200));
    const next = open(t.baseUrl);
    next.socket.write(healthRequest);
    await untilReceived(next, '"status":"ok"');
    for (const c of [...held.slice(1), next]) {
      c.socket.destroy();
      await c.closed;
    }
  });
});
