// GET /api/transfers/listings (docs/api.md "Transfers"): the open listings a buyer can buy today,
// each with the product and its disclosure (온투법 34조: the same disclosure as an investment), the
// claim's remaining schedule (the seller's rows from the listing's first installment: exactly what
// the buyer would be paid, before the buyer's own withholding) and the loan's payment history;
// and whether the viewer may buy (시행령 29조) and why not. A listing a due date has overtaken, or
// of a loan no longer repaying or with an installment overdue, is not offered (it can no longer
// be bought: listing_not_available).
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { seoulDate } from '../../../shared/clock';
import { rows, one } from '../../../shared/database/sql';
import { BusinessClock } from '../../../shared/business-clock';
import { toWon } from '../../../shared/won';
import { ProductDisclosures, ProductRow, productView } from '../../../products';
import type { PaymentHistoryRow, RemainingScheduleRow } from '../http/transfer-answers.schema';
import { transferEligibility, InvestorType } from '../transfer-eligibility';
import { transferPolicyOn } from '../transfer-policy';
import { transferAccruedInterestWon } from '../transfer-terms';
import { transferYieldBp } from '../transfer-yield';

interface ListingRow {
  listing_id: string; seller_id: string; product_id: string; investment_id: string; price: string; outstanding_principal: string; from_seq: number;
  listed_on: string; listed_at: Date; rate_bp: number; since_on: string;
}

const OPEN_TODAY = `
  FROM transfer_listings l
  JOIN loans lo ON lo.product_id = l.product_id AND lo.status = 'repaying'
  JOIN loan_installments fi ON fi.product_id = l.product_id AND fi.seq = l.from_seq AND fi.due_on > $1::date
  WHERE l.status = 'open'
    AND NOT EXISTS (SELECT 1 FROM loan_installments i WHERE i.product_id = l.product_id AND i.status = 'scheduled' AND i.due_on < $1::date)`;

@Injectable()
export class TransferMarketQuery {
  constructor(private readonly db: DataSource, private readonly clock: BusinessClock, private readonly disclosures: ProductDisclosures) {}

  async list(viewer: { id: string; investorType: InvestorType }, page: { page: number; size: number; offset: number }) {
    const today = seoulDate(this.clock.now());
    const found = await rows<ListingRow>(this.db, `
      SELECT l.listing_id::text, l.seller_id::text, l.product_id::text, l.investment_id::text, l.price, l.outstanding_principal, l.from_seq,
        to_char(l.listed_on, 'YYYY-MM-DD') AS listed_on, l.listed_at, lo.rate_bp,
        COALESCE((SELECT to_char(max(p.due_on), 'YYYY-MM-DD') FROM loan_installments p WHERE p.product_id = l.product_id AND p.seq < l.from_seq AND p.status <> 'replaced'),
          to_char(lo.executed_on, 'YYYY-MM-DD')) AS since_on
      ${OPEN_TODAY} ORDER BY l.listed_at DESC, l.listing_id LIMIT $2 OFFSET $3`, [today, page.size, page.offset]);
    const total = await one<{ n: string }>(this.db, `SELECT count(*) AS n ${OPEN_TODAY}`, [today]);
    const productIds = [...new Set(found.map((l) => l.product_id))];
    const [products, snapshots, schedules, histories] = await Promise.all([
      rows<ProductRow>(this.db, `SELECT * FROM products WHERE id = ANY($1::uuid[])`, [productIds]),
      this.disclosures.snapshots(productIds),
      this.remainingSchedules(found),
      this.paymentHistories(productIds),
    ]);
    const productOf = new Map(products.map((p) => [String(p.id), p]));
    const accruedOf = (l: ListingRow) => transferAccruedInterestWon(toWon(l.outstanding_principal), l.rate_bp, l.since_on, today);
    return {
      items: found.map((l) => ({
        id: l.listing_id, product_id: l.product_id, investment_id: l.investment_id, price: toWon(l.price), outstanding_principal: toWon(l.outstanding_principal),
        from_seq: l.from_seq, status: 'open', listed_on: l.listed_on, listed_at: l.listed_at, own: l.seller_id === viewer.id,
        // 경과이자 a buyer pays on top of the price if they buy today.
        accrued_interest: accruedOf(l),
        // The buyer's yield after tax at the asking price (price + 경과이자 today, each net on its due date).
        yield_bp: transferYieldBp(toWon(l.price) + accruedOf(l), today, schedules.get(l.listing_id) ?? []),
        product: productOf.has(l.product_id) ? productView(productOf.get(l.product_id)!) : null,
        disclosure: snapshots.get(l.product_id)?.disclosure ?? null,
        remaining_schedule: schedules.get(l.listing_id) ?? [],
        payment_history: histories.get(l.product_id) ?? [],
      })),
      page: page.page, size: page.size, total: Number(total?.n ?? 0),
      eligibility: await this.eligibility(viewer, today),
    };
  }

  /** Whether the viewer may buy today, and why not (docs/compliance.md "Secondary transfer"). */
  async eligibility(viewer: { id: string; investorType: InvestorType }, today: string) {
    const placed = await rows<{ on: string }>(this.db, `
      SELECT to_char(invested_at AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD') AS on FROM investments WHERE user_id = $1 AND status <> 'canceled'`, [viewer.id]);
    return transferEligibility(viewer.investorType, placed.map((p) => p.on), today, transferPolicyOn(today));
  }

  private async remainingSchedules(listings: ListingRow[]) {
    const found = await rows<{ listing_id: string; seq: number; due_on: string } & Record<'principal' | 'interest' | 'tax_income' | 'tax_local' | 'fee' | 'net', string>>(this.db, `
      SELECT l.listing_id::text, r.seq, to_char(r.due_on, 'YYYY-MM-DD') AS due_on, r.principal, r.interest, r.tax_income, r.tax_local, r.fee, r.net
      FROM transfer_listings l JOIN investor_repayments r ON r.product_id = l.product_id AND r.user_id = l.seller_id AND r.seq >= l.from_seq
      WHERE l.listing_id = ANY($1::uuid[]) ORDER BY r.seq`, [listings.map((l) => l.listing_id)]);
    const byListing = new Map<string, RemainingScheduleRow[]>();
    for (const r of found) {
      if (!byListing.has(r.listing_id)) byListing.set(r.listing_id, []);
      byListing.get(r.listing_id)!.push({
        seq: r.seq, due_on: r.due_on, principal: toWon(r.principal), interest: toWon(r.interest), tax_income: toWon(r.tax_income), tax_local: toWon(r.tax_local),
        fee: toWon(r.fee), net: toWon(r.net),
      });
    }
    return byListing;
  }

  private async paymentHistories(productIds: string[]) {
    const found = await rows<{ product_id: string; seq: number; due_on: string; status: string; overdue: boolean; funded_on: string | null }>(this.db, `
      SELECT product_id::text, seq, to_char(due_on, 'YYYY-MM-DD') AS due_on, status, overdue, to_char(funded_on, 'YYYY-MM-DD') AS funded_on
      FROM loan_installments WHERE product_id = ANY($1::uuid[]) AND status <> 'replaced' ORDER BY seq`, [productIds]);
    const byProduct = new Map<string, PaymentHistoryRow[]>();
    for (const r of found) {
      if (!byProduct.has(r.product_id)) byProduct.set(r.product_id, []);
      byProduct.get(r.product_id)!.push({ seq: r.seq, due_on: r.due_on, status: r.status, was_overdue: r.overdue, paid_on: r.funded_on });
    }
    return byProduct;
  }
}
