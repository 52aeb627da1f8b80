// The disclosure of a product as it stands now (GET /products/{id}) and the disclosures investing
// records with each investment (the version with the investment, the whole disclosure as the
// investment's 연계투자설명서): the product row, the policy in force on the business today, and
// the product stream's own record of what changed after registration.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BusinessClock } from '../../shared/business-clock';
import { rows } from '../../shared/database/sql';
import type { EventNamed } from '../../shared/event-store/event-store.types';
import { ProductEvent, productStreamId } from '../product.events';
import { ProductRow } from '../queries/product-view';
import { PayoutPolicyReader, ProductPolicy, productPolicy } from './payout-policy.reader';
import type { ProductDisclosureView } from '../http/product-answers.schema';
import { buildDisclosure } from './product-disclosure';

/** ProductTerms' names → the API's, for the list of changes. */
const API_FIELD: Record<string, string> = {
  title: 'title', type: 'type', borrowerId: 'borrower_id', borrowerName: 'borrower_name', grade: 'grade', rateBp: 'rate_bp',
  termMonths: 'term_months', repaymentMethod: 'repayment_method', targetAmountWon: 'target_amount', minAmountWon: 'min_amount',
  maxPerUserWon: 'max_per_user', opensAt: 'opens_at', closesAt: 'closes_at', investorOnly: 'investor_only', description: 'description',
  collateral: 'collateral',
};
/** A product's disclosure in force, with the product facts a document names it by. */
export interface DisclosureSnapshot {
  productId: string;
  title: string;
  type: string;
  disclosure: ProductDisclosureView;
}

/** A product's changes are few; the bound keeps a page's read small whatever happens. */
const MAX_CHANGES = 100;

/** The product stream's changes after registration: its terms edited, its target lowered. */
type ChangeEvent = EventNamed<ProductEvent, 'ProductUpdated' | 'ProductTargetLowered'>;

@Injectable()
export class ProductDisclosures {
  constructor(
    private readonly dataSource: DataSource,
    private readonly policies: PayoutPolicyReader,
    private readonly clock: BusinessClock,
  ) {}

  /** The disclosure and the policy its schedule follows (the product page's preview uses it too). */
  async of(row: ProductRow): Promise<{ disclosure: ProductDisclosureView; policy: ProductPolicy }> {
    const [policyChanges, changes] = await Promise.all([this.policies.changes(), this.changesOf(row.id)]);
    const policy = productPolicy(policyChanges, this.clock.today(), row.executed_at);
    return { disclosure: buildDisclosure(row, policy, changes), policy };
  }

  /** The current disclosure of each product (unknown ids are left out), by product id. */
  async snapshots(productIds: string[]): Promise<Map<string, DisclosureSnapshot>> {
    const [found, policyChanges] = await Promise.all([
      rows<ProductRow>(this.dataSource, `SELECT * FROM products WHERE id = ANY($1::uuid[])`, [productIds]),
      this.policies.changes(),
    ]);
    const snapshots = new Map<string, DisclosureSnapshot>();
    for (const row of found) {
      const policy = productPolicy(policyChanges, this.clock.today(), row.executed_at);
      const disclosure = buildDisclosure(row, policy, await this.changesOf(row.id));
      snapshots.set(row.id, { productId: row.id, title: row.title, type: row.type, disclosure });
    }
    return snapshots;
  }

  private async changesOf(productId: string): Promise<ProductDisclosureView['changes']> {
    const found = await rows<ChangeEvent>(
      this.dataSource,
      `SELECT type, data FROM events
       WHERE stream_id = $1 AND type IN ('ProductUpdated', 'ProductTargetLowered') ORDER BY stream_version LIMIT $2`,
      [productStreamId(productId), MAX_CHANGES],
    );
    return found
      // The business time of the change: ProductUpdated's updatedAt, ProductTargetLowered's loweredAt.
      .map((e) => (e.type === 'ProductTargetLowered'
        ? { changed_at: e.data.loweredAt, fields: ['target_amount'] }
        : { changed_at: e.data.updatedAt, fields: Object.keys(e.data.changes).map((k) => API_FIELD[k] ?? k).sort() }))
      .filter((c) => c.fields.length > 0);
  }
}
