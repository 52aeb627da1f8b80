// Proves the operators' auto-invest policy field: the share and amount in force and every
// effective date are shown, a change is sent only after the confirmation naming old → new and the
// date, carrying only the changed field; a refusal is said inside the dialog.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders } from '@/app/providers';
import { jsonResponse } from '@/test/test-utils';
import type { AutoInvestPolicyView } from '../../api/auto-invest-policy/get-auto-invest-policy';
import { AutoInvestPolicyPanel } from './auto-invest-policy-panel';

const TODAY = '2027-03-15';
const POLICY: AutoInvestPolicyView = {
  in_force_on: TODAY, effective_on: '2000-01-01', auto_invest_share_bp: 5000, max_amount_per_product: 100_000,
  history: [{ effective_on: '2000-01-01', auto_invest_share_bp: 5000, max_amount_per_product: 100_000, changed_by: null, changed_at: '2026-01-01T00:00:00Z', status: 'in_force' }],
};

const fetchMock = jest.fn();
function answer(put: () => Response) {
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url === '/api/admin/sandbox/clock') return jsonResponse(200, { now: `${TODAY}T01:00:00Z`, today: TODAY, offset_days: 0 });
    if (url === '/api/admin/auto_invest_policy' && init?.method === 'PUT') return put();
    if (url === '/api/admin/auto_invest_policy') return jsonResponse(200, POLICY);
    return jsonResponse(404, { fail_code: 'not_found', message: '' });
  });
}
const puts = () => fetchMock.mock.calls.filter(([u, init]) => u === '/api/admin/auto_invest_policy' && init?.method === 'PUT');

async function renderPanel() {
  render(
    <AppProviders>
      <AutoInvestPolicyPanel />
    </AppProviders>,
  );
  return screen.findByRole('form', { name: '자동투자 정책 변경' }, { timeout: 5_000 });
}

describe('auto-invest policy panel', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('shows the share in force and its history, and schedules a change only after confirming old → new and the date', async () => {
    answer(() => jsonResponse(200, POLICY));
    const form = await renderPanel();
    expect(screen.getByText(/모집 금액의 50%까지/)).toBeTruthy();
    expect(screen.getByText('최초 설정')).toBeTruthy();
    const submit = within(form).getByRole('button', { name: '자동투자 정책 변경 예약' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    const share = within(form).getByLabelText(/자동투자 배정 한도/);
    expect((share as HTMLInputElement).value).toBe('5000');
    fireEvent.change(share, { target: { value: '3000' } });
    fireEvent.change(within(form).getByLabelText('적용 시작일'), { target: { value: '2027-04-01' } });
    fireEvent.click(submit);
    const dialog = await screen.findByRole('dialog', { name: '자동투자 정책 변경 확인' });
    expect(dialog.textContent).toContain('자동투자 배정 한도: 모집 금액의 50% → 모집 금액의 30%');
    expect(puts()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: /부터 적용/ }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(JSON.parse(puts()[0][1].body as string)).toEqual({ effective_on: '2027-04-01', auto_invest_share_bp: 3000 });
  });

  it('says a refused change inside the dialog, naming the field', async () => {
    answer(() => jsonResponse(400, { fail_code: 'invalid_input', message: '', fields: { max_amount_per_product: 'invalid_amount' } }));
    const form = await renderPanel();
    fireEvent.change(within(form).getByLabelText(/상품당 자동투자 최대 금액/), { target: { value: '55000' } });
    fireEvent.click(within(form).getByRole('button', { name: '자동투자 정책 변경 예약' }));
    const dialog = await screen.findByRole('dialog', { name: '자동투자 정책 변경 확인' });
    fireEvent.click(within(dialog).getByRole('button', { name: /부터 적용/ }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('상품당 자동투자 최대 금액: 1만 원 단위로 입력해 주세요');
  });
});
