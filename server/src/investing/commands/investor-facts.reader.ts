// Investing's own rows for a batch of investment commands, in one round trip: each command's
// ticket and each investor's limit policy with the usage it counts (held + executed − repaid,
// from the inline `investor_holdings`). A launch rush pays this once per batch, not per investor.
import { preparedRows } from '../../shared/database/sql';
import { Tx } from '../../shared/event-store/event-store.types';
import { LimitPolicy, LimitUsage } from '../limits/investor-limits';
import { limitsOf, limitsSelect, LimitsRow } from '../limits/limit-usage.reader';
import { TicketRow } from '../tickets/invest-tickets';
import { assert } from '../../shared/errors/domain-error';

export interface InvestorFacts {
  ticket: TicketRow | null;
  policy: LimitPolicy;
  usage: LimitUsage;
}

export async function readInvestorFacts(
  tx: Tx,
  commands: { userId: string; investorType: string; ticket: string }[],
): Promise<InvestorFacts[]> {
  const found = await preparedRows<LimitsRow & { n: string; ticket_user_id: string | null; expires_at: Date | null; used_at: Date | null; has_policy: boolean }>(
    tx,
    `SELECT x.n, t.user_id AS ticket_user_id, t.expires_at, t.used_at, p.investor_type IS NOT NULL AS has_policy, ${limitsSelect('x.user_id')}
     FROM unnest($1::uuid[], $2::text[], $3::uuid[]) WITH ORDINALITY AS x(user_id, investor_type, ticket, n)
     LEFT JOIN invest_tickets t ON t.ticket = x.ticket
     LEFT JOIN invest_limit_policies p ON p.investor_type = x.investor_type
     ORDER BY x.n`,
    [commands.map((c) => c.userId), commands.map((c) => c.investorType), commands.map((c) => c.ticket)],
  );
  return found.map((row, i) => {
    assert(row.has_policy, `no limit policy for investor type ${commands[i].investorType}`);
    const ticket = row.ticket_user_id ? { user_id: row.ticket_user_id, expires_at: row.expires_at!, used_at: row.used_at } : null;
    return { ticket, ...limitsOf(row) };
  });
}
