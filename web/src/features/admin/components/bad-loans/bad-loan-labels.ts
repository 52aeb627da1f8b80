// The Korean words of a loan gone bad on the operators' screen (docs/glossary.md), which step a
// loan in a status can take (docs/api.md "Loans that go bad": the server refuses the others with
// product_state_conflict), and which per-investor-type amounts a step's confirmation shows.
import type { BadLoanAction } from '../../api/loans/bad-loan-steps';
import type { InvestorTypeShare, LoanStatus, RecoverySource, StepKind } from '../../api/loans/loan.types';

export const STEP_KIND_LABELS: Record<StepKind, string> = { accelerated: '기한이익상실', recovery: '회수', sale: '채권 매각', write_off: '상각' };

/** The words the investors' timeline uses for the same sources. */
export const RECOVERY_SOURCE_LABELS: Record<RecoverySource, string> = { borrower: '차입자', collateral: '담보 처분', guarantor: '보증인', collection: '채권추심' };

/** The action's name on its button, its form and its confirmation. */
export const ACTION_LABELS: Record<BadLoanAction, string> = { accelerate: '기한이익상실', recoveries: '회수금 기록', sale: '채권 매각', write_off: '상각' };

const ACTIONS_BY_STATUS: Partial<Record<LoanStatus, BadLoanAction[]>> = {
  repaying: ['accelerate'],
  overdue: ['accelerate'],
  defaulted: ['recoveries', 'sale', 'write_off'],
  // A written-off claim survives: money may still be recovered, or the claim sold.
  written_off: ['recoveries', 'sale'],
};

/** The steps a loan in `status` can take; none once it is completed or sold. */
export const actionsFor = (status: LoanStatus): BadLoanAction[] => ACTIONS_BY_STATUS[status] ?? [];

const FIELD_NAMES: Record<string, string> = {
  amount: '회수 금액', costs: '비용', received_on: '입금일', source: '회수 경로', memo: '메모', price: '매각 대금', buyer_name: '매수인', sold_on: '매각일', on: '기준일', reason: '사유',
};
const FIELD_PROBLEMS: Record<string, string> = {
  exceeds_amount: '금액보다 클 수 없습니다',
  after_business_today: '업무 기준일보다 뒤일 수 없습니다',
  before_last_step: '앞선 처리일보다 앞설 수 없습니다',
  required: '입력해 주세요',
};

/** A step's invalid_input `fields` in a sentence: "비용: 금액보다 클 수 없습니다." (an unknown code reads as a general check). */
export function stepFieldsMessage(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([field, problem]) => `${FIELD_NAMES[field] ?? field}: ${FIELD_PROBLEMS[problem] ?? '값을 확인해 주세요'}.`)
    .join(' ');
}

export type ShareAmount = 'principal' | 'interest' | 'tax' | 'written_off';

export const SHARE_AMOUNT_LABELS: Record<BadLoanAction, Record<ShareAmount, string>> = {
  accelerate: { principal: '한꺼번에 받을 원금', interest: '이자', tax: '세금', written_off: '상각 원금' },
  recoveries: { principal: '받을 원금', interest: '받을 이자 (세전)', tax: '원천징수 세금', written_off: '상각 원금' },
  sale: { principal: '받을 원금', interest: '받을 이자 (세전)', tax: '원천징수 세금', written_off: '상각되는 원금' },
  write_off: { principal: '원금', interest: '이자', tax: '세금', written_off: '상각되는 원금' },
};

const USUAL_AMOUNTS: Record<BadLoanAction, ShareAmount[]> = {
  accelerate: ['principal'],
  recoveries: ['principal', 'interest', 'tax'],
  sale: ['principal', 'interest', 'tax', 'written_off'],
  write_off: ['written_off'],
};

/**
 * The amounts a confirmation lists per investor type: the ones the step usually moves, and any
 * other the preview says is not zero (a recovery of written-off principal, a sale above the
 * principal), so nothing that moves is left unsaid.
 */
export function shareAmountsFor(action: BadLoanAction, shares: readonly InvestorTypeShare[]): ShareAmount[] {
  const usual = USUAL_AMOUNTS[action];
  const all: ShareAmount[] = ['principal', 'interest', 'tax', 'written_off'];
  return all.filter((key) => usual.includes(key) || shares.some((share) => share[key] !== 0));
}
