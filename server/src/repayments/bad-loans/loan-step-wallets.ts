// The investors' side of a loan step, for LoanStreams.runWithProduct's `alongside`: the wallets'
// recovery credits and write-off lines (walletCommandsOf) appended with the loan's events, taxed by
// the business today's policy. One place for an operator's step and the daily run's acceleration.
import { seoulDate } from '../../shared/clock';
import type { StreamAppend, Tx } from '../../shared/event-store/event-store.types';
import type { WalletStreams } from '../../wallet';
import type { LoanState } from '../loan.decider';
import type { LoanEvent } from '../loan.events';
import type { RepaymentPolicy } from '../repayment-policy';
import { walletCommandsOf } from './loan-step.plan';

/** The appends a loan step's events imply; none (and no policy read) when it pays or writes off no one. */
export function loanStepWallets(wallets: WalletStreams, policy: RepaymentPolicy, ctx: { tx: Tx; businessNow: Date }) {
  return async (decided: readonly LoanEvent[], before: LoanState): Promise<StreamAppend[]> => {
    if (!decided.some((e) => e.type === 'LoanRecovered' || e.type === 'LoanWrittenOff')) return [];
    const taxToday = await policy.inForceOn(seoulDate(ctx.businessNow), ctx.tx);
    return wallets.decideAll(ctx.tx, walletCommandsOf(decided, before, taxToday, ctx.businessNow));
  };
}
