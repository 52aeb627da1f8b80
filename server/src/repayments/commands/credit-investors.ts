// Crediting investors their repayments, set-based: the paid rows of every investor in one read,
// every wallet in one load, each decided by the wallet's own decider, and every event in one
// append (whose inline projections take runs of credits as single statements). The chunk
// command and the single-investor command both come here: one rule path.
import { DomainError } from '../../shared/errors/domain-error';
import type { FailCode } from '../../shared/errors/fail-codes';
import { EventStore } from '../../shared/event-store/event-store';
import { AppendEntry, EventMetadata, Tx } from '../../shared/event-store/event-store.types';
import { rows } from '../../shared/database/sql';
import { investorStreamId, walletDecider, WalletEvent, WalletState } from '../../wallet';
import type { InvestorCredit } from './credit-installment.command';

export interface InstallmentCredits {
  productId: string;
  seq: number;
  credits: InvestorCredit[];
  /** The business instant of the payment (the command's business now): what dates it for the investor. */
  paidAt: Date;
  metadata: EventMetadata;
}

/** What one command's credits came to; refusals name the investor and the fail code. */
export interface CreditSummary {
  credited: number;
  already_paid: number;
  refused: { user_id: string; fail_code: FailCode }[];
}

export async function creditInvestors(events: EventStore, tx: Tx, commands: InstallmentCredits[]): Promise<CreditSummary[]> {
  const all = commands.flatMap((c) => c.credits.map((credit) => ({ productId: c.productId, seq: c.seq, credit })));
  // Defence in depth beyond the command id: an investor's row (written inline with the credit,
  // read under this investor's lock) says whether this installment was paid already.
  const paid = new Set(
    (await rows<{ key: string }>(
      tx,
      // A primary-key probe per credit (LATERAL): a join would hash the whole table, every
      // schedule row of every loan, to find a few hundred.
      `SELECT x.user_id::text || ':' || x.product_id::text || ':' || x.seq AS key
       FROM unnest($1::uuid[], $2::uuid[], $3::int[]) AS x(user_id, product_id, seq)
       CROSS JOIN LATERAL (SELECT 1 FROM investor_repayments r
                           WHERE r.user_id = x.user_id AND r.product_id = x.product_id AND r.seq = x.seq AND r.status = 'paid') paid`,
      [all.map((a) => a.credit.userId), all.map((a) => a.productId), all.map((a) => a.seq)],
    )).map((r) => r.key),
  );
  const wallets = await events.loadMany<WalletState, WalletEvent>(tx, all.map((a) => investorStreamId(a.credit.userId)), walletDecider.evolve, walletDecider.initialState);
  const entries: AppendEntry[] = [];
  const summaries = commands.map((command): CreditSummary => {
    const summary: CreditSummary = { credited: 0, already_paid: 0, refused: [] };
    const appends: AppendEntry['appends'] = [];
    for (const credit of command.credits) {
      const key = `${credit.userId}:${command.productId}:${command.seq}`.toLowerCase();
      if (paid.has(key)) {
        summary.already_paid += 1;
        continue;
      }
      const streamId = investorStreamId(credit.userId);
      const wallet = wallets.get(streamId)!;
      try {
        const decided = walletDecider.decide({ type: 'CreditRepayment', productId: command.productId, seq: command.seq, ...credit, paidAt: command.paidAt.toISOString() }, wallet.state);
        const nextState = decided.reduce(walletDecider.evolve, wallet.state);
        appends.push({ streamId, expectedVersion: wallet.version, events: decided, nextState });
        wallets.set(streamId, { state: nextState, version: wallet.version + decided.length });
        paid.add(key);
        summary.credited += 1;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        summary.refused.push({ user_id: credit.userId, fail_code: error.failCode });
      }
    }
    entries.push({ appends, metadata: command.metadata });
    return summary;
  });
  await events.appendBatch(tx, entries);
  return summaries;
}
