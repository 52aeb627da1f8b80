// Builds the server and the web app when their sources are newer than their builds, so
// `npm start` on a fresh clone needs no separate build step.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(paths) {
  let newest = 0;
  const stack = paths.map((p) => path.join(ROOT, p)).filter((p) => fs.existsSync(p));
  while (stack.length) {
    const p = stack.pop();
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      if (p.endsWith('node_modules') || p.endsWith('dist')) continue;
      for (const child of fs.readdirSync(p)) stack.push(path.join(p, child));
    } else newest = Math.max(newest, stat.mtimeMs);
  }
  return newest;
}

function mtimeOf(file) {
  const p = path.join(ROOT, file);
  return fs.existsSync(p) ? fs.statSync(p).mtimeMs : 0;
}

export function buildIfStale({ quiet = false } = {}) {
  const log = (m) => quiet || console.log(m);
  const serverStamp = 'server/dist/.build-stamp';
  // web/src/config/first-reads.ts is compiled into the server too (app/first-answers.ts).
  if (newestMtime(['server/src', 'migrations', 'web/src/config/first-reads.ts', 'server/tsconfig.build.json', 'tsconfig.base.json']) > mtimeOf(serverStamp)) {
    log('building the server…');
    execSync('npm run build -w server', { cwd: ROOT, stdio: quiet ? 'pipe' : 'inherit' });
    fs.writeFileSync(path.join(ROOT, serverStamp), new Date().toISOString());
  }
  const webStamp = 'web/dist/index.html';
  if (!process.env.SKIP_WEB_BUILD && fs.existsSync(path.join(ROOT, 'web/package.json')) && newestMtime(['web/src', 'web/index.html', 'web/public', 'web/vite.config.ts']) > mtimeOf(webStamp)) {
    log('building the web app…');
    execSync('npm run build -w web', { cwd: ROOT, stdio: quiet ? 'pipe' : 'inherit' });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale();
