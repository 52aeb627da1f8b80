// npm test: build what is stale, run every jest project (server units, web units, integration
// on real PostgreSQL and Redis, browser), then print one closing line of counts.
// Extra arguments go to jest (e.g. `npm test -- --selectProjects integration`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
const resultsFile = path.join(os.tmpdir(), `jest-results-${process.pid}.json`);
const args = ['--ci', '--forceExit', '--json', `--outputFile=${resultsFile}`, ...process.argv.slice(2)];
const run = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/jest/bin/jest.js'), ...args], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, NODE_OPTIONS: [process.env.NODE_OPTIONS, '--max-old-space-size=4096'].filter(Boolean).join(' ') },
});
let summary = null;
try {
  summary = JSON.parse(fs.readFileSync(resultsFile, 'utf8'));
  fs.rmSync(resultsFile);
} catch {
  // jest died before writing results
}
if (summary) {
  const skipped = summary.numPendingTests + summary.numTodoTests;
  console.log(`\ntests: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed, ${skipped} skipped`);
  if (summary.numTotalTests === 0) {
    console.error('no test ran');
    process.exit(1);
  }
}
process.exit(run.status ?? 1);
