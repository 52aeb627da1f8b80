// GET /wallet/transactions: the caller's own lines only, newest first, filtered by type and
// period (Korea-time dates or instants), with an opaque cursor (position of the last line seen).
import { Injectable } from '@nestjs/common';
import { SEOUL_OFFSET_MS } from '../../shared/clock';
import { ReadDatabase } from '../../shared/database/read-database';
import { invalidInput } from '../../shared/errors/domain-error';
import { isCalendarDate, parseInstant } from '../../shared/http/validation';
import { toWon } from '../../shared/won';
import { TRANSACTION_TYPES, TransactionType } from '../projections/transaction-lines';

export const MAX_TRANSACTIONS_PAGE = 100;

export interface TransactionFilter {
  types: TransactionType[] | null;
  from: Date | null;
  to: Date | null;
  cursor: { position: number; line: number } | null;
  limit: number;
}

export interface TransactionItem {
  id: string;
  at: string;
  type: TransactionType;
  amount: number;
  held_change: number;
  balance_after: number;
  memo: string;
  product_id?: string;
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

@Injectable()
export class TransactionsQuery {
  constructor(private readonly reads: ReadDatabase) {}

  /** From the replica when it may answer (shared/database/read-database.ts). */
  async list(userId: string, f: TransactionFilter): Promise<{ items: TransactionItem[]; next_cursor: string | null }> {
    const found = await this.reads.rows<{ id: string; at: Date; type: TransactionType; amount: string; held_change: string; balance_after: string; memo: string; product_id: string | null; global_position: string; line_no: number }>(
      `SELECT id, at, type, amount, held_change, balance_after, memo, product_id, global_position, line_no
       FROM wallet_transactions
       WHERE user_id = $1
         AND ($2::text[] IS NULL OR type = ANY($2::text[]))
         AND ($3::timestamptz IS NULL OR at >= $3)
         AND ($4::timestamptz IS NULL OR at < $4)
         AND ($5::bigint IS NULL OR (global_position, line_no) < ($5::bigint, $6::smallint))
       ORDER BY global_position DESC, line_no DESC
       LIMIT $7`,
      [userId, f.types, f.from, f.to, f.cursor?.position ?? null, f.cursor?.line ?? 0, f.limit + 1],
    );
    const page = found.slice(0, f.limit);
    const last = page[page.length - 1];
    return {
      items: page.map((r) => ({
        id: r.id,
        at: new Date(r.at).toISOString(),
        type: r.type,
        amount: toWon(r.amount),
        held_change: toWon(r.held_change),
        balance_after: toWon(r.balance_after),
        memo: r.memo,
        ...(r.product_id ? { product_id: r.product_id } : {}),
      })),
      next_cursor: found.length > f.limit && last ? encodeCursor(Number(last.global_position), last.line_no) : null,
    };
  }
}
