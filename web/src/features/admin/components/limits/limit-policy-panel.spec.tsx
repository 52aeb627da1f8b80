// Proves the operators' limit policy screen: it shows the values in force and every effective date,
// and a change is sent only after the app's own confirmation, which names each changed value old →
// new and the date, and carries only the changed fields; a refusal is said inside the dialog.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders } from '@/app/providers';
import { jsonResponse } from '@/test/test-utils';
import type { LimitPolicyView } from '../../api/limit-policy/get-limit-policy';
import { LimitPolicyPanel } from './limit-policy-panel';

const TODAY = '2027-03-15';
const V2021 = { general: { total: 30_000_000, realty: 10_000_000, pf: 10_000_000, per_borrower: 5_000_000 }, income_qualified: { total: 100_000_000, realty: 100_000_000, pf: 100_000_000, per_borrower: 20_000_000 }, institutional_share_bp: 4000 };
const V2023 = { ...V2021, general: { total: 40_000_000, realty: 20_000_000, pf: 10_000_000, per_borrower: 5_000_000 } };
const POLICY: LimitPolicyView = {
  in_force_on: TODAY, effective_on: '2023-05-01', ...V2023,
  history: [
    { effective_on: '2023-05-01', ...V2023, changed_by: null, changed_at: '2025-01-01T00:00:00Z', status: 'in_force' },
    { effective_on: '2021-08-27', ...V2021, changed_by: null, changed_at: '2025-01-01T00:00:00Z', status: 'past' },
  ],
};

const fetchMock = jest.fn();
function answer(put: () => Response) {
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url === '/api/admin/sandbox/clock') return jsonResponse(200, { now: `${TODAY}T01:00:00Z`, today: TODAY, offset_days: 0 });
    if (url === '/api/admin/limit_policy' && init?.method === 'PUT') return put();
    if (url === '/api/admin/limit_policy') return jsonResponse(200, POLICY);
    return jsonResponse(404, { fail_code: 'not_found', message: '' });
  });
}
const puts = () => fetchMock.mock.calls.filter(([u, init]) => u === '/api/admin/limit_policy' && init?.method === 'PUT');

async function renderPanel() {
  render(
    <AppProviders>
      <LimitPolicyPanel />
    </AppProviders>,
  );
  return screen.findByRole('form', { name: '투자 한도 변경' }, { timeout: 5_000 });
}

describe('limit policy panel', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('shows the policy in force and its history, and schedules a change only after confirming old → new and the date', async () => {
    answer(() => jsonResponse(200, POLICY));
    const form = await renderPanel();
    expect(screen.getByText(/2023\.05\.01|2023-05-01/, { selector: 'td' })).toBeTruthy();
    expect(screen.getByText('적용 중')).toBeTruthy();
    const submit = within(form).getByRole('button', { name: '한도 변경 예약' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    const pf = within(within(form).getByRole('group', { name: '일반 투자자 (원)' })).getByLabelText(/부동산 PF 한도/);
    expect((pf as HTMLInputElement).value).toBe('10000000');
    fireEvent.change(pf, { target: { value: '5000000' } });
    fireEvent.change(within(form).getByLabelText('적용 시작일'), { target: { value: '2027-04-01' } });
    fireEvent.click(submit);
    const dialog = await screen.findByRole('dialog', { name: '투자 한도 변경 확인' });
    expect(dialog.textContent).toContain('일반 투자자 부동산 PF 한도 (부동산 한도 안): 10,000,000원 → 5,000,000원');
    expect(dialog.textContent).toMatch(/2027/);
    expect(puts()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: /부터 적용/ }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(JSON.parse(puts()[0][1].body as string)).toEqual({ effective_on: '2027-04-01', general: { pf: 5_000_000 } });
  });

  it('says a refused change inside the dialog, naming the field', async () => {
    answer(() => jsonResponse(400, { fail_code: 'invalid_input', message: '', fields: { 'general.pf': 'above_realty' } }));
    const form = await renderPanel();
    fireEvent.change(within(within(form).getByRole('group', { name: '일반 투자자 (원)' })).getByLabelText(/부동산 PF 한도/), { target: { value: '30000000' } });
    fireEvent.click(within(form).getByRole('button', { name: '한도 변경 예약' }));
    const dialog = await screen.findByRole('dialog', { name: '투자 한도 변경 확인' });
    fireEvent.click(within(dialog).getByRole('button', { name: /부터 적용/ }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('일반 투자자 부동산 PF 한도 (부동산 한도 안): 부동산 한도보다 클 수 없습니다');
  });
});
