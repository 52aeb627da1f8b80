// Who may open an article (GET /api/boards/{board}/{id}). Titles of every post are public (the
// list shows them to everyone); the body of an investor-only post is not. Decided precisely:
//
// | post                                  | visitor            | operator | logged-in investor                                                  |
// |---------------------------------------|--------------------|----------|---------------------------------------------------------------------|
// | not investor-only                     | ok                 | ok       | ok                                                                  |
// | investor-only, linked to product P    | 401 no_permission  | ok       | ok if they hold an investment in P (not canceled), else 403 not_invested_this_product |
// | investor-only, no product link        | 401 no_permission  | ok       | ok if they hold any investment (not canceled), else 403 is_investor_only |
//
// `investor_only` (403) is the product detail's answer for an investor-only product
// (GET /api/products/{id}); the boards never need it because every case above has a sharper code.
// Operators read everything: they wrote it and answer investors' questions about it.
import type { FailCode } from '../../shared/errors/fail-codes';

export interface ArticleAccessFacts {
  investorOnly: boolean;
  productId: string | null;
}

export type Reader =
  | { kind: 'visitor' }
  | { kind: 'operator' }
  | { kind: 'investor'; investedInProduct: boolean; hasAnyInvestment: boolean };

export type AccessDecision = { allowed: true } | { allowed: false; failCode: FailCode };

export function decideArticleAccess(article: ArticleAccessFacts, reader: Reader): AccessDecision {
  if (!article.investorOnly) return { allowed: true };
  switch (reader.kind) {
    case 'visitor':
      return { allowed: false, failCode: 'no_permission' };
    case 'operator':
      return { allowed: true };
    case 'investor':
      if (article.productId !== null) {
        return reader.investedInProduct ? { allowed: true } : { allowed: false, failCode: 'not_invested_this_product' };
      }
      return reader.hasAnyInvestment ? { allowed: true } : { allowed: false, failCode: 'is_investor_only' };
  }
}
