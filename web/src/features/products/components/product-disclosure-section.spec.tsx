// Proves the disclosure explains a 세전 return a hair under the rate (12.79 % beside 12.80 %) and
// says nothing when they agree, and that the risks are listed with a warning marker, not the
// checklist's green tick.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { DisclosureDetail } from '../api/disclosure.types';
import { ProductDisclosureSection, returnBelowRateNote } from './product-disclosure-section';

const disclosure = (expectedReturnBp: number): DisclosureDetail => ({
  version: 'd-1', expected_return_bp: expectedReturnBp, expected_net_return_bp: 1079,
  loan: { amount: 1_000_000, term_months: 12, rate_bp: 1280, repayment_method: 'equal_installment', due_rule: 'monthly_from_execution', basis_amount: 1_000_000, schedule: [] },
  borrower: { name: '김*수', kind: 'individual', grade: 'A', purpose: '운영 자금' },
  risks: ['원금 손실이 생길 수 있습니다.', '예금자보호법의 보호를 받지 않습니다.'],
  fees: { investor_fee_bp: 0, note: '' },
  tax: { platform_registered: true, income_tax_bp: 1400, local_tax_rate_pct: 10, rounding: 'floor_10_won' },
  collateral: null,
  collection: { procedure: '독촉', debt_sale: '매각', costs: '차입자 부담' },
  changes: [],
});

const renderSection = (expectedReturnBp: number) =>
  render(
    <MemoryRouter>
      <ProductDisclosureSection disclosure={disclosure(expectedReturnBp)} />
    </MemoryRouter>,
  );

describe('the product disclosure', () => {
  it('says why the 세전 return is a little under the rate', () => {
    renderSection(1279);
    expect(screen.getByText('연 12.79%')).toBeInTheDocument();
    expect(screen.getByText(/세전 예상 수익률이 약정 금리\(연 12\.80%\)보다 조금 낮은 것은 매달 이자를 원 단위로 지급하며 1원 미만을 버리고/)).toBeInTheDocument();
  });

  it('adds no note when the return equals the rate', () => {
    expect(returnBelowRateNote(1280, 1280)).toBeNull();
    renderSection(1280);
    expect(screen.queryByText(/약정 금리\(연/)).toBeNull();
  });

  it('lists the risks with a warning marker, not a green tick', () => {
    renderSection(1279);
    const risks = screen.getByText('원금 손실이 생길 수 있습니다.').closest('ul')!;
    expect(risks).toHaveClass('risk-list');
    expect(risks).not.toHaveClass('check-list');
    expect(within(risks).getAllByRole('listitem')).toHaveLength(2);
  });
});
