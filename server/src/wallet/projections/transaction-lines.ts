// How one wallet event becomes the investor's transaction lines (docs/api.md "Wallet (예치금) and bank"): `amount` is the
// signed change of balance, `heldChange` of held. Pure, so the live projection and a rebuild
// write the same lines.
import { assertNever } from '../../shared/errors/domain-error';
import { formatWon } from '../../shared/won';
import { bankNameOf, maskedAccount } from '../bank/korean-banks';
import { ClaimSold, RecoveryCredited, RepaymentCredited, repaymentPaidAt, WalletEvent } from '../wallet.decider';

export const TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'withdrawal_restored',
  'invest_hold',
  'invest_cancel',
  'invest_execute',
  'repayment_principal',
  'repayment_interest',
  'repayment_late_interest',
  'recovery_principal',
  'recovery_interest',
  'write_off',
  'tax',
  'fee',
  'transfer_in',
  'transfer_out',
  'transfer_accrued_interest',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export interface TransactionLine {
  type: TransactionType;
  amountWon: number;
  heldChangeWon: number;
  memo: string;
  productId: string | null;
  refId: string | null;
}

const FAIL_REASONS: Record<string, string> = {
  REQUEST_HAS_TIME_OUT: '은행 응답 시간 초과',
  bank_closed: '은행 점검 시간',
  seyfert_error: '가상계좌 서버 오류',
  __poll: '가상계좌 처리 오류',
};

const CANCEL_REASONS: Record<string, string> = {
  investor: '투자 취소',
  product_canceled: '상품 모집 취소',
  // The platform's cancel at closes_at (docs/api.md "Products"): the product did not raise its target.
  funding_failed: '모집 금액 미달로 모집 취소',
  not_reconfirmed: '모집 금액 변경 미확인 취소',
};

/**
 * When an event's lines are dated, always by the business clock (docs/design.md "Business time"), so
 * one investor's lines never mix two calendars: a repayment on its payment instant (as the
 * schedule, the disclosures and the tax statement date it), everything else on its command's
 * business instant (StoredEvent.businessAt).
 */
export function linesAt(event: WalletEvent & { businessAt: Date }): Date {
  if (event.type === 'RepaymentCredited') return repaymentPaidAt(event);
  if (event.type === 'RecoveryCredited' || event.type === 'ClaimBought' || event.type === 'ClaimSold') return new Date(event.data.paidAt);
  return event.businessAt;
}

export function linesOf(event: WalletEvent): TransactionLine[] {
  switch (event.type) {
    case 'DepositCredited':
      return [{ type: 'deposit', amountWon: event.data.amountWon, heldChangeWon: 0, memo: `가상계좌 입금 (${event.data.depositorName})`, productId: null, refId: event.data.tid }];
    case 'WithdrawalRequested': {
      const bank = bankNameOf(event.data.bankCode) ?? event.data.bankCode;
      return [{ type: 'withdrawal', amountWon: -event.data.amountWon, heldChangeWon: 0, memo: `출금 (${bank} ${maskedAccount(event.data.accountNumber)})`, productId: null, refId: event.data.withdrawalId }];
    }
    case 'WithdrawalCompleted':
      return []; // the money already left the balance at the request
    case 'WithdrawalFailed':
      return [{
        type: 'withdrawal_restored',
        amountWon: event.data.amountWon,
        heldChangeWon: 0,
        memo: `출금 실패로 예치금 복원 (${FAIL_REASONS[event.data.failCode] ?? '은행 처리 실패'})`,
        productId: null,
        refId: event.data.withdrawalId,
      }];
    case 'InvestmentPlaced':
      return [{ type: 'invest_hold', amountWon: -event.data.amountWon, heldChangeWon: event.data.amountWon, memo: '투자 신청 (투자 대기)', productId: event.data.productId, refId: event.data.investmentId }];
    case 'InvestmentCanceled':
      return [{
        type: 'invest_cancel',
        amountWon: event.data.amountWon,
        heldChangeWon: -event.data.amountWon,
        memo: CANCEL_REASONS[event.data.reason] ?? '투자 취소',
        productId: event.data.productId,
        refId: event.data.investmentId,
      }];
    case 'InvestmentExecuted':
      return [{ type: 'invest_execute', amountWon: 0, heldChangeWon: -event.data.amountWon, memo: '투자 실행 (대출 실행)', productId: event.data.productId, refId: event.data.investmentId }];
    case 'RepaymentCredited':
      return repaymentLines(event.data);
    case 'RecoveryCredited':
      return recoveryLines(event.data);
    case 'PrincipalWrittenOff':
      return [{
        type: 'write_off', amountWon: 0, heldChangeWon: 0, memo: `원금 ${formatWon(event.data.principalWon)} 상각 (회수되면 다시 지급합니다)`, productId: event.data.productId, refId: `${event.data.productId}:write_off`,
      }];
    case 'ClaimBought': {
      // docs/api.md "Transfers": transfer_in is − the price; the 경과이자 paid the seller is its own line.
      const d = event.data;
      const line = balanceLineOf(d.productId, d.listingId);
      const lines = [line('transfer_in', -d.priceWon, `원리금수취권 양수 (원금 ${formatWon(d.principalWon)})`)];
      if (d.accruedInterestWon > 0) lines.push(line('transfer_accrued_interest', -d.accruedInterestWon, '양수 경과이자 지급'));
      return lines;
    }
    case 'ClaimSold':
      return claimSoldLines(event.data);
    default:
      return assertNever(event);
  }
}

/** The lines of one product and reference that move only the balance (repayments, recoveries, transfers). */
const balanceLineOf = (productId: string, refId: string) =>
  (type: TransactionType, amountWon: number, memo: string): TransactionLine => ({ type, amountWon, heldChangeWon: 0, memo, productId, refId });

/** The tax withheld from a payment as one line; none when nothing was withheld. */
function withholdingLines(line: ReturnType<typeof balanceLineOf>, what: string, d: { incomeTaxWon: number; localTaxWon: number }): TransactionLine[] {
  const taxWon = d.incomeTaxWon + d.localTaxWon;
  return taxWon > 0 ? [line('tax', -taxWon, `${what} 원천징수 (소득세 ${formatWon(d.incomeTaxWon)}, 지방소득세 ${formatWon(d.localTaxWon)})`)] : [];
}

/** An installment's lines: principal, interest, late interest, taxes, fee. */
function repaymentLines(d: RepaymentCredited['data']): TransactionLine[] {
  const line = balanceLineOf(d.productId, `${d.productId}:${d.seq}`);
  const lines: TransactionLine[] = [];
  if (d.principalWon > 0) lines.push(line('repayment_principal', d.principalWon, `${d.seq}회차 원금 상환`));
  if (d.interestWon > 0) lines.push(line('repayment_interest', d.interestWon, `${d.seq}회차 이자`));
  if ((d.lateInterestWon ?? 0) > 0) lines.push(line('repayment_late_interest', d.lateInterestWon!, `${d.seq}회차 연체이자`));
  lines.push(...withholdingLines(line, `${d.seq}회차`, d));
  if (d.feeWon > 0) lines.push(line('fee', -d.feeWon, `${d.seq}회차 플랫폼 이용료`));
  return lines;
}

/** A sale's lines: transfer_out is + the price less the fee; the 경과이자 received, then its taxes. */
function claimSoldLines(d: ClaimSold['data']): TransactionLine[] {
  const line = balanceLineOf(d.productId, d.listingId);
  const fee = d.feeWon > 0 ? ` (양도 수수료 ${formatWon(d.feeWon)} 차감)` : '';
  const lines = [line('transfer_out', d.priceWon - d.feeWon, `원리금수취권 양도 (원금 ${formatWon(d.principalWon)})${fee}`)];
  if (d.accruedInterestWon > 0) lines.push(line('transfer_accrued_interest', d.accruedInterestWon, '양도 경과이자 수령'));
  return [...lines, ...withholdingLines(line, '양도 경과이자', d)];
}

/** A recovery's or sale's lines: principal, interest and late interest (both recovery_interest), taxes, fee. */
function recoveryLines(d: RecoveryCredited['data']): TransactionLine[] {
  const what = d.kind === 'sale' ? '채권 매각' : '회수';
  const line = balanceLineOf(d.productId, d.recoveryId);
  const lines: TransactionLine[] = [];
  if (d.principalWon > 0) lines.push(line('recovery_principal', d.principalWon, `${what} 원금`));
  if (d.interestWon > 0) lines.push(line('recovery_interest', d.interestWon, `${what} 이자`));
  if (d.lateInterestWon > 0) lines.push(line('recovery_interest', d.lateInterestWon, `${what} 연체이자`));
  lines.push(...withholdingLines(line, what, d));
  if (d.feeWon > 0) lines.push(line('fee', -d.feeWon, `${what} 플랫폼 이용료`));
  return lines;
}
