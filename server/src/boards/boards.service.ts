// The boards' use cases. Content moves no money, so this is plain CRUD over one table; the only
// rule with teeth is who may open an investor-only post (article-access.policy.ts).
import { Injectable } from '@nestjs/common';
import { DomainError } from '../shared/errors/domain-error';
import type { Queryable } from '../shared/database/sql';
import type { SessionUser } from '../shared/http/auth.decorators';
import { decideArticleAccess, Reader } from './articles/article-access.policy';
import { ArticleStore, ListFilter } from './articles/article.store';
import type { ArticleDraft, ArticleLink, ArticleRecord, ArticleSummary } from './articles/article.types';
import type { BoardName } from './articles/board-names';
import { sanitizeArticleHtml } from './articles/html-sanitizer';
import { InvestorLookup } from './articles/investor-lookup';
import { ProductLookup } from './articles/product-lookup';

export interface OverdueNoticeInput {
  productId: string;
  title: string;
  bodyHtml: string;
  /** When the post is dated: the business clock's now of the run that found the installment late (docs/design.md "Business time"). */
  postedAt?: Date;
}

@Injectable()
export class BoardsService {
  constructor(
    private readonly articles: ArticleStore,
    private readonly investors: InvestorLookup,
    private readonly products: ProductLookup,
  ) {}

  list(board: BoardName, filter: ListFilter): Promise<{ items: ArticleSummary[]; total: number }> {
    return this.articles.list(board, filter);
  }

  /** One post with its neighbours, or the access failure for this reader. */
  async open(board: BoardName, id: string, user: SessionUser | undefined): Promise<{ article: ArticleRecord; prev: ArticleLink | null; next: ArticleLink | null }> {
    const article = await this.findInBoard(board, id);
    const decision = decideArticleAccess(article, await this.readerOf(user, article));
    if (!decision.allowed) throw new DomainError(decision.failCode);
    return { article, ...(await this.articles.neighbours(article)) };
  }

  async create(board: BoardName, draft: ArticleDraft, authorId: string | null): Promise<ArticleRecord> {
    await this.assertProduct(draft.productId);
    return this.articles.insert(board, draft, authorId);
  }

  async findInBoard(board: BoardName, id: string): Promise<ArticleRecord> {
    const article = await this.articles.get(id);
    if (!article || article.board !== board) throw new DomainError('not_found');
    return article;
  }

  async update(board: BoardName, id: string, draft: ArticleDraft): Promise<ArticleRecord> {
    const current = await this.findInBoard(board, id);
    if (draft.productId !== current.productId) await this.assertProduct(draft.productId);
    const updated = await this.articles.update(id, draft);
    if (!updated) throw new DomainError('not_found');
    return updated;
  }

  async delete(board: BoardName, id: string): Promise<void> {
    await this.findInBoard(board, id);
    await this.articles.delete(id);
  }

  /**
   * For the repayments batch: a notice on the `overdue` board, open only to the product's
   * investors. Pass the batch's transaction as `tx` to publish atomically with its events.
   * Idempotent per (product, title): a re-run of the batch finds the notice it already wrote.
   */
  async publishOverdueNotice(input: OverdueNoticeInput, tx?: Queryable): Promise<{ id: string }> {
    const title = input.title.trim();
    if (!title || title.length > 200) throw new DomainError('invalid_input', { fields: { title: 'invalid_value' } });
    const existing = await this.articles.findOverdueNotice(input.productId, title, tx);
    if (existing) return { id: existing.id };
    const created = await this.articles.insert(
      'overdue',
      {
        title,
        bodyHtml: sanitizeArticleHtml(input.bodyHtml),
        pinned: false,
        investorOnly: true,
        productId: input.productId,
        category: null,
        ...(input.postedAt ? { createdAt: input.postedAt } : {}),
        source: null,
        linkUrl: null,
        attachments: [],
      },
      null,
      tx,
    );
    return { id: created.id };
  }

  /** The overdue notice's new body (the operator's reason), in the caller's transaction. */
  async reviseOverdueNotice(articleId: string, bodyHtml: string, tx?: Queryable): Promise<void> {
    const updated = await this.articles.updateBody(articleId, sanitizeArticleHtml(bodyHtml), tx);
    if (!updated) throw new DomainError('not_found');
  }

  /** A link to an unknown product is a typo: invalid_input on the field, not a dangling post. */
  private async assertProduct(productId: string | null): Promise<void> {
    if (productId !== null && !(await this.products.exists(productId))) throw new DomainError('invalid_input', { fields: { product_id: 'no_such_product' } });
  }

  private async readerOf(user: SessionUser | undefined, article: ArticleRecord): Promise<Reader> {
    if (!user) return { kind: 'visitor' };
    if (user.role === 'operator') return { kind: 'operator' };
    // Only investor-only posts need the investments read model; public ones skip the query.
    if (!article.investorOnly) return { kind: 'investor', investedInProduct: false, hasAnyInvestment: false };
    return { kind: 'investor', ...(await this.investors.investmentsOf(user.id, article.productId)) };
  }
}
