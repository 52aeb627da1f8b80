// Korean names of the event log's event types and of the read models (집계표) for the operators'
// ledger screens (docs/glossary.md "운영 화면 용어"); the English identifier stays in a muted
// second line (it is what the event filter, the CLI and the server logs use).
const EVENT_TYPE_LABELS: Record<string, string> = {
  DepositCredited: '예치금 입금',
  WithdrawalRequested: '출금 신청',
  WithdrawalCompleted: '출금 완료',
  WithdrawalFailed: '출금 실패',
  InvestmentPlaced: '투자 신청',
  InvestmentCanceled: '투자 취소',
  InvestmentExecuted: '대출 실행 (투자자)',
  RepaymentCredited: '상환금 지급',
  ProductRegistered: '상품 등록',
  ProductUpdated: '상품 수정',
  ProductOpened: '모집 시작',
  ProductSuspended: '투자 일시 중지',
  ProductResumed: '투자 재개',
  ProductCanceled: '모집 취소',
  ProductFunded: '모집 완료',
  ProductFundingReopened: '모집 재개',
  ProductTargetLowered: '모집 금액 낮춤',
  ProductExecuted: '대출 실행',
  ProductOverdue: '연체 전환',
  ProductOverdueCleared: '연체 해소',
  ProductCompleted: '상환 완료',
  ProductInvestmentPlaced: '상품 투자 신청',
  ProductInvestmentCanceled: '상품 투자 취소',
  ProductInvestmentReconfirmed: '투자 재확인',
  LoanScheduled: '상환 일정 확정',
  BorrowerPaymentReceived: '차입자 상환금 수령',
  BorrowerCreditRefunded: '차입자 초과 상환금 반환',
  InstallmentFunded: '회차 상환금 충당',
  InstallmentDistributed: '회차 지급',
  InstallmentOverdue: '회차 연체',
  LoanOverdue: '대출 연체',
  LoanOverdueCleared: '대출 연체 해소',
  LoanRepaidEarly: '중도 상환',
  LoanCompleted: '대출 상환 완료',
  BusinessClockAdvanced: '업무 기준일 이동',
  RepaymentPolicyChanged: '세금·수수료 정책 변경',
  InvestLimitPolicyChanged: '투자 한도 정책 변경',
};

/** The read models the ledger check verifies and rebuilds (server: each projection's `name`). */
const PROJECTION_LABELS: Record<string, string> = {
  wallets: '예치금 잔액',
  wallet_transactions: '예치금 거래 내역',
  withdrawals: '출금 내역',
  products: '상품 현황',
  investor_holdings: '투자자별 보유 투자',
  repayment_schedules: '상환 일정',
  investment_returns: '투자별 수익',
  investor_dashboards: '투자자 대시보드 요약',
};

/** "투자 신청" for InvestmentPlaced; an unknown type has no Korean name (null). */
export function eventTypeName(type: string): string | null {
  return EVENT_TYPE_LABELS[type] ?? null;
}

/** "예치금 잔액" for wallets; an unknown read model has no Korean name (null). */
export function projectionName(name: string): string | null {
  return PROJECTION_LABELS[name] ?? null;
}
