// Proves that the operators' actions that move money or time ask in the app's own dialog, saying
// concretely what will happen (whose money goes where; the clock from which date to which), never
// in the browser's confirm box, and that their toasts name the result in plain Korean.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { renderAlone as wrap, serveAnswers as serve } from '@/test/serve-answers';
import { stubViewport } from '@/test/test-utils';
import type { AdminProductRow } from '../api/products/admin-product.types';
import { BusinessClockCard } from './business-clock-card';
import { ProductActions } from './products/product-actions';

const funded: AdminProductRow = {
  id: 'p-1', title: '송도 아파트 담보 3호', type: 'apt', grade: 'A', rate_bp: 1280, term_months: 12, repayment_method: 'equal_installment',
  target_amount: 30_000_000, raised_amount: 30_000_000, investor_count: 3, min_amount: 10_000, max_per_user: 5_000_000, status: 'funded', suspended: false,
  opens_at: '2026-11-01T00:00:00Z', closes_at: '2026-12-01T00:00:00Z', investor_only: false, borrower_id: 'b-1', borrower_name: '김차입', cancel_reason: null, is_realty: true, is_pf: false,
};

beforeEach(() => {
  stubViewport(1280);
  jest.spyOn(window, 'confirm').mockImplementation(() => {
    throw new Error('window.confirm must not be used');
  });
});
afterEach(() => jest.restoreAllMocks());

describe('executing a loan', () => {
  it('says how many investors, how much and to whom before it sends anything', async () => {
    const success = jest.spyOn(toast, 'success');
    const posts = serve({ 'POST /api/admin/products/p-1/execute': { ...funded, status: 'repaying' } });
    wrap(<ProductActions product={funded} />);
    fireEvent.click(screen.getByRole('button', { name: '대출 실행' }));
    const dialog = screen.getByRole('dialog', { name: '대출 실행: 송도 아파트 담보 3호' });
    expect(dialog).toHaveTextContent('대출을 실행하면 투자자 3명의 투자금 30,000,000원이 차입자 김차입에게 지급되고 상환 일정이 확정됩니다.');
    expect(posts).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: '대출 실행하기' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('대출을 실행했습니다. 상환 일정이 확정되었습니다.'));
    expect(posts.map((p) => p.url)).toEqual(['/api/admin/products/p-1/execute']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cancels funding only after saying the investors get their money back; going back sends nothing', () => {
    const posts = serve({});
    wrap(<ProductActions product={funded} />);
    fireEvent.click(screen.getByRole('button', { name: '모집 취소' }));
    const dialog = screen.getByRole('dialog', { name: '모집 취소: 송도 아파트 담보 3호' });
    expect(dialog).toHaveTextContent('투자자 3명의 투자금 30,000,000원이 모두 각자의 예치금으로 돌아가고');
    fireEvent.click(within(dialog).getByRole('button', { name: '돌아가기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts).toEqual([]);
  });

  it('opens funding at once and says so in plain Korean', async () => {
    const success = jest.spyOn(toast, 'success');
    serve({ 'POST /api/admin/products/p-1/open': { ...funded, status: 'funding' } });
    wrap(<ProductActions product={{ ...funded, status: 'scheduled', raised_amount: 0, investor_count: 0 }} />);
    fireEvent.click(screen.getByRole('button', { name: '모집 시작' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('상품 모집을 시작했습니다.'));
  });
});

describe('moving the business clock', () => {
  it('says from which date to which, and the toast needs no "(으)로"', async () => {
    const success = jest.spyOn(toast, 'success');
    const posts = serve({
      'GET /api/admin/sandbox/clock': { now: '2026-03-05T01:00:00Z', today: '2026-03-05', offset_days: 0 },
      'POST /api/admin/sandbox/clock': { now: '2026-03-12T01:00:00Z', today: '2026-03-12', offset_days: 7 },
    });
    wrap(<BusinessClockCard />);
    await screen.findByTestId('business-today');
    fireEvent.change(screen.getByLabelText('앞당길 일수'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: '날짜 앞당기기' }));
    const dialog = screen.getByRole('dialog', { name: '업무 기준일 옮기기' });
    expect(dialog).toHaveTextContent('업무 기준일을 2026년 3월 5일에서 2026년 3월 12일로 7일 앞당깁니다.');
    expect(posts).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: '7일 앞당기기' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('업무 기준일을 2026년 3월 12일로 옮겼습니다.'));
    expect(posts).toEqual([{ url: '/api/admin/sandbox/clock', body: { advance_days: 7 } }]);
  });
});
