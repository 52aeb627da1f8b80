// Who is told what when a loan goes bad, from one append batch (the loan's events and every
// investor's credit or write-off are appended together: docs/design.md "Repayments"). An
// acceleration tells each investor with principal in the claim; a recovery and a write-off tell
// the investor whose wallet it is; a sale tells every investor of the loan once (`loan_sold`),
// with their share of the price and the principal the sale wrote off, so the credit and write-off
// of a sale send nothing of their own.
import { rows, Queryable } from '../../shared/database/sql';
import type { StoredEvent } from '../../shared/event-store/event-store.types';
import { userIdOfInvestorStream, type PrincipalWrittenOff, type RecoveryCredited } from '../../wallet';
import type { OutboxNotification } from '../outbox/write-notifications';
import { loanDefaultedTexts, loanSoldText, loanWrittenOffText, recoveryPaidText, type LoanSold, type NotifiedLoanEvent } from './bad-loan-texts';
import { eventSourceId } from './product-event-audiences';

export const NOTIFIED_BAD_LOAN_WALLET_EVENTS = ['RecoveryCredited', 'PrincipalWrittenOff'] as const;
export type BadLoanNotifiedEvent = NotifiedLoanEvent | RecoveryCredited | PrincipalWrittenOff;
const BAD_LOAN_TYPES: readonly string[] = ['LoanAccelerated', 'LoanSold', ...NOTIFIED_BAD_LOAN_WALLET_EVENTS];

export const isBadLoanNotified = (event: StoredEvent): event is StoredEvent<BadLoanNotifiedEvent> => BAD_LOAN_TYPES.includes(event.type);

/** The products whose claim the batch sold. */
export function soldInBatch(events: readonly StoredEvent[]): Set<string> {
  return new Set(events.flatMap((e) => (e.type === 'LoanSold' ? [(e as StoredEvent<LoanSold>).data.productId] : [])));
}

/** One investor's part of a sale in the batch: the price credited to them and the principal written off. */
function saleParts(batch: readonly StoredEvent[], productId: string) {
  const credits = new Map<string, RecoveryCredited['data']>();
  const writtenOff = new Map<string, PrincipalWrittenOff['data']>();
  for (const e of batch) {
    if (!e.streamId.startsWith('investor-') || (e.data as { productId?: string }).productId !== productId) continue;
    if (e.type === 'RecoveryCredited') credits.set(userIdOfInvestorStream(e.streamId), (e as StoredEvent<RecoveryCredited>).data);
    if (e.type === 'PrincipalWrittenOff') writtenOff.set(userIdOfInvestorStream(e.streamId), (e as StoredEvent<PrincipalWrittenOff>).data);
  }
  return { credits, writtenOff };
}

/** The notifications of one bad-loan event of the batch (`sold`: the products the batch sold). */
export async function badLoanAudience(
  q: Queryable, event: StoredEvent<BadLoanNotifiedEvent>, batch: readonly StoredEvent[], sold: ReadonlySet<string>, title: string,
): Promise<OutboxNotification[]> {
  const sourceId = eventSourceId(event);
  switch (event.type) {
    case 'LoanAccelerated':
      return loanDefaultedTexts(event.data, title).map(({ userId, text }) => ({ userId, sourceId, ...text }));
    case 'RecoveryCredited':
      if (event.data.kind === 'sale') return [];
      return [{ userId: userIdOfInvestorStream(event.streamId), sourceId, ...recoveryPaidText(event.data, title) }];
    case 'PrincipalWrittenOff':
      if (sold.has(event.data.productId)) return [];
      return [{ userId: userIdOfInvestorStream(event.streamId), sourceId, ...loanWrittenOffText(event.data, title) }];
    case 'LoanSold': {
      const { credits, writtenOff } = saleParts(batch, event.data.productId);
      // Every investor of the loan, a share of the price rounded to nothing included.
      const investors = await rows<{ user_id: string }>(q, `SELECT DISTINCT user_id FROM investor_repayments WHERE product_id = $1`, [event.data.productId]);
      const userIds = [...new Set([...credits.keys(), ...writtenOff.keys(), ...investors.map((r) => r.user_id)])];
      return userIds.map((userId) => ({ userId, sourceId, ...loanSoldText(event.data, title, credits.get(userId), writtenOff.get(userId)) }));
    }
  }
}
