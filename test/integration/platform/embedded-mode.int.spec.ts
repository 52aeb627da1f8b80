// Proves embedded mode as `npm start` runs it: from an empty data directory the built server
// starts its own PostgreSQL and in-process queue, serves health, prints a short human summary (the
// address, the mode, the demo logins) while its JSON log lines go to the log file, stops cleanly on
// SIGTERM, and restarts with its data.
import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

const ROOT = path.resolve(__dirname, '../../..');
const ENTRY = path.join(ROOT, 'server/dist/server/src/main.js');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Running {
  child: ChildProcess;
  output: () => string;
}

async function start(dataDir: string, port: number): Promise<Running> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'info' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, [ENTRY], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}:\n${out}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
    if (ok && out.includes('끝내려면 Ctrl+C')) return { child, output: () => out };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy:\n${out}`);
}

function stop(running: Running): Promise<number | null> {
  return new Promise((resolve) => {
    running.child.once('exit', (code) => resolve(code));
    running.child.kill('SIGTERM');
  });
}

function embeddedUrl(output: string): string {
  const match = /내장 PostgreSQL \(127\.0\.0\.1:(\d+)/.exec(output);
  if (!match) throw new Error(`no embedded PostgreSQL port in:\n${output}`);
  return `postgres://postgres:embedded@127.0.0.1:${match[1]}/p2p`;
}

describe('embedded mode', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'p2p-embedded-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('starts from an empty data directory, stops cleanly, and restarts with its data', async () => {
    expect(fs.existsSync(ENTRY)).toBe(true);
    fs.chmodSync(dataDir, 0o755);
    const port = await freePort();
    const first = await start(dataDir, port);
    const health = await (await fetch(`http://127.0.0.1:${port}/api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', database: 'embedded', queue: 'in-process' });
    const logFile = path.join(dataDir, 'logs', 'server.log');
    expect(fs.readFileSync(logFile, 'utf8')).toContain('creating a new cluster');
    // The console is for a person: the summary, no JSON lines (those are in the log file).
    expect(first.output()).toContain(`http://localhost:${port}`);
    expect(first.output()).toContain(logFile);
    expect(first.output().split('\n').filter((line) => line.startsWith('{'))).toEqual([]);
    expect(fs.readFileSync(logFile, 'utf8').split('\n').filter(Boolean).every((line) => JSON.parse(line).level !== undefined)).toBe(true);

    const db = new Client({ connectionString: embeddedUrl(first.output()) });
    await db.connect();
    await db.query(`CREATE TABLE restart_marker (note text)`);
    await db.query(`INSERT INTO restart_marker VALUES ('still here')`);
    await db.end();

    expect(await stop(first)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);

    const second = await start(dataDir, port);
    expect(fs.readFileSync(logFile, 'utf8').match(/creating a new cluster/g)).toHaveLength(1);
    const again = new Client({ connectionString: embeddedUrl(second.output()) });
    await again.connect();
    const { rows } = await again.query(`SELECT note FROM restart_marker`);
    await again.end();
    expect(rows).toEqual([{ note: 'still here' }]);
    expect(await stop(second)).toBe(0);
  });
});
