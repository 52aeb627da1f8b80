import type { LoanInstallment, LoanStatus, PaymentSource } from '../../api/loans/loan.types';

export const LOAN_STATUS_LABELS: Record<LoanStatus, string> = {
  repaying: '상환 중',
  overdue: '연체',
  completed: '상환 완료',
  defaulted: '기한이익상실',
  written_off: '상각',
  sold: '매각',
};
export const INSTALLMENT_STATUS_LABELS: Record<LoanInstallment['status'], string> = {
  scheduled: '입금 대기',
  funded: '입금 완료(지급 대기)',
  distributed: '지급 완료',
  accelerated: '기한이익상실(일괄 청구)',
};
/** The badge colour of a loan's status (the product badges' palette). */
export const LOAN_STATUS_BADGES: Record<LoanStatus, string> = {
  repaying: 'badge badge--repaying',
  overdue: 'badge badge--overdue',
  completed: 'badge badge--funded',
  defaulted: 'badge badge--defaulted',
  written_off: 'badge badge--written_off',
  sold: 'badge badge--sold',
};
/** How the borrower's money came. */
export const PAYMENT_SOURCE_LABELS: Record<PaymentSource, string> = { account: '상환 계좌 입금', operator: '운영자 직접 기록' };
