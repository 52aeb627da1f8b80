// GET /api/investments and what the invest box shows: remaining limits and balance.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one, rows } from '../../shared/database/sql';
import { DomainError } from '../../shared/errors/domain-error';
import { toWon } from '../../shared/won';
import { CentralRegistry } from '../../registry';
import { InvestmentDocumentsQuery } from '../documents/investment-documents.query';
import { INVESTMENT_STATUSES, type InvestmentListItem } from '../http/investing-answers.schema';
import { remainingRoom } from '../limits/investor-limits';
import { LimitUsageReader } from '../limits/limit-usage.reader';

/** A row of GET /api/investments as the driver returns it: bigint amounts as text. */
interface InvestmentRow extends Pick<InvestmentListItem, 'id' | 'product_id' | 'title' | 'status'> {
  amount: string;
  invested_at: Date;
  product_status: string;
  executed_won: string;
  repaid_won: string;
  interest_won: string;
  /** The investment's own returns row, when the investor also holds a claim bought in the product. */
  own_outstanding: string | null;
  own_interest: string | null;
}

/**
 * An investment's outstanding principal and received interest. The holdings are per investor and
 * product, shared pro rata over the investor's investments there; but the principal of a claim
 * bought in the same product (원리금수취권 양도) is in them too, so an investor who holds both
 * reads each investment's own row of investment_returns, which keeps every holding apart to the
 * won (repayments' investment-returns.split.ts).
 */
function ownFigures(r: InvestmentRow, amount: number): { outstanding_principal: number; received_interest: number } {
  if (r.status !== 'executed') return { outstanding_principal: 0, received_interest: 0 };
  if (r.own_outstanding !== null && r.own_interest !== null) return { outstanding_principal: toWon(r.own_outstanding), received_interest: toWon(r.own_interest) };
  const executed = toWon(r.executed_won);
  const share = (won: number) => (executed > 0 ? Math.floor((won * amount) / executed) : 0);
  return { outstanding_principal: amount - share(toWon(r.repaid_won)), received_interest: share(toWon(r.interest_won)) };
}

@Injectable()
export class InvestmentQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limits: LimitUsageReader,
    private readonly registry: CentralRegistry,
    private readonly documents: InvestmentDocumentsQuery,
  ) {}

  /**
   * Outstanding principal and received interest are kept per investor and product; an investor
   * with several investments in one product sees them shared pro rata to the amounts (ownFigures).
   * Each item
   * lists its documents (docs/api.md "Investment documents and tax forms"; empty for investments
   * placed before they were issued).
   */
  async list(userId: string, status: string | undefined) {
    if (status !== undefined && !(INVESTMENT_STATUSES as readonly string[]).includes(status)) throw new DomainError('invalid_input', { fields: { status: 'invalid_value' } });
    const found = await rows<InvestmentRow>(
      this.dataSource,
      `SELECT i.id, i.product_id, p.title, i.amount, i.status, i.invested_at, p.status AS product_status,
         COALESCE(h.executed_won, 0) AS executed_won, COALESCE(h.repaid_principal_won, 0) AS repaid_won, COALESCE(h.received_interest_won, 0) AS interest_won,
         r.outstanding_principal AS own_outstanding, r.received_interest AS own_interest
       FROM investments i JOIN products p ON p.id = i.product_id
       LEFT JOIN investor_holdings h ON h.user_id = i.user_id AND h.product_id = i.product_id
       LEFT JOIN investment_returns r ON r.investment_id = i.id
         AND EXISTS (SELECT 1 FROM investment_returns b WHERE b.user_id = i.user_id AND b.product_id = i.product_id AND b.acquisition_price IS NOT NULL)
       WHERE i.user_id = $1 AND ($2::text IS NULL OR i.status = $2)
       ORDER BY i.invested_at DESC, i.id LIMIT 500`,
      [userId, status ?? null],
    );
    // Claims bought on the market (docs/api.md "Transfers") are holdings too, known by the listing
    // they were bought from: the principal bought, what is still outstanding and the interest
    // received since, from their own investment_returns row. They can be listed again.
    const bought = status === undefined || status === 'executed' ? await rows<{ id: string; product_id: string; title: string; amount: string; bought_at: Date; product_status: string; outstanding: string; interest: string }>(
      this.dataSource,
      `SELECT r.investment_id AS id, r.product_id, p.title, r.principal AS amount, l.closed_at AS bought_at, p.status AS product_status,
         r.outstanding_principal AS outstanding, r.received_interest AS interest
       FROM investment_returns r JOIN transfer_listings l ON l.listing_id = r.investment_id JOIN products p ON p.id = r.product_id
       WHERE r.user_id = $1 AND r.acquisition_price IS NOT NULL
       ORDER BY l.closed_at DESC, r.investment_id LIMIT 500`,
      [userId],
    ) : [];
    const documents = await this.documents.byInvestment(userId, [...found, ...bought].map((r) => r.id));
    const boughtItems = bought.map((r) => ({
      id: r.id, product_id: r.product_id, title: r.title, amount: toWon(r.amount), status: 'executed' as const, product_status: r.product_status,
      invested_at: new Date(r.bought_at).toISOString(), outstanding_principal: toWon(r.outstanding), received_interest: toWon(r.interest),
      documents: documents.get(r.id) ?? [],
    }));
    return {
      items: [...boughtItems, ...found.map((r) => {
        const amount = toWon(r.amount);
        return {
          id: r.id,
          product_id: r.product_id,
          title: r.title,
          amount,
          status: r.status,
          product_status: r.product_status,
          invested_at: new Date(r.invested_at).toISOString(),
          ...ownFigures(r, amount),
          documents: documents.get(r.id) ?? [],
        };
      })].sort((a, b) => b.invested_at.localeCompare(a.invested_at) || a.id.localeCompare(b.id)),
    };
  }

  async owner(investmentId: string): Promise<{ user_id: string; product_id: string; status: string } | undefined> {
    return one(this.dataSource, `SELECT user_id, product_id, status FROM investments WHERE id = $1`, [investmentId]);
  }

  /**
   * The invest box (with GET /wallet for the balance): how much more this investor may put in,
   * overall and in this product. `remaining` counts the holdings the central registry knows on
   * other platforms too (시행령 27조: the limits are across all platforms), shown apart as
   * `external_holdings`. The PF room is this platform's (the registry knows no PF part); a
   * professional or corporate investor's room in this product is their share of its target.
   */
  async room(userId: string, investorType: string, productId: string | undefined) {
    const [{ policy, usage }, external] = await Promise.all([this.limits.read(userId, investorType), this.registry.externalHoldings(null, userId)]);
    let product: { productId: string; borrowerId: string; targetWon: number } | undefined;
    if (productId) {
      const row = await one<{ borrower_id: string; target_amount: string }>(this.dataSource, `SELECT borrower_id, target_amount FROM products WHERE id = $1`, [productId]);
      if (row) product = { productId, borrowerId: row.borrower_id, targetWon: toWon(row.target_amount) };
    }
    const borrowerId = product?.borrowerId;
    const acrossPlatforms = {
      ...usage,
      totalWon: usage.totalWon + external.amountWon,
      realtyWon: usage.realtyWon + external.realtyWon,
      byBorrowerWon: borrowerId === undefined ? usage.byBorrowerWon
        : { ...usage.byBorrowerWon, [borrowerId]: (usage.byBorrowerWon[borrowerId] ?? 0) + (external.borrowersWon[borrowerId] ?? 0) },
    };
    return {
      investor_type: investorType,
      limits: {
        total: { used: usage.totalWon, limit: policy.totalLimitWon },
        realty: { used: usage.realtyWon, limit: policy.realtyLimitWon },
        pf: { used: usage.pfWon, limit: policy.pfLimitWon },
        per_borrower_limit: policy.borrowerLimitWon,
        institutional_share_bp: policy.productShareBp,
      },
      external_holdings: {
        total: external.amountWon,
        realty: external.realtyWon,
        borrower: borrowerId === undefined ? null : external.borrowersWon[borrowerId] ?? 0,
      },
      remaining: remainingRoom(policy, acrossPlatforms, product),
      invested_in_product: productId ? usage.byProductWon[productId] ?? 0 : 0,
    };
  }
}
