// One round trip for investing's own rows at the start of an investment: use the ticket, take
// the items out of the basket (the command's savepoint puts both back if a later check fails),
// and read the limit policy with the investor's usage. A launch-day rush pays per investment.
import { one } from '../../shared/database/sql';
import { Tx } from '../../shared/event-store/event-store.types';
import { LimitPolicy, LimitUsage } from '../limits/investor-limits';
import { LIMITS_SELECT, limitsOf, LimitsRow } from '../limits/limit-usage.reader';

export async function investmentPrelude(
  tx: Tx,
  input: { userId: string; investorType: string; ticket: string; now: Date; productIds: string[] },
): Promise<{ ticketUsed: boolean; policy: LimitPolicy; usage: LimitUsage }> {
  // Data-modifying CTEs run exactly once whether or not the SELECT reads them.
  const row = await one<LimitsRow & { ticket_used: number }>(
    tx,
    `WITH used AS (
       UPDATE invest_tickets SET used_at = $3 WHERE ticket = $4 AND user_id = $1 AND used_at IS NULL AND expires_at > $3 RETURNING 1),
     cleared AS (DELETE FROM basket_items WHERE user_id = $1 AND product_id = ANY($5::uuid[]) RETURNING 1)
     SELECT (SELECT count(*) FROM used)::int AS ticket_used, ${LIMITS_SELECT}
     FROM invest_limit_policies p WHERE p.investor_type = $2`,
    [input.userId, input.investorType, input.now, input.ticket, input.productIds],
  );
  if (!row) throw new Error(`no limit policy for investor type ${input.investorType}`);
  return { ticketUsed: row.ticket_used === 1, ...limitsOf(row) };
}
