// npm run fuzz: the OpenAPI fuzz suite at length — at least FUZZ_PER_FAMILY (default 1,000)
// fast-check requests per endpoint family against the real app on PostgreSQL and Redis, from the
// TypeScript sources; the report goes to artifacts/fuzz-report.json. FUZZ_SEED picks the seed
// (default: a new one each run, printed, so a failure can be replayed).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './build-if-stale.mjs';

const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
const perFamily = process.env.FUZZ_PER_FAMILY ?? '1000';
console.log(`fuzz: ${perFamily} requests per endpoint family, seed ${seed} (replay: FUZZ_SEED=${seed} npm run fuzz)`);
const run = spawnSync(process.execPath, [
  path.join(ROOT, 'node_modules/jest/bin/jest.js'),
  '--ci', '--forceExit', '--selectProjects', 'integration', '--testPathPatterns', 'test/integration/fuzz/', '--testTimeout', String(60 * 60 * 1000),
  ...process.argv.slice(2),
], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_SEED: seed, FUZZ_PER_FAMILY: perFamily },
});
process.exit(run.status ?? 1);
