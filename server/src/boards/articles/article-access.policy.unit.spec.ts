// Proves the investor-only rule for every kind of reader: visitors, operators, investors of the
// linked product, investors of other products, and readers with no investment at all.
import { decideArticleAccess, Reader } from './article-access.policy';

const PRODUCT = '11111111-1111-4111-8111-111111111111';
const visitor: Reader = { kind: 'visitor' };
const operator: Reader = { kind: 'operator' };
const investorOfIt: Reader = { kind: 'investor', investedInProduct: true, hasAnyInvestment: true };
const investorOfAnother: Reader = { kind: 'investor', investedInProduct: false, hasAnyInvestment: true };
const noInvestments: Reader = { kind: 'investor', investedInProduct: false, hasAnyInvestment: false };

describe('decideArticleAccess', () => {
  it('opens a public post to everyone', () => {
    for (const reader of [visitor, operator, investorOfIt, investorOfAnother, noInvestments]) {
      expect(decideArticleAccess({ investorOnly: false, productId: PRODUCT }, reader)).toEqual({ allowed: true });
    }
  });

  it('opens a post linked to a product only to its investors and operators', () => {
    const post = { investorOnly: true, productId: PRODUCT };
    expect(decideArticleAccess(post, visitor)).toEqual({ allowed: false, failCode: 'no_permission' });
    expect(decideArticleAccess(post, investorOfAnother)).toEqual({ allowed: false, failCode: 'not_invested_this_product' });
    expect(decideArticleAccess(post, noInvestments)).toEqual({ allowed: false, failCode: 'not_invested_this_product' });
    expect(decideArticleAccess(post, investorOfIt)).toEqual({ allowed: true });
    expect(decideArticleAccess(post, operator)).toEqual({ allowed: true });
  });

  it('opens an investor-only post without a product to anyone holding an investment', () => {
    const post = { investorOnly: true, productId: null };
    expect(decideArticleAccess(post, visitor)).toEqual({ allowed: false, failCode: 'no_permission' });
    expect(decideArticleAccess(post, noInvestments)).toEqual({ allowed: false, failCode: 'is_investor_only' });
    expect(decideArticleAccess(post, investorOfAnother)).toEqual({ allowed: true });
    expect(decideArticleAccess(post, operator)).toEqual({ allowed: true });
  });
});
