// Proves the headline figures: 총 자산 adds the balance, money held and outstanding principal; 수익률 before and after tax divides by the principal lent out, and is null with nothing lent; late and recovered interest count as income and written-off principal as a loss, which can make the return negative.
import { dashboardFigures } from './dashboard-figures';

const base = { balance: 37_261_926, held: 10_000_000, outstanding_principal: 2_763_454, invested_total: 13_000_000, received_interest: 30_000, tax_withheld: 4_620, fees_paid: 0 };

describe('dashboardFigures', () => {
  it('adds up 총 자산 and divides income by the principal lent out', () => {
    expect(dashboardFigures(base)).toEqual({
      totalAssetsWon: 50_025_380,
      lentWon: 3_000_000,
      interestWon: 30_000,
      incomeBeforeTaxWon: 30_000,
      incomeAfterTaxWon: 25_380,
      returnBeforeTaxBp: 100,
      returnAfterTaxBp: 84,
    });
  });

  it('takes fees off the after-tax income', () => {
    expect(dashboardFigures({ ...base, fees_paid: 1_000 }).incomeAfterTaxWon).toBe(24_380);
  });

  it('has no rate before any principal is lent out', () => {
    const figures = dashboardFigures({ ...base, held: 13_000_000, received_interest: 0, tax_withheld: 0 });
    expect(figures.returnBeforeTaxBp).toBeNull();
    expect(figures.returnAfterTaxBp).toBeNull();
  });

  it('counts late and recovered interest as income and written-off principal as a loss', () => {
    const figures = dashboardFigures({ ...base, late_interest_received: 2_000, recovered_interest: 3_000, written_off_principal: 5_000 });
    expect(figures.interestWon).toBe(35_000);
    expect(figures.incomeBeforeTaxWon).toBe(30_000);
    expect(figures.incomeAfterTaxWon).toBe(25_380);
  });

  it('goes below zero when more principal is lost than interest came in, rounding toward zero', () => {
    const figures = dashboardFigures({ ...base, written_off_principal: 100_001 });
    expect(figures.incomeBeforeTaxWon).toBe(-70_001);
    expect(figures.returnBeforeTaxBp).toBe(-233);
    expect(figures.returnAfterTaxBp).toBe(-248);
  });
});
