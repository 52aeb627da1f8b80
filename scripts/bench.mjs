// npm run bench -- <name>: builds the server if stale, transpiles test/bench/<name>.ts (it imports
// node built-ins, pg, and TypeScript sources through scripts/require-ts.cjs) and runs it. Benchmarks are not tests: they print and write numbers.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT, buildIfStale } from './build-if-stale.mjs';
import serverNodeFlags from './server-node-flags.cjs';

const name = process.argv[2];
const source = name && path.join(ROOT, 'test/bench', `${name}.ts`);
if (!source || !fs.existsSync(source)) {
  const known = fs.readdirSync(path.join(ROOT, 'test/bench')).filter((f) => f.endsWith('.ts')).map((f) => f.slice(0, -3));
  console.error(`usage: npm run bench -- <${known.join('|')}>`);
  process.exit(2);
}
process.env.SKIP_WEB_BUILD = process.env.SKIP_WEB_BUILD ?? '1';
// SKIP_BUILD runs the server as last built (a work tree that does not compile right now).
if (!process.env.SKIP_BUILD) buildIfStale();
const ts = createRequire(import.meta.url)(path.join(ROOT, 'node_modules/typescript'));
const { outputText } = ts.transpileModule(fs.readFileSync(source, 'utf8'), {
  compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
});
// Next to the sources, so `require('pg')` resolves from the repository's node_modules.
const compiled = path.join(ROOT, 'test/bench', `.${name}.${process.pid}.cjs`);
fs.writeFileSync(compiled, outputText);
try {
  // The hook lets the bench import TypeScript sources (test/support, the server's pure modules).
  // BENCH_PROFILE=dir: a V8 CPU profile of the bench process too (replay and verify run in it).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`] : [];
  // The server's own flags: replay and verify run the server's code in this process.
  const run = spawnSync(process.execPath, [...serverNodeFlags, ...profile, '-r', path.join(ROOT, 'scripts/require-ts.cjs'), compiled, ...process.argv.slice(3)], { cwd: ROOT, stdio: 'inherit', env: process.env });
  process.exitCode = run.status ?? 1;
} finally {
  fs.rmSync(compiled, { force: true });
}
