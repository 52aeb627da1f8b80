// Proves the operators' borrower payment and batch run ask first: a payment is posted only after
// the confirmation, which shows the server's preview (interest and principal per installment, what
// is left over); it carries an Idempotency-Key that a retry after no answer reuses and a success
// renews, clearing the amount; the loan shows each payment's allocation; the batch names its date
// and starts only when confirmed.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders } from '@/app/providers';
import { jsonResponse, stubViewport } from '@/test/test-utils';
import type { LoanDetail } from '../../api/loans/loan.types';
import { BatchPanel } from './batch-panel';
import { LoanPanel } from './loan-panel';

const PRODUCT = '3f2c7a9e-1b2d-4c5e-8f90-123456789abc';
const PAYMENTS_URL = `/api/admin/products/${PRODUCT}/borrower_repayments`;
const TODAY = '2027-03-15';

const installment = (seq: number, status: string) => ({
  seq, due_on: `2027-0${seq + 1}-15`, principal: 330_000, interest: 10_000 - seq * 1_000, total: 340_000 - seq * 1_000, status, overdue: false, funded_on: null, distributed_at: null,
});
const LOAN: LoanDetail = {
  product_id: PRODUCT, title: '송도 아파트 담보 제1호', status: 'repaying', method: 'equal_installment', rate_bp: 1200, term_months: 3, principal: 1_000_000,
  repaid_principal: 0, outstanding_principal: 1_000_000, paid_interest: 0, received: 339_500, credit: 500, investor_count: 2, executed_at: '2027-01-15T01:00:00Z',
  overdue_since: null, next_due_on: '2027-03-15', overdue_installments: 0, repayment_account: null,
  installments: [installment(1, 'funded'), installment(2, 'scheduled'), installment(3, 'scheduled')] as LoanDetail['installments'],
  payments: [{
    payment_id: 'p1', amount: 339_500, paid_on: '2027-02-15', received_at: '2027-02-15T02:00:00Z', source: 'operator',
    allocation: { costs: 0, late_interest: 0, interest: 9_000, principal: 330_000, credit: 500, credit_used: 0 },
    installments: [{ seq: 1, due_on: '2027-02-15', late_interest: 0, interest: 9_000, principal: 330_000 }],
  }],
  // A loan still repaying: nothing owed late, no bad-loan step.
  owed: { principal: 1_000_000, interest: 0, late_interest: 0, total: 1_000_000, as_of: TODAY },
  accelerated_on: null, written_off_on: null, sold_on: null,
  recovered: { principal: 0, interest: 0, late_interest: 0, costs: 0 },
  written_off_principal: 0, steps: [],
};
const PREVIEW = {
  allocation: { costs: 0, late_interest: 0, interest: 8_000, principal: 330_000, credit: 1_500, credit_used: 0 },
  installments: [{ seq: 2, due_on: '2027-03-15', interest: 8_000, principal: 330_000 }],
};

type Answer = () => Promise<Response> | Response;
const fetchMock = jest.fn();
/** Answers the screen's reads; each POST of a payment takes the next of `payments`. */
function answer(payments: Answer[] = []) {
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url === '/api/admin/sandbox/clock') return jsonResponse(200, { now: `${TODAY}T01:00:00Z`, today: TODAY, offset_days: 0 });
    if (url === `/api/admin/loans/${PRODUCT}`) return jsonResponse(200, LOAN);
    if (url === `${PAYMENTS_URL}/preview`) return jsonResponse(200, PREVIEW);
    if (url === PAYMENTS_URL && init?.method === 'POST') return payments.shift()!();
    if (url === '/api/admin/jobs/repayments' && init?.method === 'POST') return jsonResponse(202, { job_id: '00000000-0000-4000-8000-0000000000aa' });
    return jsonResponse(404, { fail_code: 'not_found', message: '' });
  });
}
const posts = (url: string) => fetchMock.mock.calls.filter(([u, init]) => u === url && init?.method === 'POST');
const keysSent = () => posts(PAYMENTS_URL).map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']);
const recorded = () => jsonResponse(201, { payment_id: 'p2', funded_seqs: [2], repaid_early: false, loan: { credit: 1_500 } });

async function renderLoan() {
  render(
    <AppProviders>
      <LoanPanel productId={PRODUCT} />
    </AppProviders>,
  );
  return screen.findByRole('form', { name: '차입자 상환금 기록' }, { timeout: 5_000 });
}

/** Enters an amount, asks to record it, and returns the confirmation once its preview is shown. */
async function askToRecord(form: HTMLElement, amount: string) {
  fireEvent.change(within(form).getByLabelText('차입자 상환금 (원)'), { target: { value: amount } });
  await waitFor(() => expect(within(form).getByLabelText('입금일')).toHaveValue(TODAY));
  fireEvent.click(within(form).getByRole('button', { name: '상환금 기록' }));
  const dialog = await screen.findByRole('dialog', { name: '차입자 상환금 기록 확인' });
  await within(dialog).findByRole('region', { name: '이 입금으로 채워지는 회차' });
  return dialog;
}

describe('BorrowerPaymentForm', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    document.cookie = 'csrf_token=token; path=/';
    stubViewport(1280);
  });

  it('posts nothing before the confirmation, which shows where the money goes', async () => {
    answer();
    const form = await renderLoan();
    const dialog = await askToRecord(form, '339500');
    const table = within(dialog).getByRole('region', { name: '이 입금으로 채워지는 회차' });
    expect(within(table).getByText('2회')).toBeInTheDocument();
    expect(within(table).getByText('8,000원')).toBeInTheDocument();
    expect(within(table).getByText('330,000원')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('회차에 쓰이지 않고 남는 금액1,500원');
    expect(JSON.parse(String(posts(`${PAYMENTS_URL}/preview`)[0][1].body))).toEqual({ amount: 339_500, paid_on: TODAY });
    fireEvent.click(within(dialog).getByRole('button', { name: '돌아가기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(PAYMENTS_URL)).toHaveLength(0);
  });

  it('sends an Idempotency-Key, reuses it on a retry after no answer, and renews it after success', async () => {
    answer([() => Promise.reject(new TypeError('network down')), recorded, recorded]);
    const form = await renderLoan();
    let dialog = await askToRecord(form, '339500');
    fireEvent.click(within(dialog).getByRole('button', { name: '339,500원 기록하기' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('두 번 기록되지 않습니다');
    fireEvent.click(within(dialog).getByRole('button', { name: '339,500원 기록하기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(form).getByLabelText('차입자 상환금 (원)')).toHaveValue('');
    const [first, retry] = keysSent();
    expect(first).toMatch(/.{8,}/);
    expect(retry).toBe(first);
    expect(JSON.parse(String(posts(PAYMENTS_URL)[1][1].body))).toEqual({ amount: 339_500, paid_on: TODAY });

    dialog = await askToRecord(form, '1000');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '1,000원 기록하기' })));
    await waitFor(() => expect(keysSent()).toHaveLength(3));
    expect(keysSent()[2]).not.toBe(first); // a new payment, a new key
  });

  it('lists each payment with what it paid of interest and principal', async () => {
    answer();
    await renderLoan();
    const table = screen.getByRole('region', { name: '차입자 입금 내역 (입금마다 이자·원금에 채운 금액)' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('2027.02.15');
    expect(row).toHaveTextContent('운영자 직접 기록');
    expect(row).toHaveTextContent('1회');
    expect(row).toHaveTextContent('9,000원');
    expect(row).toHaveTextContent('330,000원');
    expect(row).toHaveTextContent('500원');
  });
});

describe('BatchPanel', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    document.cookie = 'csrf_token=token; path=/';
    stubViewport(1280);
  });

  it('names the date it runs for and starts only when confirmed', async () => {
    answer();
    render(
      <AppProviders>
        <BatchPanel />
      </AppProviders>,
    );
    await waitFor(() => expect(screen.getByLabelText('기준일')).toHaveValue(TODAY));
    fireEvent.click(screen.getByRole('button', { name: '지금 실행' }));
    const dialog = screen.getByRole('dialog', { name: '상환 배치 실행 확인' });
    expect(dialog).toHaveTextContent('2027.03.15 기준으로 상환 배치를 실행합니다.');
    expect(posts('/api/admin/jobs/repayments')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '2027.03.15 기준으로 실행' }));
    await waitFor(() => expect(posts('/api/admin/jobs/repayments')).toHaveLength(1));
    expect(JSON.parse(String(posts('/api/admin/jobs/repayments')[0][1].body))).toEqual({ as_of: TODAY });
  });
});
