// Proves the invest box names the PF room on a PF product and, for a professional investor, the room
// left under their share of the product's target; neither shows where it does not apply.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ProductDetail } from '@/api/types';
import type { InvestLimits } from '../api/get-invest-limits';
import { InvestFacts } from './invest-facts';

const product = (isPf: boolean) => ({ id: 'p', is_realty: true, is_pf: isPf, target_amount: 10_000_000, raised_amount: 0, max_per_user: 0 }) as unknown as ProductDetail;
const general: InvestLimits = {
  investor_type: 'general',
  limits: { total: { used: 0, limit: 40_000_000 }, realty: { used: 0, limit: 20_000_000 }, pf: { used: 4_000_000, limit: 10_000_000 }, per_borrower_limit: 5_000_000, institutional_share_bp: null },
  external_holdings: { total: 0, realty: 0, borrower: 0 },
  remaining: { total: 40_000_000, realty: 20_000_000, pf: 6_000_000, borrower: 5_000_000, institutional: null },
  invested_in_product: 0,
};
const professional: InvestLimits = {
  investor_type: 'professional',
  limits: { total: { used: 0, limit: null }, realty: { used: 0, limit: null }, pf: { used: 0, limit: null }, per_borrower_limit: null, institutional_share_bp: 4000 },
  external_holdings: { total: 0, realty: 0, borrower: 0 },
  remaining: { total: null, realty: null, pf: null, borrower: null, institutional: 3_000_000 },
  invested_in_product: 1_000_000,
};
const show = (isPf: boolean, limits: InvestLimits) =>
  render(
    <MemoryRouter>
      <InvestFacts product={product(isPf)} wallet={undefined} limits={limits} />
    </MemoryRouter>,
  );

describe('invest facts: PF and the institutional share', () => {
  it('shows the PF room on a PF product only', () => {
    show(true, general);
    expect(screen.getByText('부동산 PF 투자 가능 한도').parentElement?.textContent).toContain('6,000,000');
    expect(screen.queryByText(/이 상품 투자 가능 한도/)).toBeNull();
  });
  it('shows a professional investor what their share of this product still allows', () => {
    show(false, professional);
    expect(screen.queryByText('부동산 PF 투자 가능 한도')).toBeNull();
    expect(screen.getByText('이 상품 투자 가능 한도 (모집 금액의 40%)').parentElement?.textContent).toContain('3,000,000');
  });
});
