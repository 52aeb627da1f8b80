// Proves the operators' screen of a bad loan: it shows the status, what is owed to date, what was
// recovered and written off and each step with its allocation; a step is sent only after the
// confirmation, which shows the server's preview per investor type; the step carries an
// Idempotency-Key that a retry after no answer reuses and a refusal renews; a loan offers only the
// steps its status allows.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders } from '@/app/providers';
import { jsonResponse, stubViewport } from '@/test/test-utils';
import type { LoanDetail, StepPreview } from '../../api/loans/loan.types';
import { LoanPanel } from '../repayments/loan-panel';

const PRODUCT = '3f2c7a9e-1b2d-4c5e-8f90-123456789abc';
const RECOVERIES_URL = `/api/admin/products/${PRODUCT}/recoveries`;
const TODAY = '2027-06-20';

const LOAN: LoanDetail = {
  product_id: PRODUCT, title: '송도 아파트 담보 제1호', status: 'defaulted', method: 'equal_installment', rate_bp: 1200, term_months: 6, principal: 1_000_000,
  repaid_principal: 330_000, outstanding_principal: 670_000, paid_interest: 9_000, received: 339_000, credit: 0, investor_count: 3, executed_at: '2027-01-15T01:00:00Z',
  overdue_since: '2027-03-16', next_due_on: null, overdue_installments: 2, repayment_account: null, installments: [], payments: [],
  owed: { principal: 670_000, interest: 6_600, late_interest: 4_321, total: 680_921, as_of: TODAY },
  accelerated_on: '2027-05-16', written_off_on: null, sold_on: null,
  recovered: { principal: 100_000, interest: 0, late_interest: 2_000, costs: 10_000 },
  written_off_principal: 0,
  steps: [
    { on: '2027-05-16', kind: 'accelerated', amount: 0, costs: 0, reason: '60일 이상 연체' },
    { on: '2027-06-01', kind: 'recovery', amount: 112_000, costs: 10_000, source: 'collateral', memo: '경매 배당', allocation: { costs: 10_000, late_interest: 2_000, interest: 0, principal: 100_000, credit: 0, written_off: 0 } },
  ],
};
const PREVIEW: StepPreview = {
  allocation: { costs: 5_000, late_interest: 4_321, interest: 6_600, principal: 84_079, credit: 0, written_off: 0 },
  by_investor_type: [
    { investor_type: 'general', investors: 2, principal: 56_053, interest: 7_281, tax: 1_120, written_off: 0 },
    { investor_type: 'corporate', investors: 1, principal: 28_026, interest: 3_640, tax: 0, written_off: 0 },
  ],
  owed_after: { principal: 485_921, interest: 0, late_interest: 0 },
  status_after: 'defaulted',
};

type Answer = () => Promise<Response> | Response;
const fetchMock = jest.fn();
function answer(loan: LoanDetail, steps: Answer[] = []) {
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url === '/api/admin/sandbox/clock') return jsonResponse(200, { now: `${TODAY}T01:00:00Z`, today: TODAY, offset_days: 0 });
    if (url === `/api/admin/loans/${PRODUCT}`) return jsonResponse(200, loan);
    if (url === `${RECOVERIES_URL}/preview`) return jsonResponse(200, PREVIEW);
    if (url === RECOVERIES_URL && init?.method === 'POST') return steps.shift()!();
    return jsonResponse(404, { fail_code: 'not_found', message: '' });
  });
}
const posts = (url: string) => fetchMock.mock.calls.filter(([u, init]) => u === url && init?.method === 'POST');
const keysSent = () => posts(RECOVERIES_URL).map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']);
const done = () => jsonResponse(200, { product: { id: PRODUCT, status: 'defaulted' }, allocation: PREVIEW.allocation });
const conflict = () => jsonResponse(409, { fail_code: 'product_state_conflict', message: '현재 상품 상태에서는 할 수 없는 작업입니다.' });

async function renderLoan(loan: LoanDetail = LOAN) {
  answer(loan);
  render(
    <AppProviders>
      <LoanPanel productId={PRODUCT} />
    </AppProviders>,
  );
  await screen.findByRole('region', { name: '대출 상태와 갚을 금액' }, { timeout: 5_000 });
}

/** Chooses 회수금 기록, fills it and returns the confirmation once its preview is shown. */
async function askToRecover(memo?: string) {
  fireEvent.click(screen.getByRole('button', { name: '회수금 기록' }));
  const form = screen.getByRole('form', { name: '회수금 기록' });
  if (memo !== undefined) fireEvent.change(within(form).getByLabelText('메모'), { target: { value: memo } });
  fireEvent.change(within(form).getByLabelText('회수 금액 (원)'), { target: { value: '100000' } });
  fireEvent.change(within(form).getByLabelText('회수 비용 (원)'), { target: { value: '5000' } });
  await waitFor(() => expect(within(form).getByLabelText('입금일')).toHaveValue(TODAY));
  fireEvent.click(within(form).getByRole('button', { name: '회수금 기록 확인' }));
  const dialog = await screen.findByRole('dialog', { name: '회수금 기록 확인' });
  await within(dialog).findByRole('list', { name: '투자자 유형별 금액' });
  return dialog;
}

function freshFetch() {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  document.cookie = 'csrf_token=token; path=/';
  stubViewport(1280);
}

describe('a bad loan on the operators screen', () => {
  beforeEach(freshFetch);

  it('shows its status, what is owed to date and each step with its allocation', async () => {
    await renderLoan();
    const summary = screen.getByRole('region', { name: '대출 상태와 갚을 금액' });
    expect(summary).toHaveTextContent('기한이익상실');
    expect(summary).toHaveTextContent('2027.05.16 기한이익상실');
    expect(within(summary).getByTestId('owed-total')).toHaveTextContent('680,921원');
    expect(summary).toHaveTextContent('연체이자 (2027.06.20까지)4,321원');
    const steps = within(summary).getByRole('region', { name: /부실 대출 처리 내역/ });
    const recovery = within(steps).getAllByRole('row')[2];
    expect(recovery).toHaveTextContent('회수');
    expect(recovery).toHaveTextContent('112,000원');
    expect(recovery).toHaveTextContent('담보 처분 · 경매 배당');
    expect(screen.getByRole('group', { name: '처리할 일' })).toHaveTextContent('회수금 기록채권 매각상각');
    // After 기한이익상실 the borrower's money comes in as a recovery: no payment form.
    expect(screen.queryByRole('form', { name: '차입자 상환금 기록' })).not.toBeInTheDocument();
  });

  it('sends nothing before the confirmation, which states the amounts per investor type', async () => {
    await renderLoan();
    const dialog = await askToRecover();
    const cards = within(within(dialog).getByRole('list', { name: '투자자 유형별 금액' })).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('일반 투자자투자자 수2명받을 원금56,053원받을 이자 (세전)7,281원원천징수 세금1,120원');
    expect(cards[1]).toHaveTextContent('법인 투자자투자자 수1명받을 원금28,026원받을 이자 (세전)3,640원원천징수 세금0원');
    expect(cards[2]).toHaveTextContent('합계투자자 수3명받을 원금84,079원');
    expect(dialog).toHaveTextContent('처리 후 남는 원금485,921원');
    expect(JSON.parse(String(posts(`${RECOVERIES_URL}/preview`)[0][1].body))).toEqual({ amount: 100_000, received_on: TODAY, source: 'borrower', costs: 5_000 });
    fireEvent.click(within(dialog).getByRole('button', { name: '돌아가기' }));
    expect(posts(RECOVERIES_URL)).toHaveLength(0);
  });

  it('reuses the key on a retry after no answer, renews it after a refusal, and closes on success', async () => {
    await renderLoan();
    answer(LOAN, [() => Promise.reject(new TypeError('network down')), conflict, done]);
    const dialog = await askToRecover();
    const confirm = () => within(dialog).getByRole('button', { name: '100,000원 회수 기록하기' });
    fireEvent.click(confirm());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('두 번 처리되지 않습니다');
    fireEvent.click(confirm());
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('대출 상태가 바뀌어'));
    await act(async () => fireEvent.click(confirm()));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The memo was left blank: the step's body has none (the server refuses an empty one).
    for (const [, init] of posts(RECOVERIES_URL)) expect(JSON.parse(String(init.body))).not.toHaveProperty('memo');
    const [first, retry, afterRefusal] = keysSent();
    expect(first).toMatch(/.{8,}/);
    expect(retry).toBe(first);
    expect(afterRefusal).not.toBe(first);
  });

  it('offers only 기한이익상실 on an overdue loan', async () => {
    await renderLoan({ ...LOAN, status: 'overdue', steps: [], accelerated_on: null });
    expect(screen.getByRole('group', { name: '처리할 일' })).toHaveTextContent(/^기한이익상실$/);
  });

  it('offers no step and takes no payment once the claim is sold', async () => {
    await renderLoan({ ...LOAN, status: 'sold', sold_on: '2027-06-10' });
    expect(screen.getByRole('region', { name: '대출 상태와 갚을 금액' })).toHaveTextContent('매각 2027.05.16 기한이익상실 · 2027.06.10 매각');
    expect(screen.queryByRole('group', { name: '처리할 일' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '차입자 상환금 기록' })).not.toBeInTheDocument();
  });
});

// The server reads an empty memo as a missing one (400 {memo: required}), so a blank one is left out.
describe('a recovery memo', () => {
  beforeEach(freshFetch);

  it('sends the memo trimmed when one is written, and none when it is only spaces', async () => {
    await renderLoan();
    let dialog = await askToRecover('  경매 배당 ');
    expect(JSON.parse(String(posts(`${RECOVERIES_URL}/preview`)[0][1].body))).toMatchObject({ memo: '경매 배당' });
    fireEvent.click(within(dialog).getByRole('button', { name: '돌아가기' }));
    dialog = await askToRecover('   ');
    expect(JSON.parse(String(posts(`${RECOVERIES_URL}/preview`)[1][1].body))).not.toHaveProperty('memo');
    fireEvent.click(within(dialog).getByRole('button', { name: '돌아가기' }));
  });
});
