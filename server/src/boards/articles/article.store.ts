// SQL for the articles table. Lists are pinned-first then newest-first; prev/next walk the
// board by creation time, so pinning a post does not change its neighbours.
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { likeLiteral, one, Queryable, rows } from '../../shared/database/sql';
import type { BoardName } from './board-names';
import type { ArticleDraft, ArticleLink, ArticleRecord, ArticleSummary } from './article.types';
import { htmlToText } from './html-sanitizer';

// Aliased to ArticleSummary's and ArticleRecord's own names, so a row is the record as it is.
const SUMMARY_COLUMNS = `id, board, title, pinned, investor_only AS "investorOnly", product_id AS "productId", category, source,
  link_url AS "linkUrl", created_at AS "createdAt"`;
const RECORD_COLUMNS = `${SUMMARY_COLUMNS}, body_html AS "bodyHtml", COALESCE(attachments, '[]'::jsonb) AS attachments, updated_at AS "updatedAt"`;

export interface ListFilter {
  q?: string;
  category?: string;
  offset: number;
  size: number;
}

@Injectable()
export class ArticleStore {
  constructor(private readonly dataSource: DataSource) {}

  async list(board: BoardName, filter: ListFilter): Promise<{ items: ArticleSummary[]; total: number }> {
    // Bodies of investor-only posts are not searched: a hit would tell a visitor what they say.
    const where = `board = $1
      AND ($2::text IS NULL OR title ILIKE $2 OR (NOT investor_only AND body_text ILIKE $2))
      AND ($3::text IS NULL OR category = $3)`;
    const params = [board, filter.q ? `%${likeLiteral(filter.q)}%` : null, filter.category ?? null];
    const [items, count] = await Promise.all([
      rows<ArticleSummary>(this.dataSource, `SELECT ${SUMMARY_COLUMNS} FROM articles WHERE ${where}
        ORDER BY pinned DESC, created_at DESC, id DESC LIMIT $4 OFFSET $5`, [...params, filter.size, filter.offset]),
      one<{ total: string }>(this.dataSource, `SELECT count(*) AS total FROM articles WHERE ${where}`, params),
    ]);
    return { items, total: Number(count?.total ?? 0) };
  }

  async get(id: string, q: Queryable = this.dataSource): Promise<ArticleRecord | undefined> {
    return one<ArticleRecord>(q, `SELECT ${RECORD_COLUMNS} FROM articles WHERE id = $1`, [id]);
  }

  /**
   * prev = the next older post of the board, next = the next newer one (titles are public).
   * The position is read in SQL: a JS Date would drop the microseconds of created_at.
   */
  async neighbours(article: ArticleRecord): Promise<{ prev: ArticleLink | null; next: ArticleLink | null }> {
    const here = `(SELECT created_at, id FROM articles WHERE id = $2)`;
    const params = [article.board, article.id];
    const [prev, next] = await Promise.all([
      one<ArticleLink>(this.dataSource, `SELECT id, title FROM articles WHERE board = $1 AND (created_at, id) < ${here}
        ORDER BY created_at DESC, id DESC LIMIT 1`, params),
      one<ArticleLink>(this.dataSource, `SELECT id, title FROM articles WHERE board = $1 AND (created_at, id) > ${here}
        ORDER BY created_at ASC, id ASC LIMIT 1`, params),
    ]);
    return { prev: prev ?? null, next: next ?? null };
  }

  async insert(board: BoardName, draft: ArticleDraft, authorId: string | null, q: Queryable = this.dataSource): Promise<ArticleRecord> {
    const row = await one<ArticleRecord>(
      q,
      `INSERT INTO articles (id, board, title, body_html, body_text, pinned, investor_only, product_id, category, source, link_url, attachments, author_id, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, coalesce($14, now()), coalesce($14, now()))
       RETURNING ${RECORD_COLUMNS}`,
      [
        randomUUID(), board, draft.title, draft.bodyHtml, htmlToText(draft.bodyHtml), draft.pinned, draft.investorOnly,
        draft.productId, draft.category, draft.source, draft.linkUrl, JSON.stringify(draft.attachments), authorId, draft.createdAt ?? null,
      ],
    );
    return row!;
  }

  async update(id: string, draft: ArticleDraft): Promise<ArticleRecord | undefined> {
    return one<ArticleRecord>(
      this.dataSource,
      `UPDATE articles SET title = $2, body_html = $3, body_text = $4, pinned = $5, investor_only = $6, product_id = $7,
         category = $8, source = $9, link_url = $10, attachments = $11::jsonb, updated_at = now()
       WHERE id = $1 RETURNING ${RECORD_COLUMNS}`,
      [id, draft.title, draft.bodyHtml, htmlToText(draft.bodyHtml), draft.pinned, draft.investorOnly, draft.productId,
        draft.category, draft.source, draft.linkUrl, JSON.stringify(draft.attachments)],
    );
  }

  /** A new body for a post other contexts wrote (the overdue notice's reason), in their transaction. */
  async updateBody(id: string, bodyHtml: string, q: Queryable = this.dataSource): Promise<boolean> {
    const updated = await rows(q, `UPDATE articles SET body_html = $2, body_text = $3, updated_at = now() WHERE id = $1 RETURNING id`, [id, bodyHtml, htmlToText(bodyHtml)]);
    return updated.length > 0;
  }

  async delete(id: string): Promise<boolean> {
    const deleted = await rows(this.dataSource, `DELETE FROM articles WHERE id = $1 RETURNING id`, [id]);
    return deleted.length > 0;
  }

  async findOverdueNotice(productId: string, title: string, q: Queryable = this.dataSource): Promise<ArticleRecord | undefined> {
    return one<ArticleRecord>(q, `SELECT ${RECORD_COLUMNS} FROM articles WHERE board = 'overdue' AND product_id = $1 AND title = $2 LIMIT 1`, [productId, title]);
  }

  /** Posts outside `board`: the demo seed ignores overdue notices other contexts' demos wrote first. */
  async countOutside(board: BoardName, q: Queryable = this.dataSource): Promise<number> {
    const row = await one<{ n: string }>(q, `SELECT count(*) AS n FROM articles WHERE board <> $1`, [board]);
    return Number(row?.n ?? 0);
  }
}
