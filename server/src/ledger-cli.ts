// `npm run ledger -- verify | replay <projection> | history <email> [--as-of <instant>]`:
// the operators' ledger tools from a shell. Starts the application without a worker, runs one
// command, prints, exits non-zero when verify finds a difference or the command fails. An entry
// point beside main.ts and worker.ts: it composes the application as they do (app/bootstrap).
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { loadConfig } from './config/app-config';
import { createWorkerContext, startPlatform } from './app/bootstrap';
import { AppLogger } from './shared/logging/app-logger';
import { DomainError } from './shared/errors/domain-error';
import { InvestorHistoryQuery, ProjectionCheckService } from './ledger-ops';
import type { RebuildProgress } from './shared/projections/projection-rebuilder';
import { formatWon } from './shared/won';

const USAGE = 'usage: npm run ledger -- verify | replay <projection> | history <email> [--as-of <instant>]';
function print(line = ''): void {
  process.stdout.write(`${line}\n`);
}

/** Long runs report how far they are, on stderr so the report on stdout stays clean. */
const startedAtMs = Date.now();
function progress(p: RebuildProgress): void {
  const seconds = (Date.now() - startedAtMs) / 1000;
  process.stderr.write(`${p.phase} ${p.name}: ${p.applied.toLocaleString('en-US')} / ${p.total.toLocaleString('en-US')} events (${seconds.toFixed(1)} s)\n`);
}

async function verify(checks: ProjectionCheckService): Promise<number> {
  const report = await checks.verifyAll(progress);
  for (const p of report.projections) {
    print(`${p.ok ? 'ok  ' : 'DIFF'} ${p.name.padEnd(32)} position ${p.position} lag ${p.lag}`);
    for (const d of p.differences) {
      print(`     table ${d.table}: ${d.only_in_live.length} row(s) only in the live table, ${d.only_in_log.length} only in the log's rebuild`);
      for (const row of d.only_in_live) print(`       live: ${JSON.stringify(row)}`);
      for (const row of d.only_in_log) print(`       log:  ${JSON.stringify(row)}`);
    }
  }
  print(report.ok ? 'every projection matches the log' : 'differences found: run `npm run ledger -- replay <projection>` to rebuild one');
  return report.ok ? 0 : 1;
}

async function history(query: InvestorHistoryQuery, args: string[]): Promise<number> {
  const email = args[0];
  const flag = args.indexOf('--as-of');
  // A business instant; none: up to the business now.
  const asOf = flag >= 0 ? new Date(args[flag + 1] ?? '') : undefined;
  if (!email || (asOf && Number.isNaN(asOf.getTime()))) {
    print(USAGE);
    return 2;
  }
  const h = await query.byEmail(email, asOf);
  print(`${h.user.name} <${h.user.email}> as of ${h.as_of}`);
  for (const l of h.lines) {
    print(`${l.at}  ${l.type.padEnd(22)} ${formatWon(l.amount).padStart(14)}  held ${formatWon(l.held_change).padStart(12)}  balance ${formatWon(l.balance_after).padStart(14)}${l.product_id ? `  product ${l.product_id}` : ''}`);
  }
  print(`balance ${formatWon(h.balance)}, held ${formatWon(h.held)}`);
  return 0;
}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  if (!command || !['verify', 'replay', 'history'].includes(command)) {
    print(USAGE);
    return 2;
  }
  const config = { ...loadConfig(), logLevel: (process.env.LOG_LEVEL as 'warn' | undefined) ?? 'warn' } as ReturnType<typeof loadConfig>;
  Logger.overrideLogger(new AppLogger(config));
  const platform = await startPlatform(config, () => undefined);
  const app = await createWorkerContext(platform);
  try {
    if (command === 'verify') return await verify(app.get(ProjectionCheckService));
    if (command === 'replay') {
      if (!args[0]) {
        print(USAGE);
        return 2;
      }
      const result = await app.get(ProjectionCheckService).replay(args[0], progress);
      print(`rebuilt ${result.projection} from ${result.events} events of the log, up to position ${result.events_position}`);
      return 0;
    }
    return await history(app.get(InvestorHistoryQuery), args);
  } catch (error) {
    if (error instanceof DomainError) {
      print(`${error.failCode}: ${error.message}${error.details.fields ? ` ${JSON.stringify(error.details.fields)}` : ''}`);
      return 1;
    }
    throw error;
  } finally {
    await app.close();
    await platform.shutdown();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
