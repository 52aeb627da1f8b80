// The Korean names of the API's codes, one place for every screen, so a product's status reads the
// same in the list, on its page, in 투자 내역 and in the basket (docs/glossary.md).
import type { InvestorType, InvestorTypeRequestStatus, ProductStatus, ProductType, RepaymentMethod, TransactionType } from '@/api/types';

export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  apt: '아파트 담보',
  realty: '부동산 담보',
  credit: '개인 신용',
  corporate: '법인 대출',
};

export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  // 공개예정 (온투법 22조②): published with its full disclosure before funding opens.
  scheduled: '공개예정',
  funding: '모집 중',
  funded: '모집 완료',
  repaying: '상환 중',
  completed: '상환 완료',
  overdue: '연체',
  canceled: '모집 취소',
  defaulted: '기한이익상실',
  written_off: '상각',
  sold: '매각',
};

export const REPAYMENT_METHOD_LABELS: Record<RepaymentMethod, string> = {
  equal_installment: '원리금균등',
  bullet: '만기일시',
};

export const TRANSACTION_LABELS: Record<TransactionType, string> = {
  deposit: '입금',
  withdrawal: '출금',
  withdrawal_restored: '출금 실패 복원',
  invest_hold: '투자 신청',
  invest_cancel: '투자 취소',
  invest_execute: '대출 실행',
  repayment_principal: '원금 상환',
  repayment_interest: '이자 지급',
  repayment_late_interest: '연체이자',
  recovery_principal: '회수 원금',
  recovery_interest: '회수 이자',
  write_off: '상각',
  tax: '세금 원천징수',
  fee: '수수료',
  transfer_in: '채권 양수',
  transfer_out: '채권 양도',
  transfer_accrued_interest: '양도 경과이자',
};

export const INVESTOR_TYPE_LABELS: Record<InvestorType, string> = {
  general: '일반 투자자',
  income_qualified: '소득적격 투자자',
  professional: '전문 투자자',
  corporate: '법인 투자자',
};

/** The operators' tables, where the column already says 투자자 유형. */
export const INVESTOR_TYPE_SHORT_LABELS: Record<InvestorType, string> = { general: '일반', income_qualified: '소득적격', professional: '전문', corporate: '법인' };

export const INVESTOR_TYPE_REQUEST_STATUS: Record<InvestorTypeRequestStatus, { label: string; badge: string }> = {
  pending: { label: '심사 중', badge: 'badge badge--scheduled' },
  approved: { label: '승인', badge: 'badge badge--primary' },
  rejected: { label: '반려', badge: 'badge badge--canceled' },
};

/** `accelerated`: after 기한이익상실 the installment is no longer expected on its date; the whole principal is claimed at once. */
export const PAYOUT_STATUS_LABELS: Record<'scheduled' | 'paid' | 'overdue' | 'accelerated', string> = { scheduled: '지급 예정', paid: '지급 완료', overdue: '연체', accelerated: '기한이익상실' };

const isProductStatus = (status: string | undefined): status is ProductStatus => Boolean(status && status in PRODUCT_STATUS_LABELS);

/** An investment reads as its product does (모집 중, 모집 완료, 상환 중, 연체…); only a canceled one has its own word. */
export function investmentStatus(investment: { status: string; product_status?: string }): { label: string; tone: string } {
  if (investment.status === 'canceled') return { label: '투자 취소', tone: 'canceled' };
  if (isProductStatus(investment.product_status)) return { label: PRODUCT_STATUS_LABELS[investment.product_status], tone: investment.product_status };
  const fallback: Record<string, ProductStatus> = { placed: 'funding', executed: 'repaying' };
  const status = fallback[investment.status] ?? (isProductStatus(investment.status) ? investment.status : 'funding');
  return { label: PRODUCT_STATUS_LABELS[status], tone: status };
}
