// Crediting investors their repayments, set-based: the paid rows of every investor in one read,
// every wallet in one load, each decided by the wallet (WalletStreams), and every event in one
// append (whose inline projections take runs of credits as single statements). The chunk
// command and the single-investor command both come here: one rule path.
import { DomainError } from '../../shared/errors/domain-error';
import type { FailCode } from '../../shared/errors/fail-codes';
import { AppendEntry, EventMetadata, Tx } from '../../shared/event-store/event-store.types';
import { rows } from '../../shared/database/sql';
import { WalletStreams } from '../../wallet';
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

export async function creditInvestors(wallets: WalletStreams, tx: Tx, commands: InstallmentCredits[]): Promise<CreditSummary[]> {
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
  const loaded = await wallets.loadMany(tx, [...new Set(all.map((a) => a.credit.userId))]);
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
      const wallet = loaded.get(credit.userId)!;
      try {
        const decision = wallets.decideOn(credit.userId, wallet, { type: 'CreditRepayment', productId: command.productId, seq: command.seq, ...credit, paidAt: command.paidAt.toISOString() });
        appends.push(decision.append);
        loaded.set(credit.userId, wallets.after(wallet, decision));
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
  await wallets.appendBatch(tx, entries);
  return summaries;
}
