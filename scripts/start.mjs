// npm start / npm run worker / npm run ledger: build what is stale, then run the process.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, buildIfStale } from './build-if-stale.mjs';
import serverNodeFlags from './server-node-flags.cjs';

const args = process.argv.slice(2);
const role = args[0] === '--worker' ? 'worker' : args[0] === '--ledger' ? 'ledger-cli' : 'main';
const rest = role === 'main' ? args : args.slice(1);
buildIfStale({ quiet: role !== 'main' });
const entry = path.join(ROOT, 'server/dist/server/src', `${role}.js`);
const child = spawn(process.execPath, ['--enable-source-maps', ...(role === 'ledger-cli' ? [] : serverNodeFlags), entry, ...rest], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
