// npm test: build what is stale, run every jest project (server units, web units, integration
// on real PostgreSQL and Redis, browser), then print one closing line of counts.
// Extra arguments go to jest (e.g. `npm test -- --selectProjects integration`).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { ROOT, buildIfStale } from './build-if-stale.mjs';

// SKIP_BUILD (or SKIP_WEB_BUILD) skips building while iterating on integration and unit tests,
// which run from the TypeScript sources; the browser and embedded-mode tests need the build.
if (!process.env.SKIP_BUILD && !process.env.SKIP_WEB_BUILD) buildIfStale();
// Lint first (types, import boundaries between contexts): a boundary broken is a failed run.
if (!process.env.SKIP_LINT) {
  const lint = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/eslint/bin/eslint.js'), 'server/src', 'web/src', 'migrations'], { cwd: ROOT, stdio: 'inherit' });
  if (lint.status !== 0) {
    console.error('lint failed');
    console.log('\ntests: 0 passed, 1 failed, 0 skipped');
    process.exit(1);
  }
}
// A plain `npm test` runs in two passes, side by side. The units and the integration files, each
// with its own database, app and queue prefix, run two files at a time: they mostly wait on
// PostgreSQL and HTTP, and on this two-core machine jest's default (cores - 1) ran them one by one
// (about 12 minutes instead of 7). The browser files share one server and its demo investor, so
// they run one at a time, in their own jest run; it starts with the first pass instead of after it
// because both mostly wait, on servers and on Chromium (one after the other, CI took about 20
// minutes on this machine). The browser pass's lines are prefixed with [e2e]. Arguments given to
// npm test select what runs, in one pass, as jest is told.
const extra = process.argv.slice(2);
const passes = extra.length > 0
  ? [extra]
  : [['--selectProjects', 'server-unit', 'web-unit', 'integration', '--maxWorkers=2'], ['--selectProjects', 'e2e', '--maxWorkers=1']];

/** Copies a child's output to ours, each line prefixed (the passes run at once and their lines interleave). */
function prefixed(stream, target, prefix) {
  readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => target.write(`${prefix}${line}\n`));
}

/** One jest run; its summary (null: jest died before writing one) and exit status. */
function runJest(passArgs, index) {
  const resultsFile = path.join(os.tmpdir(), `jest-results-${process.pid}-${index}.json`);
  const args = ['--ci', '--forceExit', '--json', `--outputFile=${resultsFile}`, ...passArgs];
  // The first pass writes straight to the terminal; the others' lines are labelled.
  const prefix = index === 0 ? null : `[${passArgs[passArgs.indexOf('--selectProjects') + 1] ?? `pass ${index + 1}`}] `;
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/jest/bin/jest.js'), ...args], {
    cwd: ROOT,
    stdio: prefix ? ['inherit', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, NODE_OPTIONS: [process.env.NODE_OPTIONS, '--max-old-space-size=4096'].filter(Boolean).join(' ') },
  });
  if (prefix) {
    prefixed(child.stdout, process.stdout, prefix);
    prefixed(child.stderr, process.stderr, prefix);
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      let summary = null;
      try {
        summary = JSON.parse(fs.readFileSync(resultsFile, 'utf8'));
        fs.rmSync(resultsFile);
      } catch {
        // jest died before writing results
      }
      resolve({ summary, status: code ?? 1 });
    });
  });
}

const results = await Promise.all(passes.map(runJest));
const total = { passed: 0, failed: 0, skipped: 0, ran: 0 };
for (const { summary } of results) {
  if (!summary) continue;
  total.passed += summary.numPassedTests;
  total.failed += summary.numFailedTests;
  total.skipped += summary.numPendingTests + summary.numTodoTests;
  total.ran += summary.numTotalTests;
}
// The slowest files of a whole run, so the run's length (CI has a budget of 20 minutes) has names.
if (extra.length === 0) {
  const files = results.flatMap(({ summary }) => summary?.testResults ?? []).map((f) => ({ file: path.relative(ROOT, f.name), s: (f.endTime - f.startTime) / 1000 }));
  console.log('\nslowest files:');
  for (const f of files.sort((a, b) => b.s - a.s).slice(0, 15)) console.log(`  ${f.s.toFixed(0).padStart(5)} s  ${f.file}`);
  // Every file's seconds, for the next run on a clean clone to start the longest first (test/support/known-durations-sequencer.js).
  const seconds = Object.fromEntries(files.sort((a, b) => a.file.localeCompare(b.file)).map((f) => [f.file, Math.round(f.s)]));
  if (files.length > 0) fs.writeFileSync(path.join(ROOT, 'test/support/file-durations.json'), `${JSON.stringify(seconds, null, 2)}\n`);
}
console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
if (results.some((r) => r.summary && r.summary.numTotalTests === 0) || total.ran === 0) {
  console.error('no test ran');
  process.exit(1);
}
process.exit(results.find((r) => r.status !== 0)?.status ?? 0);
