// GET /wallet/transactions: the caller's own lines only, newest first, filtered by type and
// period (Korea-time dates or instants), with an opaque cursor (position of the last line seen).
// The first page without filters (what the wallet screen opens with) is kept per investor for
// the newest line's version (shared/http/versioned-copies.ts): one index probe a request.
import { Injectable } from '@nestjs/common';
import { SEOUL_OFFSET_MS } from '../../shared/clock';
import { ReadDatabase } from '../../shared/database/read-database';
import { invalidInput } from '../../shared/errors/domain-error';
import { PgNotifications } from '../../shared/database/pg-notifications';
import { copiesFollowing, Versioned, VersionedCopies } from '../../shared/http/versioned-copies';
import { isCalendarDate, parseInstant } from '../../shared/http/schema/formats';
import { TRANSACTION_TYPES, TransactionType } from '../projections/transaction-lines';

export const MAX_TRANSACTIONS_PAGE = 100;

export interface TransactionFilter {
  types: TransactionType[] | null;
  from: Date | null;
  to: Date | null;
  cursor: { position: number; line: number } | null;
  limit: number;
}

function encodeCursor(position: number, line: number): string {
  return Buffer.from(`${position}:${line}`).toString('base64url');
}

function decodeCursor(text: string): { position: number; line: number } | null {
  const match = /^(\d{1,18}):(\d{1,4})$/.exec(Buffer.from(text, 'base64url').toString());
  return match ? { position: Number(match[1]), line: Number(match[2]) } : null;
}

/** A date means the Korea-time day: `from` its start, `to` its end (inclusive). */
function parseBound(value: unknown, end: boolean): Date | null | 'invalid' {
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string') return 'invalid';
  if (isCalendarDate(value)) {
    const startUtc = Date.parse(`${value}T00:00:00Z`);
    return new Date(startUtc - SEOUL_OFFSET_MS + (end ? 24 * 3600 * 1000 : 0));
  }
  return parseInstant(value) ?? 'invalid';
}

export function parseTransactionQuery(query: Record<string, unknown>): TransactionFilter {
  const fields: Record<string, string> = {};
  let types: TransactionType[] | null = null;
  if (query.type !== undefined && query.type !== '') {
    const list = String(query.type).split(',');
    if (list.some((t) => !TRANSACTION_TYPES.includes(t as TransactionType))) fields.type = 'invalid_value';
    else types = list as TransactionType[];
  }
  const from = parseBound(query.from, false);
  const to = parseBound(query.to, true);
  if (from === 'invalid') fields.from = 'invalid_date';
  if (to === 'invalid') fields.to = 'invalid_date';
  let cursor = null;
  if (query.cursor !== undefined && query.cursor !== '') {
    cursor = decodeCursor(String(query.cursor));
    if (!cursor) fields.cursor = 'invalid_value';
  }
  const limit = query.limit === undefined || query.limit === '' ? 20 : Number(query.limit);
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > MAX_TRANSACTIONS_PAGE) fields.limit = 'invalid_value';
  if (Object.keys(fields).length > 0) throw invalidInput(fields);
  return { types, from: from as Date | null, to: to as Date | null, cursor, limit };
}

/**
 * The newest line's place as one number: lines are only ever inserted, an investor's later than
 * the ones before, so it changes with every line the investor gets and names the first page.
 */
const VERSION = `(global_position * 100000 + line_no)::text`;
const VERSION_SQL = `SELECT ${VERSION} AS version FROM wallet_transactions WHERE user_id = $1 ORDER BY global_position DESC, line_no DESC LIMIT 1`;

type Page = { items: string; last_position: string | null; last_line: number | null; more: boolean; version: string | null };

/** A page of lines, newest first, as the answer's JSON built by PostgreSQL, and where the next page starts. */
function pageSql(afterCursor: boolean): string {
  return `SELECT COALESCE(json_agg(x.line ORDER BY x.n) FILTER (WHERE x.n <= $7::int), '[]')::text AS items,
      max(x.global_position) FILTER (WHERE x.n = $7::int) AS last_position, max(x.line_no) FILTER (WHERE x.n = $7::int) AS last_line, count(*) > $7::int AS more,
      max(${VERSION}) FILTER (WHERE x.n = 1) AS version
    FROM (
      SELECT json_strip_nulls(json_build_object('id', id, 'at', to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'type', type, 'amount', amount,
          'held_change', held_change, 'balance_after', balance_after, 'memo', memo, 'product_id', product_id)) AS line,
        global_position, line_no, row_number() OVER (ORDER BY global_position DESC, line_no DESC) AS n
      FROM wallet_transactions
      WHERE user_id = $1
        AND ($2::text[] IS NULL OR type = ANY($2::text[]))
        AND ($3::timestamptz IS NULL OR at >= $3)
        AND ($4::timestamptz IS NULL OR at < $4)
        AND ${afterCursor ? '(global_position, line_no) < ($5::bigint, $6::smallint)' : '$5::bigint IS NULL AND $6::smallint IS NULL'}
      ORDER BY global_position DESC, line_no DESC
      LIMIT $7::int + 1
    ) x`;
}

/** Keyset pages: after a cursor the position is part of the index scan's condition, so a late page costs what the first does. */
const FIRST_PAGE = pageSql(false);
const NEXT_PAGE = pageSql(true);

function answerOf(page: Page): string {
  const next = page.more && page.last_position !== null ? JSON.stringify(encodeCursor(Number(page.last_position), page.last_line!)) : 'null';
  return `{"items":${page.items},"next_cursor":${next}}`;
}

@Injectable()
export class TransactionsQuery {
  /** First pages (the wallet screen's, no filter), per investor and page size, for the newest line's version. */
  private readonly firstPages: VersionedCopies<string>;

  constructor(
    private readonly reads: ReadDatabase,
    notifications: PgNotifications,
  ) {
    this.firstPages = copiesFollowing(notifications, 'wallet_transactions', 16 * 1024 * 1024);
  }

  /** The answer's JSON text (`{items, next_cursor}`); from the replica when it may answer (shared/database/read-database.ts). */
  async listJson(userId: string, f: TransactionFilter): Promise<string> {
    if (f.types || f.from || f.to || f.cursor) return answerOf(await this.page(userId, f));
    const [newest] = await this.reads.rows<{ version: string }>(VERSION_SQL, [userId]);
    const copy = newest ? await this.firstPages.get(`${userId}:${f.limit}`, newest.version, () => this.firstPage(userId, f)) : null;
    return copy ?? answerOf(await this.page(userId, f));
  }

  private async firstPage(userId: string, f: TransactionFilter): Promise<Versioned<string> | null> {
    const page = await this.page(userId, f);
    if (page.version === null) return null;
    const answer = answerOf(page);
    return { version: page.version, value: answer, bytes: 2 * answer.length };
  }

  private async page(userId: string, f: TransactionFilter): Promise<Page> {
    const [page] = await this.reads.rows<Page>(f.cursor ? NEXT_PAGE : FIRST_PAGE, [userId, f.types, f.from, f.to, f.cursor?.position ?? null, f.cursor?.line ?? null, f.limit]);
    return page;
  }
}
