// `investment_returns`: per investment, the principal lent, what came back (principal and
// interest), what is still outstanding, and taxes and fees withheld. GET /api/investments
// LEFT JOINs it on investment id (outstanding_principal, received_interest). A repayment is
// credited per investor and product; an investor with several investments in one product has
// it split between them by the same cumulative largest-remainder rule as the schedule. A bad
// loan's recovery or write-off is split the same way: its interest is received, its taxes withheld,
// and the principal it frees (principalFreedWon) is outstanding no more (`freed_principal`). A
// claim sold (원리금수취권 양도) frees its principal the same way, its 경과이자 received and taxed;
// a claim bought is a row of its own, keyed by its listing, with the buyer's acquisition price and
// the loan parties it bought (`party_ids`), so a credit's parts reach the holding they belong to
// (investment-returns.split.ts). One rule (docs/design.md "Read side"): a credit reads the
// investor's rows in the product, in investment id order, and adds each its split.
import type { StoredEvent } from '../../shared/event-store/event-store.types';
import { insertRow, RowChange, RuleReader, RuleTable, updateRow } from '../../shared/projections/rules/row-changes';
import { ruleProjection } from '../../shared/projections/rules/rule-projection';
import { ClaimBought, userIdOfInvestorStream } from '../../wallet';
import type { LoanScheduled } from '../loan.events';
import { creditSplit, isReturnCredit, ReturnCredit, wholeCredit } from './investment-returns.split';

/** What investment_returns reads: a loan's schedule (its investments), each credit, recovery, write-off and sale, and each claim bought. */
export type ReturnsEvent = LoanScheduled | ReturnCredit | ClaimBought;

const RETURNS: RuleTable = {
  table: 'investment_returns',
  key: ['investment_id'],
  columns: {
    investment_id: 'uuid', user_id: 'uuid', product_id: 'uuid', principal: 'bigint', received_principal: 'bigint', received_interest: 'bigint',
    outstanding_principal: 'bigint', tax_withheld: 'bigint', fee_paid: 'bigint', freed_principal: 'bigint', acquisition_price: 'bigint', party_ids: 'jsonb',
  },
  defaults: { received_principal: 0, received_interest: 0, tax_withheld: 0, fee_paid: 0, freed_principal: 0 },
  // investment_returns_user serves it.
  indexes: [['user_id', 'product_id']],
};

/** The investor's rows in the product a credit names. */
const pairOf = (event: StoredEvent<ReturnCredit>) => ({ user_id: userIdOfInvestorStream(event.streamId), product_id: event.data.productId });

function credited(event: StoredEvent<ReturnCredit>, read: RuleReader): RowChange[] {
  const pair = pairOf(event);
  const rows = read.rows({ table: 'returns', where: pair });
  if (rows.length === 0) return [];
  // One holding and nothing to split (most investors): no split rows made (a replay credits a million times).
  const whole = rows.length === 1 ? wholeCredit(rows[0].principal as number, event) : null;
  // Plain objects, no Object.fromEntries: a replay splits every credit of the log.
  const split = whole ? [whole] : creditSplit(rows.map((r) => ({
    principal: r.principal as number,
    outstanding: r.outstanding_principal as number,
    bought: r.acquisition_price !== null,
    partyIds: r.party_ids as string[] | null,
    current: {
      received_principal: r.received_principal as number, received_interest: r.received_interest as number, tax_withheld: r.tax_withheld as number,
      fee_paid: r.fee_paid as number, freed_principal: r.freed_principal as number,
    },
  })), pair.user_id.toLowerCase(), event);
  return rows.map((r, i) => {
    const s = split[i];
    return updateRow('returns', { investment_id: r.investment_id }, {
      add: {
        received_principal: s.received_principal, received_interest: s.received_interest, tax_withheld: s.tax_withheld, fee_paid: s.fee_paid,
        freed_principal: s.freed_principal, outstanding_principal: -s.received_principal - s.freed_principal,
      },
      read: r,
    });
  });
}

function rule(event: StoredEvent<ReturnsEvent>, read: RuleReader): readonly RowChange[] {
  if (isReturnCredit(event)) return credited(event, read);
  if (event.type === 'ClaimBought') {
    const b = event.data;
    return [insertRow('returns', {
      investment_id: b.listingId, user_id: userIdOfInvestorStream(event.streamId), product_id: b.productId, principal: b.principalWon,
      outstanding_principal: b.principalWon, acquisition_price: b.priceWon, party_ids: b.parts ? b.parts.map((p) => p.partyId) : null,
    })];
  }
  if (event.type !== 'LoanScheduled') return [];
  const d = event.data;
  return d.investments.map((i) => insertRow('returns', {
    investment_id: i.investmentId, user_id: i.userId, product_id: d.productId, principal: i.amountWon, outstanding_principal: i.amountWon,
  }));
}

export const investmentReturnsProjection = ruleProjection<ReturnsEvent>({
  name: 'investment_returns',
  handles: ['LoanScheduled', 'RepaymentCredited', 'RecoveryCredited', 'PrincipalWrittenOff', 'ClaimSold', 'ClaimBought'],
  tables: { returns: RETURNS },
  rule,
  reads: (event) => (isReturnCredit(event) ? [{ table: 'returns', where: pairOf(event) }] : []),
});
