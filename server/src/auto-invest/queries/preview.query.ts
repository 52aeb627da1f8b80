// GET /me/auto_invest/preview (docs/api.md "Auto-invest"): what given criteria would have placed
// over the products opened in the last 12 months, and how those loans have done — each product's
// actual results (investment_returns: principal and interest received net of tax and fees,
// outstanding) and its loan's recoveries and write-offs (loans, docs/api.md "Loans that go bad"),
// scaled to the amount per product. Recovered interest is counted before tax (the loan row keeps
// no per-investor tax). It ignores the share cap and the investor's balance: the question is
// which loans, not which turn.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { rows } from '../../shared/database/sql';
import { toWon } from '../../shared/won';
import type { AutoInvestCriteria } from '../auto-invest.events';
import type { AutoInvestPreview } from '../http/auto-invest-answers.schema';
import { meetsCriteria, MatchedProduct } from '../placement/criteria-match';

/** Statuses after which no principal is owed any more: what was not recovered is lost. */
const CLOSED_STATUSES = new Set(['written_off', 'sold']);
const MAX_ITEMS = 500;

interface Row {
  id: string; title: string; opened_at: Date; status: string; type: MatchedProduct['type']; grade: string; rate_bp: number; term_months: number;
  repayment_method: MatchedProduct['repaymentMethod']; is_pf: boolean; principal: string | null; received_net: string | null; outstanding: string | null;
  loan_principal: string | null; recovered_principal: string | null; recovered_interest: string | null; written_off_principal: string | null;
}

type PreviewItem = AutoInvestPreview['items'][number] & { received: number; written_off: number };

@Injectable()
export class AutoInvestPreviewQuery {
  constructor(private readonly dataSource: DataSource) {}

  async preview(criteria: AutoInvestCriteria, amountWon: number, now: Date) {
    const since = new Date(now.getTime() - 365 * 86_400_000);
    const found = await rows<Row>(
      this.dataSource,
      `SELECT p.id, p.title, p.opened_at, p.status, p.type, p.grade, p.rate_bp, p.term_months, p.repayment_method, p.is_pf,
              r.principal, r.received_net, r.outstanding,
              l.principal AS loan_principal, l.recovered_principal, l.recovered_interest, l.written_off_principal
       FROM products p
       LEFT JOIN loans l ON l.product_id = p.id
       LEFT JOIN (SELECT product_id, sum(principal) AS principal, sum(received_principal + received_interest - tax_withheld - fee_paid) AS received_net,
                         sum(outstanding_principal) AS outstanding
                  FROM investment_returns GROUP BY product_id) r ON r.product_id = p.id
       WHERE p.opened_at >= $1 AND p.opened_at <= $2 ORDER BY p.opened_at DESC, p.id`,
      [since, now],
    );
    const items = found
      .filter((p) => meetsCriteria(criteria, { type: p.type, grade: p.grade, rateBp: p.rate_bp, termMonths: p.term_months, repaymentMethod: p.repayment_method, isPf: p.is_pf }))
      .slice(0, MAX_ITEMS)
      .map((p) => itemOf(p, amountWon));
    return { items: items.map(({ product_id, title, opened_at, amount, status }) => ({ product_id, title, opened_at, amount, status })), totals: totalsOf(items) };
  }
}

/** The product's own results, scaled to `amountWon` (floored to the won). */
function itemOf(p: Row, amountWon: number): PreviewItem & { outstanding: number } {
  const scale = (won: string | null, of: string | null) => (toWon(of ?? 0) > 0 ? Math.floor((toWon(won ?? 0) * amountWon) / toWon(of ?? 0)) : 0);
  const executed = toWon(p.principal ?? 0) > 0;
  const recoveredPrincipal = scale(p.recovered_principal, p.loan_principal);
  const writtenOff = scale(p.written_off_principal, p.loan_principal);
  const received = scale(p.received_net, p.principal) + recoveredPrincipal + scale(p.recovered_interest, p.loan_principal);
  const owed = executed ? Math.max(0, scale(p.outstanding, p.principal) - recoveredPrincipal - writtenOff) : p.status === 'canceled' ? 0 : amountWon;
  return {
    product_id: p.id, title: p.title, opened_at: new Date(p.opened_at).toISOString(), amount: amountWon, status: p.status,
    received, written_off: writtenOff, outstanding: CLOSED_STATUSES.has(p.status) ? 0 : owed,
  };
}

/** Canceled products placed nothing in the end (the money came back): they count in no total. */
function totalsOf(items: (PreviewItem & { outstanding?: number })[]) {
  const live = items.filter((i) => i.status !== 'canceled');
  const amount = live.reduce((s, i) => s + i.amount, 0);
  const received = live.reduce((s, i) => s + i.received, 0);
  const writtenOff = live.reduce((s, i) => s + i.written_off, 0);
  const outstanding = live.reduce((s, i) => s + (i.outstanding ?? 0), 0);
  // What the money is worth now (received after tax and fees, plus principal still owed and not lost) against what went in.
  const returnBp = amount === 0 ? 0 : Math.floor(((received + outstanding - amount) * 10_000) / amount);
  return { count: live.length, amount, received, written_off: writtenOff, return_bp: returnBp };
}
