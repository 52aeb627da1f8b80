// Proves which steps a loan in each status offers (none once completed or sold; a written-off claim
// can still be recovered or sold, not written off again), and which per-investor-type amounts a
// confirmation lists: the step's usual ones, plus any other the preview says moves; and a refused
// input's fields in Korean.
import type { InvestorTypeShare } from '../../api/loans/loan.types';
import { actionsFor, shareAmountsFor, stepFieldsMessage } from './bad-loan-labels';

const share = (over: Partial<InvestorTypeShare> = {}): InvestorTypeShare => ({ investor_type: 'general', investors: 2, principal: 0, interest: 0, tax: 0, written_off: 0, ...over });

describe('actionsFor', () => {
  it.each([
    ['repaying', ['accelerate']],
    ['overdue', ['accelerate']],
    ['defaulted', ['recoveries', 'sale', 'write_off']],
    ['written_off', ['recoveries', 'sale']],
    ['sold', []],
    ['completed', []],
  ] as const)('%s offers %j', (status, actions) => {
    expect(actionsFor(status)).toEqual(actions);
  });
});

describe('shareAmountsFor', () => {
  it('lists what a step usually moves even when it is zero', () => {
    expect(shareAmountsFor('recoveries', [share()])).toEqual(['principal', 'interest', 'tax']);
    expect(shareAmountsFor('write_off', [share()])).toEqual(['written_off']);
    expect(shareAmountsFor('accelerate', [share()])).toEqual(['principal']);
  });

  it('adds any amount the preview says is not zero, in a fixed order', () => {
    expect(shareAmountsFor('write_off', [share(), share({ investor_type: 'corporate', principal: 10 })])).toEqual(['principal', 'written_off']);
    expect(shareAmountsFor('recoveries', [share({ written_off: -5_000 })])).toEqual(['principal', 'interest', 'tax', 'written_off']);
  });
});

describe('stepFieldsMessage', () => {
  it('says which field is wrong and why, in Korean', () => {
    expect(stepFieldsMessage({ costs: 'exceeds_amount' })).toBe('비용: 금액보다 클 수 없습니다.');
    expect(stepFieldsMessage({ received_on: 'after_business_today', reason: 'something_new' })).toBe('입금일: 업무 기준일보다 뒤일 수 없습니다. 사유: 값을 확인해 주세요.');
  });
});
