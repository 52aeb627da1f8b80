// Proves that the rest of the operators' questions (rejecting an application, deleting a post,
// lowering a target, rebuilding a read model) ask in the app's own dialog with concrete words, never
// the browser's confirm box, and that the ledger check names read models and events in Korean with
// the English identifier kept beside them for engineers.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AdminInvestorTypesPage } from '@/app/routes/admin/admin-investor-types-page';
import { renderAlone, serveAnswers } from '@/test/serve-answers';
import { stubViewport } from '@/test/test-utils';
import type { AdminProduct } from '../api/products/admin-product.types';
import { AdminArticleList } from './boards/admin-article-list';
import { ProductFundingPanel } from './funding/product-funding-panel';
import { VerifyPanel } from './ledger/verify-panel';

const application = { id: 'r-1', user_id: 'u-1', user_name: '김투자', email: 'kim@example.com', investor_type: 'income_qualified', current_investor_type: 'general', evidence: '근로소득 1억', status: 'pending', created_at: '2026-03-01T00:00:00Z', decided_at: null };
const product = {
  id: 'p-1', title: '송도 아파트 담보 3호', type: 'apt', grade: 'A', rate_bp: 1280, term_months: 12, repayment_method: 'equal_installment', target_amount: 30_000_000,
  raised_amount: 20_000_000, investor_count: 4, min_amount: 10_000, max_per_user: 5_000_000, status: 'funding', suspended: false, opens_at: '2026-11-01T00:00:00Z',
  closes_at: '2026-12-01T00:00:00Z', investor_only: false, borrower_id: 'b-1', borrower_name: '김차입', description: '', collateral: null,
} as AdminProduct;

beforeEach(() => {
  stubViewport(1280);
  jest.spyOn(window, 'confirm').mockImplementation(() => {
    throw new Error('window.confirm must not be used');
  });
});
afterEach(() => jest.restoreAllMocks());

describe('questions in the app dialog', () => {
  it('rejects an application only after naming who and what stays', async () => {
    const writes = serveAnswers({ 'GET /api/admin/investor_type_requests': { items: [application], page: 1, size: 20, total: 1 }, 'POST /api/admin/investor_type_requests/r-1/reject': { ...application, status: 'rejected' } });
    renderAlone(<AdminInvestorTypesPage />);
    fireEvent.click((await screen.findAllByRole('button', { name: '김투자님 신청 반려' }))[0]!);
    const dialog = screen.getByRole('dialog', { name: '신청 반려' });
    expect(dialog).toHaveTextContent('김투자님의 소득적격 투자자 신청을 반려합니다. 투자 한도는 지금처럼 일반 투자자 기준으로 유지됩니다.');
    expect(writes).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: '반려하기' }));
    await waitFor(() => expect(writes.map((w) => w.url)).toEqual(['/api/admin/investor_type_requests/r-1/reject']));
  });

  it('deletes a post only after naming it', async () => {
    const writes = serveAnswers({ 'GET /api/boards/notice': { items: [{ id: 'a-1', title: '점검 안내', pinned: false, investor_only: false, created_at: '2026-03-01T00:00:00Z' }], page: 1, size: 20, total: 1 }, 'DELETE /api/admin/boards/notice/a-1': null });
    const onRemoved = jest.fn();
    renderAlone(<AdminArticleList board="notice" page={1} q="" onPage={jest.fn()} onEdit={jest.fn()} onRemoved={onRemoved} />);
    fireEvent.click(await screen.findByRole('button', { name: '"점검 안내" 삭제' }));
    const dialog = screen.getByRole('dialog', { name: '게시글 삭제' });
    expect(dialog).toHaveTextContent('“점검 안내” 글을 삭제합니다. 게시판에서 바로 사라지며 되돌릴 수 없습니다.');
    fireEvent.click(within(dialog).getByRole('button', { name: '삭제하기' }));
    await waitFor(() => expect(onRemoved).toHaveBeenCalledWith('a-1'));
    expect(writes).toEqual([{ url: '/api/admin/boards/notice/a-1', body: undefined }]);
  });

  it('lowers a target only after saying from how much to how much and what the silent investors lose', async () => {
    const writes = serveAnswers({ 'GET /api/admin/products/p-1/investments': { items: [] }, 'POST /api/admin/products/p-1/lower_target': product });
    renderAlone(<ProductFundingPanel product={product} />);
    fireEvent.click(screen.getByRole('button', { name: '모집 금액 낮추기' }));
    const dialog = screen.getByRole('dialog', { name: '모집 금액 낮추기' });
    expect(dialog).toHaveTextContent('모집 금액을 30,000,000원에서 20,000,000원으로 낮춥니다. 투자자 4명에게 24시간 안에 투자를 유지할지 묻고, 기한까지 답하지 않은 투자는 취소되어 투자금이 각자의 예치금으로 돌아갑니다.');
    expect(writes).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: '모집 금액 낮추기' }));
    await waitFor(() => expect(writes).toEqual([{ url: '/api/admin/products/p-1/lower_target', body: { target_amount: 20_000_000, reconfirm_hours: 24 } }]));
  });
});

describe('the ledger check in operators\' words', () => {
  it('names read models in Korean with the identifier beside it, and asks before a rebuild', async () => {
    const report = { name: 'wallets', position: 120, lag: 0, ok: false, differences: [] };
    const writes = serveAnswers({ 'GET /api/admin/ledger/verify': { ok: false, projections: [report] }, 'POST /api/admin/ledger/replay': { projection: 'wallets', events: 120, name: 'wallets', events_position: 120 } });
    renderAlone(<VerifyPanel />);
    expect(screen.getByRole('heading', { name: '집계표 검증' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '지금 검증하기' }));
    const table = await screen.findByRole('table', { name: '집계표 검증 결과' });
    expect(table).not.toHaveTextContent('프로젝션');
    const named = within(table).getByTitle('wallets');
    expect(named).toHaveTextContent('예치금 잔액');
    expect(within(named).getByText('wallets')).toHaveClass('muted');
    fireEvent.click(within(table).getByRole('button', { name: '예치금 잔액 집계표 다시 만들기' }));
    const dialog = screen.getByRole('dialog', { name: '집계표 다시 만들기' });
    expect(dialog).toHaveTextContent('예치금 잔액 집계표를 거래 원본 기록에서 처음부터 새로 만들어');
    fireEvent.click(within(dialog).getByRole('button', { name: '다시 만들기' }));
    await waitFor(() => expect(writes).toEqual([{ url: '/api/admin/ledger/replay', body: { projection: 'wallets' } }]));
  });
});
