// npm run simulate -- --months N --seed S [--investors K] [--keep]: builds the server if stale,
// transpiles test/simulation/lifetime.ts (it imports only node built-ins and pg) and runs it.
// It prints one JSON line on stdout and exits 1 when an invariant was violated.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT, buildIfStale } from './build-if-stale.mjs';

process.env.SKIP_WEB_BUILD = process.env.SKIP_WEB_BUILD ?? '1';
if (!process.env.SKIP_BUILD) buildIfStale();
const source = path.join(ROOT, 'test/simulation/lifetime.ts');
const ts = createRequire(import.meta.url)(path.join(ROOT, 'node_modules/typescript'));
const { outputText } = ts.transpileModule(fs.readFileSync(source, 'utf8'), {
  compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
});
// Next to the source, so `require('pg')` resolves from the repository's node_modules.
const compiled = path.join(ROOT, 'test/simulation', `.lifetime.${process.pid}.cjs`);
fs.writeFileSync(compiled, outputText);
try {
  const run = spawnSync(process.execPath, [compiled, ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit', env: process.env });
  process.exitCode = run.status ?? 1;
} finally {
  fs.rmSync(compiled, { force: true });
}
