// What a notification is about, and why it may be sent: transactional (always sent: the
// investor's own money or contract), marketing (온투법 19조, 시행령 18조⑥: only with prior
// consent, withdrawable at any time), or requested (오픈 알림: the investor asked for exactly these
// by subscribing with their own criteria; the subscription is the consent and deleting it
// withdraws it, so no separate marketing consent is asked — see open-alerts/open-alert-notifications.ts).
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
  'loan_defaulted',
  'recovery_paid',
  'loan_written_off',
  'loan_sold',
  'target_lowered',
  // An investment the investor's standing auto-invest contract placed (docs/api.md "Auto-invest").
  'auto_invest_placed',
  // A claim sold or bought (원리금수취권 양도, docs/api.md "Transfers").
  'transfer_sold',
  'transfer_bought',
] as const;

export const MARKETING_KINDS = ['product_opened'] as const;

/** Sent to 오픈 알림 subscribers; `product_opened` is also the general (marketing) announcement's kind. */
export const OPEN_ALERT_KINDS = ['product_scheduled', 'product_opened'] as const;

export type TransactionalKind = (typeof TRANSACTIONAL_KINDS)[number];
export type MarketingKind = (typeof MARKETING_KINDS)[number];
export type OpenAlertKind = (typeof OPEN_ALERT_KINDS)[number];
export type NotificationKind = TransactionalKind | MarketingKind | OpenAlertKind;
export type NotificationCategory = 'transactional' | 'marketing' | 'requested';

export const NOTIFICATION_KINDS: readonly NotificationKind[] = [...new Set<NotificationKind>([...TRANSACTIONAL_KINDS, ...MARKETING_KINDS, ...OPEN_ALERT_KINDS])];

/** The category of a kind written through writeNotifications (open alerts write their own rows as `requested`). */
export function categoryOf(kind: NotificationKind): NotificationCategory {
  if ((MARKETING_KINDS as readonly string[]).includes(kind)) return 'marketing';
  if ((OPEN_ALERT_KINDS as readonly string[]).includes(kind)) return 'requested';
  return 'transactional';
}
