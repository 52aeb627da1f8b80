// The outbox's writer for events: registered with the event store, it runs inside the append
// transaction, so a deposit credited, a repayment paid or an investment placed and its
// notification commit together or not at all. Set-based: one title lookup and ONE insert for the
// whole append batch (a month-end chunk of 500 credits costs two statements, not 500). A retried
// command appends nothing new (command outcomes), and the unique (source_id, user_id, kind) index
// keeps an event's notification single even if its writer ran twice. Replays never call it.
// A product registered or opened also tells its 오픈 알림 subscribers (open-alerts/).
import { Injectable, OnModuleInit } from '@nestjs/common';
import { preparedRows } from '../../shared/database/sql';
import { ProjectionRegistry, type AppendSubscriber } from '../../shared/event-store/inline-projections';
import type { StoredEvent, Tx } from '../../shared/event-store/event-store.types';
import { isUuid } from '../../shared/http/schema/formats';
import { isWalletEvent, userIdOfInvestorStream } from '../../wallet';
import { writeNotifications, type OutboxNotification } from '../outbox/write-notifications';
import { autoPlacedText, investorEventText, NOTIFIED_WALLET_EVENTS, NotifiedWalletEvent, productIdOf } from './investor-event-texts';
import { notifyOpenAlerts, openedProductOf, scheduledProductOf } from '../open-alerts/open-alert-notifications';
import { announceOpening, eventSourceId, NOTIFIED_PRODUCT_EVENTS, NotifiedProductEvent, productAudience } from './product-event-audiences';
import { NOTIFIED_LOAN_EVENTS } from './bad-loan-texts';
import { badLoanAudience, BadLoanNotifiedEvent, isBadLoanNotified, NOTIFIED_BAD_LOAN_WALLET_EVENTS, soldInBatch } from './bad-loan-audiences';

/**
 * The events that tell someone something: an investor's own wallet events, a product's
 * registration, funding, execution and opening, and a bad loan's acceleration and sale.
 */
type NotifiedEvent = NotifiedWalletEvent | NotifiedProductEvent | BadLoanNotifiedEvent;

@Injectable()
export class EventNotificationsSubscriber implements AppendSubscriber<NotifiedEvent>, OnModuleInit {
  readonly name = 'notifications-outbox';
  readonly handles: readonly NotifiedEvent['type'][] = [
    ...NOTIFIED_WALLET_EVENTS, ...NOTIFIED_BAD_LOAN_WALLET_EVENTS, ...NOTIFIED_PRODUCT_EVENTS, ...NOTIFIED_LOAN_EVENTS,
  ];

  constructor(private readonly registry: ProjectionRegistry) {}

  onModuleInit(): void {
    this.registry.subscribe(this);
  }

  async onAppended(tx: Tx, events: StoredEvent<NotifiedEvent>[]): Promise<void> {
    const titles = await this.titles(tx, events);
    const outbox: OutboxNotification[] = [];
    const sold = soldInBatch(events);
    for (const event of events) {
      if (isBadLoanNotified(event)) {
        outbox.push(...(await badLoanAudience(tx, event, events, sold, titles.get(productIdOf(event) ?? '') ?? '투자 상품')));
      } else if (event.streamId.startsWith('investor-')) {
        const auto = event.type === 'InvestmentPlaced' && event.metadata.source === 'auto';
        const text = auto ? autoPlacedText(event.data, titles) : isWalletEvent(event) ? investorEventText(event, titles) : null;
        if (text) outbox.push({ userId: userIdOfInvestorStream(event.streamId), sourceId: eventSourceId(event), ...text });
      } else if (event.type === 'ProductRegistered') {
        await notifyOpenAlerts(tx, 'product_scheduled', scheduledProductOf(event));
      } else if (event.type === 'ProductOpened') {
        // The subscribers' own notice first: a subscriber who also consented to marketing gets that one, not both.
        const opened = await openedProductOf(tx, event);
        if (opened) await notifyOpenAlerts(tx, 'product_opened', opened);
        await announceOpening(tx, event);
      } else if (!isWalletEvent(event)) {
        outbox.push(...(await productAudience(tx, event, titles.get(productIdOf(event) ?? '') ?? '투자 상품')));
      }
    }
    await writeNotifications(tx, outbox);
  }

  /** Every product the batch names, in one read (a month-end batch names a handful). */
  private async titles(tx: Tx, events: StoredEvent<NotifiedEvent>[]): Promise<Map<string, string>> {
    const ids = [...new Set(events.map(productIdOf).filter((id): id is string => isUuid(id)))];
    if (ids.length === 0) return new Map();
    const found = await preparedRows<{ id: string; title: string }>(tx, `SELECT id, title FROM products WHERE id = ANY($1::uuid[])`, [ids]);
    return new Map(found.map((p) => [p.id, p.title]));
  }
}
