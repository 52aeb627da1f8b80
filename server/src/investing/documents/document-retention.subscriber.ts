// Sets how long an investment's documents are kept once its loan has ended (온투법 23조④: five
// years after the debt is repaid; retention-policy.ts), in the transaction of the event that ends
// it: a product completed (repaid) or canceled, or one investment canceled while raising (that
// contract ended the day it was canceled). Until then `retain_until` stays null and the database
// refuses to delete the documents (migrations/1763801520000-investment-documents.ts). An append
// subscriber, not a projection: the documents are records, never rebuilt from the log, and a
// replay must not touch them. A sold loan has ended too (the investors' claim went to the buyer);
// a written-off one has not (the claim survives and recoveries may still come), so it keeps null.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { seoulDate } from '../../shared/clock';
import { ProjectionRegistry, type AppendSubscriber } from '../../shared/event-store/inline-projections';
import type { StoredEvent, Tx } from '../../shared/event-store/event-store.types';
import { PRODUCT_STREAM_PREFIX, type ProductEvent } from '../../products';
import { retainYearsOn } from './retention-policy';

/** The events that end an investment's contract: its own cancel, or its product completed or canceled. */
type EndingEvent = Extract<ProductEvent, { type: 'ProductCompleted' | 'ProductCanceled' | 'ProductInvestmentCanceled' | 'ProductLoanStatusFollowed' }>;

/** The instant an ending event dates the end by (the business time it happened), or null if it ends nothing. */
function endedAt(event: StoredEvent<EndingEvent>): string | null {
  if (event.type === 'ProductLoanStatusFollowed') return event.data.status === 'sold' ? event.data.at : null;
  return event.type === 'ProductCompleted' ? event.data.completedAt : event.data.canceledAt;
}

@Injectable()
export class DocumentRetentionSubscriber implements AppendSubscriber<EndingEvent>, OnModuleInit {
  readonly name = 'investment-documents-retention';
  readonly handles: readonly EndingEvent['type'][] = ['ProductCompleted', 'ProductCanceled', 'ProductInvestmentCanceled', 'ProductLoanStatusFollowed'];

  constructor(private readonly registry: ProjectionRegistry) {}

  onModuleInit(): void {
    this.registry.subscribe(this);
  }

  async onAppended(tx: Tx, events: StoredEvent<EndingEvent>[]): Promise<void> {
    for (const event of events) {
      if (!event.streamId.startsWith(PRODUCT_STREAM_PREFIX)) continue;
      const at = endedAt(event);
      if (at === null) continue;
      const years = retainYearsOn(seoulDate(new Date(at)));
      // Only documents still kept without an end: an end already set is never moved earlier.
      const scope = event.type === 'ProductInvestmentCanceled' ? 'investment_id = $1' : 'product_id = $1';
      const id = event.type === 'ProductInvestmentCanceled' ? event.data.investmentId : event.data.productId;
      await tx.query(
        `UPDATE investment_documents SET retain_until = $2::timestamptz + make_interval(years => $3) WHERE ${scope} AND retain_until IS NULL`,
        [id, at, years],
      );
    }
  }
}
