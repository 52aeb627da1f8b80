// Proves the operators' self-check form: publishing asks first in the app's own dialog (never
// window.confirm), then saves the form and publishes it with an Idempotency-Key; a refusal is said
// inside the dialog naming the items to fix, and under each item; a correction of a published year
// starts from what was published and asks for its reason.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders } from '@/app/providers';
import { jsonResponse } from '@/test/test-utils';
import type { SecuritySelfCheck } from '@/api/security-self-check.types';
import type { SelfCheckYear } from '../../api/security-self-checks/get-security-self-checks';
import { SelfCheckEditor } from './self-check-editor';

const URL = '/api/admin/security_self_checks/2027';
const ACCESS = { key: 'access_control', label: '접근 통제', question: '권한을 점검합니다.' };
const BACKUP = { key: 'backup_recovery', label: '백업·복구 훈련', question: '복구 훈련을 점검합니다.' };
const CHECKLIST = [ACCESS, BACKUP];
const EMPTY: SelfCheckYear = { year: 2027, checklist: CHECKLIST, draft: null, published: null, versions: [] };
const PUBLISHED: SecuritySelfCheck = {
  year: 2027, version: 1, state: 'published', checked_on: '2027-03-02', correction_reason: null, updated_at: '2027-03-02T01:00:00Z', published_at: '2027-03-02T02:00:00Z',
  items: [{ ...ACCESS, status: 'non_compliant', note: '권한 회수 지연' }, { ...BACKUP, status: 'compliant', note: '' }],
};

const fetchMock = jest.fn();
function answer(publish: () => Response) {
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url === URL && init?.method === 'PUT') return jsonResponse(200, { ...PUBLISHED, state: 'draft', published_at: null });
    if (url === `${URL}/publish` && init?.method === 'POST') return publish();
    return jsonResponse(404, { fail_code: 'not_found', message: '' });
  });
}
const calls = (method: string, url: string) => fetchMock.mock.calls.filter(([u, init]) => u === url && init?.method === method);

function renderEditor(data: SelfCheckYear) {
  render(
    <AppProviders>
      <SelfCheckEditor data={data} businessToday="2027-03-15" />
    </AppProviders>,
  );
  return screen.getByRole('form', { name: '2027년 자체점검 작성' });
}

describe('security self-check editor', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('publishes only after the confirmation, saving the answers first and sending an Idempotency-Key', async () => {
    answer(() => jsonResponse(201, PUBLISHED));
    const confirmSpy = jest.spyOn(window, 'confirm');
    const form = renderEditor(EMPTY);
    fireEvent.change(within(form).getByLabelText('점검일'), { target: { value: '2027-03-02' } });
    fireEvent.click(within(within(form).getByRole('radiogroup', { name: '접근 통제 점검 결과' })).getByLabelText('부적합'));
    fireEvent.change(within(form).getByLabelText('조치 계획 (필수)'), { target: { value: '권한 회수 지연' } });
    fireEvent.click(within(within(form).getByRole('radiogroup', { name: '백업·복구 훈련 점검 결과' })).getByLabelText('적합'));
    fireEvent.click(within(form).getByRole('button', { name: '1판 게시하기' }));
    const dialog = await screen.findByRole('dialog', { name: '자체점검 결과 게시' });
    expect(dialog.textContent).toContain('적합 1건 · 부적합 1건 · 해당없음 0건');
    expect(calls('PUT', URL)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '게시하기' }));
    await waitFor(() => expect(calls('POST', `${URL}/publish`)).toHaveLength(1));
    expect(JSON.parse(calls('PUT', URL)[0][1].body as string)).toEqual({
      checked_on: '2027-03-02', correction_reason: null,
      items: { access_control: { status: 'non_compliant', note: '권한 회수 지연' }, backup_recovery: { status: 'compliant', note: '' } },
    });
    expect((calls('POST', `${URL}/publish`)[0][1].headers as Record<string, string>)['Idempotency-Key']).toMatch(/.{8,}/);
    expect(confirmSpy).not.toHaveBeenCalled();
  });

  it('says a refusal inside the dialog naming the items, and under each item', async () => {
    answer(() => jsonResponse(400, { fail_code: 'invalid_input', message: '', fields: { checked_on: 'required', 'items.backup_recovery.status': 'required' } }));
    const form = renderEditor(EMPTY);
    fireEvent.click(within(form).getByRole('button', { name: '1판 게시하기' }));
    const dialog = await screen.findByRole('dialog', { name: '자체점검 결과 게시' });
    fireEvent.click(within(dialog).getByRole('button', { name: '게시하기' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('다음 항목을 확인해 주십시오: 점검일, 백업·복구 훈련');
    expect(within(form).getAllByText('입력해 주십시오.')).toHaveLength(2);
  });

  it('starts a correction from the published version and asks for its reason', () => {
    answer(() => jsonResponse(201, PUBLISHED));
    const form = renderEditor({ ...EMPTY, published: PUBLISHED, versions: [PUBLISHED] });
    expect((within(form).getByLabelText('조치 계획 (필수)') as HTMLTextAreaElement).value).toBe('권한 회수 지연');
    expect(within(form).getByLabelText('정정 사유 (필수)')).toBeTruthy();
    expect(within(form).getByRole('button', { name: '2판 게시하기' })).toBeTruthy();
  });
});
