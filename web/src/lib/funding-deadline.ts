// The funding deadline as the screens show it (docs/api.md "Products" (the funding deadline);
// docs/glossary.md 모집 마감, 모집 실패 취소): a product still raising (or never opened) once the
// business clock passes its closes_at takes no investment — even in the minute before the platform
// cancels it — and one the platform canceled for not raising its target reads the same to
// investors, 모집 마감; operators see the cancel for what it was, 모집 실패 취소.
import type { ProductStatus } from '@/api/types';
import { PRODUCT_STATUS_LABELS } from './labels';

/** What the rule reads of a product (the investors' and the operators' shapes both have it). */
export type DeadlineFacts = { status: string; closes_at: string; cancel_reason?: string | null };

/** A label and the badge tone (`badge--{tone}`) to show it in. */
export type StatusBadgeView = { label: string; tone: string };

export const FUNDING_CLOSED_LABEL = '모집 마감';
export const FUNDING_FAILED_LABEL = '모집 실패 취소';

/** Still raising (or never opened) although the business clock has passed closes_at: the platform's cancel is on its way. */
export function isPastFundingDeadline(product: DeadlineFacts, businessNowMs: number): boolean {
  return (product.status === 'funding' || product.status === 'scheduled') && Date.parse(product.closes_at) < businessNowMs;
}

export const isFundingFailed = (product: DeadlineFacts): boolean => product.status === 'canceled' && product.cancel_reason === 'funding_failed';

/** Its funding is over without reaching the target: no invest or basket button, the screens say 모집 마감. */
export function isFundingClosed(product: DeadlineFacts, businessNowMs: number): boolean {
  return isPastFundingDeadline(product, businessNowMs) || isFundingFailed(product);
}

const statusLabel = (status: string): string => PRODUCT_STATUS_LABELS[status as ProductStatus] ?? status;

/** The investors' badge: 모집 마감 for a product whose funding closed short, else the status's own word. */
export function investorStatusBadge(product: DeadlineFacts, businessNowMs: number): StatusBadgeView {
  if (isFundingClosed(product, businessNowMs)) return { label: FUNDING_CLOSED_LABEL, tone: 'closed' };
  return { label: statusLabel(product.status), tone: product.status };
}

/** The operators' badge: 모집 실패 취소 apart from their own cancels, and a product past its deadline awaiting the platform's cancel. */
export function operatorStatusBadge(product: DeadlineFacts, businessNowMs: number): StatusBadgeView {
  if (isFundingFailed(product)) return { label: FUNDING_FAILED_LABEL, tone: 'canceled' };
  if (isPastFundingDeadline(product, businessNowMs)) return { label: `${FUNDING_CLOSED_LABEL} (자동 취소 예정)`, tone: 'closed' };
  return { label: statusLabel(product.status), tone: product.status };
}
