// The wallet side of a product-wide step (cancel releases every hold, execute moves every hold
// to the borrower): one decided append per investor stream, in the same transaction as the product's.
import { EventStore } from '../shared/event-store/event-store';
import { StreamAppend, Tx } from '../shared/event-store/event-store.types';
import { investorStreamId, WalletCommand, walletDecider, WalletEvent, WalletState } from '../wallet';
import { InvestmentLine } from './product.events';

export async function walletAppendsFor(
  eventStore: EventStore,
  tx: Tx,
  lines: readonly InvestmentLine[],
  commandFor: (line: InvestmentLine) => WalletCommand,
): Promise<StreamAppend[]> {
  const byUser = new Map<string, InvestmentLine[]>();
  for (const line of lines) byUser.set(line.userId, [...(byUser.get(line.userId) ?? []), line]);
  const appends: StreamAppend[] = [];
  for (const userId of [...byUser.keys()].sort()) {
    const streamId = investorStreamId(userId);
    const loaded = await eventStore.load<WalletState, WalletEvent>(tx, streamId, walletDecider.evolve, walletDecider.initialState);
    let state = loaded.state;
    const events: WalletEvent[] = [];
    for (const line of byUser.get(userId)!) {
      const decided = walletDecider.decide(commandFor(line), state);
      state = decided.reduce(walletDecider.evolve, state);
      events.push(...decided);
    }
    appends.push({ streamId, expectedVersion: loaded.version, events, nextState: state });
  }
  return appends;
}

/** Streams a product-wide step writes, for the command's lock keys. */
export function investorLockKeys(userIds: readonly string[]): string[] {
  return [...new Set(userIds)].map(investorStreamId);
}
