// Proves the contexts' manifests are the one list: every command type and every command handler in
// the source is listed in exactly one manifest, each beside its handler; a batched command's
// handler can decide batches; a listing that pairs a command with another's handler stops; and a
// started application's registries hold exactly what the manifests list, projections in module order.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CONTEXT_MANIFESTS, FOLDED_PROJECTIONS } from '../../../server/src/ledger-ops/verify-lanes/fold-catalogue';
import { ProjectionRegistry } from '../../../server/src/shared/event-store/inline-projections';
import { handledBy } from '../../../server/src/shared/manifest/context-manifest';
import { CommandCatalogue } from '../../../server/src/shared/queue/command-catalogue';
import { CommandType, QueuedCommand, commandTypeOf } from '../../../server/src/shared/queue/queued-command';
import { startTestApp, TestApp } from '../../support/test-app';

const SOURCE = path.resolve(__dirname, '../../../server/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.includes('.spec.') ? [full] : [];
  });
}

/** What the source declares: `@CommandType('x') export class …` and `@CommandHandler(X) export class …`. */
function declared(): { types: string[]; handlers: string[] } {
  const text = sourceFiles(SOURCE).map((file) => readFileSync(file, 'utf8')).join('\n');
  const types = [...text.matchAll(/@CommandType\('([^']+)'\)\s*export class/g)].map((m) => m[1]);
  const handlers = [...text.matchAll(/@CommandHandler\(\w+\)\s*export class (\w+)/g)].map((m) => m[1]);
  return { types, handlers };
}

const routes = CONTEXT_MANIFESTS.flatMap((m) => m.commands);

describe('context manifests', () => {
  it('list every command type and every handler of the source, each once', () => {
    const { types, handlers } = declared();
    expect(types.length).toBeGreaterThan(20);
    expect(routes.map((r) => commandTypeOf(r.command)).sort()).toEqual([...types].sort());
    expect(routes.map((r) => r.handler.name).sort()).toEqual([...handlers].sort());
  });

  it('mark as batched only handlers that decide batches, and the two that do', () => {
    const batched = routes.filter((r) => r.batched);
    expect(batched.map((r) => commandTypeOf(r.command)).sort()).toEqual(['investing.place', 'repayments.credit_installment']);
    for (const r of batched) expect(typeof r.handler.prototype.executeBatch).toBe('function');
  });

  it('give the verify lanes every projection, each listed once', () => {
    const projections = CONTEXT_MANIFESTS.flatMap((m) => m.projections);
    expect(new Set(projections.map((p) => p.name)).size).toBe(projections.length);
    expect(FOLDED_PROJECTIONS.map((p) => p.name)).toEqual(projections.filter((p) => p.fold).map((p) => p.name));
    expect(FOLDED_PROJECTIONS.length).toBe(10);
  });

  it('refuse a command listed beside a handler whose @CommandHandler names another command', () => {
    @CommandType('manifest-test.one')
    class One extends QueuedCommand {}
    @CommandType('manifest-test.two')
    class Two extends QueuedCommand {}
    @CommandHandler(Two)
    class TwoHandler implements ICommandHandler<QueuedCommand> {
      execute() {
        return Promise.resolve(null);
      }
    }
    expect(() => handledBy(One, TwoHandler)).toThrow('TwoHandler is listed for One but its @CommandHandler names Two');
    expect(handledBy(Two, TwoHandler)).toMatchObject({ command: Two, handler: TwoHandler, batched: false });
  });

  describe('in a started application', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(() => t?.close());

    it('register the manifests\' projections, in the modules\' order, and nothing else', () => {
      expect(t.app.get(ProjectionRegistry).all().map((p) => p.name)).toEqual(CONTEXT_MANIFESTS.flatMap((m) => m.projections.map((p) => p.name)));
      expect(t.app.get(ProjectionRegistry).all().map((p) => p.name)).toEqual([
        'wallets', 'wallet_transactions', 'withdrawals', 'products', 'investor_holdings',
        'repayment_schedules', 'investment_returns', 'investor_dashboards', 'transfer_listings', 'auto_invest',
      ]);
    });

    it('rebuild every listed command type as its class, with the batch handler of the batched ones', () => {
      const catalogue = t.app.get(CommandCatalogue);
      for (const { command, handler, batched } of routes) {
        const type = commandTypeOf(command);
        expect(catalogue.classOf(type)).toBe(command);
        if (batched) expect(catalogue.batchHandlerOf(type)).toBe(t.app.get(handler, { strict: false }));
        else expect(catalogue.batchHandlerOf(type)).toBeUndefined();
      }
      expect(catalogue.classOf('no.such-type')).toBeUndefined();
    });
  });
});
