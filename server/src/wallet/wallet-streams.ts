// The typed facade of the `investor-{userId}` stream over the shared decider-stream runner. Only
// the wallet decides this stream: the wallet's own handlers run commands through it, and other
// contexts (investing, products, repayments) ask it, through wallet/index.ts, for the decided
// appends they write in their own transaction beside their streams' appends.
import { Injectable } from '@nestjs/common';
import { DeciderStream, decideStream, LoadedStream, StreamDecision } from '../shared/event-store/decider-stream';
import { EventStore } from '../shared/event-store/event-store';
import { StreamAppend, Tx } from '../shared/event-store/event-store.types';
import { investorStreamId, WalletCommand, walletDecider, WalletEvent, WalletState } from './wallet.decider';

/** One investor's command in a product-wide or installment-wide step. */
export interface InvestorWalletCommand {
  userId: string;
  command: WalletCommand;
}

@Injectable()
export class WalletStreams extends DeciderStream<WalletCommand, WalletEvent, WalletState> {
  constructor(events: EventStore) {
    super(events, walletDecider, investorStreamId);
  }

  /**
   * Every investor's wallets loaded once and the commands decided in order, each on the state the
   * ones before it left: one append per investor (in user id order), all or nothing — a refusal throws.
   */
  async decideAll(tx: Tx, commands: readonly InvestorWalletCommand[]): Promise<StreamAppend[]> {
    const byUser = new Map<string, WalletCommand[]>();
    for (const { userId, command } of commands) byUser.set(userId, [...(byUser.get(userId) ?? []), command]);
    const userIds = [...byUser.keys()].sort();
    const wallets = await this.loadMany(tx, userIds);
    return userIds.map((userId) => this.decideOn(userId, wallets.get(userId)!, ...byUser.get(userId)!).append);
  }
}

/**
 * Pure: the wallet's decision on an investor's loaded stream, for rules that decide without I/O
 * (investing's placement rules hold the money of a basket's items this way).
 */
export function decideWallet(userId: string, loaded: LoadedStream<WalletState>, ...commands: WalletCommand[]): StreamDecision<WalletEvent, WalletState> {
  return decideStream(walletDecider, investorStreamId(userId), loaded, ...commands);
}

/** Streams a product-wide step writes, for the command's lock keys. */
export function investorLockKeys(userIds: readonly string[]): string[] {
  return [...new Set(userIds)].map(investorStreamId);
}
