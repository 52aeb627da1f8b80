// Investing's own rows for a batch of investment commands, in one round trip: each command's
// ticket and each investor's usage (held + executed − repaid, from the inline `investor_holdings`),
// and the limit policy in force on each command's business date. A
// launch rush pays this once per batch, not per investor.
import { preparedRows } from '../../shared/database/sql';
import { Tx } from '../../shared/event-store/event-store.types';
import { LimitPolicy, LimitUsage } from '../limits/investor-limits';
import { PolicyRow, policyInForceSelect, valuesOf } from '../limits/limit-policy';
import { policyFor } from '../limits/limit-policy.values';
import { HoldingRow, holdingsSelect, usageOf } from '../limits/limit-usage.reader';
import { TicketRow } from '../tickets/invest-tickets';
import { assert } from '../../shared/errors/domain-error';

export interface InvestorFacts {
  ticket: TicketRow | null;
  policy: LimitPolicy;
  usage: LimitUsage;
}

/** Each command's `businessOn` (its business date, Korea time): its limits are the policy in force on that date. */
export async function readInvestorFacts(
  tx: Tx,
  commands: { userId: string; investorType: string; ticket: string; businessOn: string }[],
): Promise<InvestorFacts[]> {
  const found = await preparedRows<{ n: string; ticket_user_id: string | null; expires_at: Date | null; used_at: Date | null; holdings: HoldingRow[] | null; policy: PolicyRow | null }>(
    tx,
    `SELECT x.n, t.user_id AS ticket_user_id, t.expires_at, t.used_at, ${holdingsSelect('x.user_id')}, ${policyInForceSelect('x.business_on')}
     FROM unnest($1::uuid[], $2::uuid[], $3::date[]) WITH ORDINALITY AS x(user_id, ticket, business_on, n)
     LEFT JOIN invest_tickets t ON t.ticket = x.ticket
     ORDER BY x.n`,
    [commands.map((c) => c.userId), commands.map((c) => c.ticket), commands.map((c) => c.businessOn)],
  );
  return found.map((row, i) => {
    const policy = row.policy;
    assert(policy, `no investor limit policy in force on ${commands[i].businessOn}`);
    const values = valuesOf(policy);
    const ticket = row.ticket_user_id ? { user_id: row.ticket_user_id, expires_at: row.expires_at!, used_at: row.used_at } : null;
    return { ticket, policy: policyFor(values, commands[i].investorType), usage: usageOf(row.holdings) };
  });
}
