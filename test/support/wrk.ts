// wrk (Debian's `wrk`: C, so the load generator costs the 2-core machine little next to the
// server it measures) driven from a benchmark: a Lua script rotates each request over a list of
// paths and of cookie headers (many investors, each request as one of them), and the report is
// parsed into requests/s, latency percentiles and the answers that were not the expected status.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface WrkLoad {
  url: string;
  /** Paths requested in turn (one at least). */
  paths: string[];
  /** `Cookie` headers used in turn (none: anonymous). */
  cookies?: string[];
  /** Extra headers on every request (If-None-Match, say). */
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
  /** The statuses an answer may have (200; 304 or 200 for a conditional GET). */
  expectStatus: number[];
}

export interface WrkResult {
  requests: number;
  requests_per_second: number;
  latency_ms: { p50: number; p75: number; p90: number; p99: number; max: number };
  /** Answers with another status than expected, socket errors and timeouts. */
  unexpected: number;
  /** Answers 304 Not Modified. */
  not_modified: number;
  bytes_per_request: number;
}

export function wrkAvailable(): boolean {
  return spawnSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).status === 0;
}

const lua = (values: string[]) => `{${values.map((v) => JSON.stringify(v)).join(',')}}`;

/** Counts answers with another status in each thread, and gathers the counts at the end. */
function script(load: WrkLoad): string {
  return `
local paths = ${lua(load.paths)}
local cookies = ${lua(load.cookies ?? [])}
local extra = ${lua(Object.entries(load.headers ?? {}).flatMap(([k, v]) => [k, v]))}
local threads = {}
local n = 0
function setup(thread) table.insert(threads, thread) end
local expected = {}
for _, s in ipairs(${lua(load.expectStatus.map(String))}) do expected[tonumber(s)] = true end
function init(args) n = math.random(1, 100000); unexpected = 0; not_modified = 0 end
function request()
  n = n + 1
  local headers = {}
  for i = 1, #extra, 2 do headers[extra[i]] = extra[i + 1] end
  if #cookies > 0 then headers["Cookie"] = cookies[(n % #cookies) + 1] end
  return wrk.format("GET", paths[(n % #paths) + 1], headers)
end
function response(status, headers, body)
  if not expected[status] then unexpected = unexpected + 1 end
  if status == 304 then not_modified = not_modified + 1 end
end
function done(summary, latency, requests)
  local total, nm = 0, 0
  for _, thread in ipairs(threads) do total = total + thread:get("unexpected"); nm = nm + thread:get("not_modified") end
  io.write(string.format("UNEXPECTED %d\\nNOTMODIFIED %d\\n", total, nm))
  for _, p in ipairs({50, 75, 90, 99}) do io.write(string.format("P%d %f\\n", p, latency:percentile(p) / 1000)) end
  io.write(string.format("MAX %f\\nREQUESTS %d\\nBYTES %d\\nERRORS %d\\n", latency.max / 1000, summary.requests, summary.bytes,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
`;
}

export function runWrk(load: WrkLoad): WrkResult {
  const file = path.join(os.tmpdir(), `wrk-${process.pid}-${Date.now()}.lua`);
  fs.writeFileSync(file, script(load));
  try {
    const run = spawnSync('wrk', ['-t', '2', '-c', String(load.connections), '-d', `${load.seconds}s`, '--timeout', '10s', '-s', file, load.url], {
      encoding: 'utf8', maxBuffer: 16 * 1024 * 1024,
    });
    const value = (key: string) => {
      const match = new RegExp(`^${key} ([\\d.]+)$`, 'm').exec(run.stdout);
      if (!match) throw new Error(`wrk printed no ${key}: ${run.stdout}\n${run.stderr}`);
      return Number(match[1]);
    };
    const requests = value('REQUESTS');
    const round = (x: number) => Math.round(x * 10) / 10;
    return {
      requests,
      requests_per_second: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(run.stdout)?.[1] ?? requests / load.seconds)),
      latency_ms: { p50: round(value('P50')), p75: round(value('P75')), p90: round(value('P90')), p99: round(value('P99')), max: round(value('MAX')) },
      unexpected: value('UNEXPECTED') + value('ERRORS'),
      not_modified: value('NOTMODIFIED'),
      bytes_per_request: requests > 0 ? Math.round(value('BYTES') / requests) : 0,
    };
  } finally {
    fs.rmSync(file, { force: true });
  }
}
