// Proves the product list's URL choices become exactly GET /products' parameters, and that a
// value the list does not offer (an old or hand-edited link) counts as no choice.
import { hasChoices, listParams } from './product-list-query';

describe('the product list query', () => {
  it('maps every choice to its API parameter', () => {
    const url = new URLSearchParams('status=funding&type=apt&sort=rate_desc&term=7-12&rate=1200&ltv=7000&grade=A&page=3');
    expect(listParams(url, 12)).toEqual({
      status: 'funding', type: 'apt', sort: 'rate_desc', term_min: 7, term_max: 12, rate_min_bp: 1200, ltv_max_bp: 7000, grade: 'A1,A2,A3', page: 3, size: 12,
    });
  });

  it('reads open-ended term bands', () => {
    expect(listParams(new URLSearchParams('term=-6'), 12)).toMatchObject({ term_min: undefined, term_max: 6 });
    expect(listParams(new URLSearchParams('term=13-'), 12)).toMatchObject({ term_min: 13, term_max: undefined });
  });

  it('ignores values it does not offer, and a bad page', () => {
    expect(listParams(new URLSearchParams('sort=cheapest&term=1-99&rate=1&ltv=5&grade=Z&page=-2'), 12)).toEqual({
      status: undefined, type: undefined, sort: undefined, term_min: undefined, term_max: undefined, rate_min_bp: undefined, ltv_max_bp: undefined, grade: undefined, page: 1, size: 12,
    });
  });

  it('knows when the list is narrowed (sorting alone does not narrow it)', () => {
    expect(hasChoices(new URLSearchParams('sort=rate_desc&page=2'))).toBe(false);
    expect(hasChoices(new URLSearchParams('rate=1000'))).toBe(true);
  });
});
