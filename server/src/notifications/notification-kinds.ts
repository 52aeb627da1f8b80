// What a notification is about, and whether it is a transactional one (always sent: the
// investor's own money or contract) or marketing (온투법 19조, 시행령 18조⑥: only with prior
// consent, withdrawable at any time).
export const TRANSACTIONAL_KINDS = [
  'deposit_credited',
  'withdrawal_completed',
  'withdrawal_failed',
  'investment_placed',
  'investment_canceled',
  'product_funded',
  'loan_executed',
  'repayment_paid',
  'installment_overdue',
  'target_lowered',
] as const;

export const MARKETING_KINDS = ['product_opened'] as const;

export type TransactionalKind = (typeof TRANSACTIONAL_KINDS)[number];
export type MarketingKind = (typeof MARKETING_KINDS)[number];
export type NotificationKind = TransactionalKind | MarketingKind;
export type NotificationCategory = 'transactional' | 'marketing';

export function categoryOf(kind: NotificationKind): NotificationCategory {
  return (MARKETING_KINDS as readonly string[]).includes(kind) ? 'marketing' : 'transactional';
}
