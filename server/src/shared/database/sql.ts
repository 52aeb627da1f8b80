// TypeORM's query() answers UPDATE/DELETE with [rows, count] and everything else with rows;
// these helpers always give rows, so RETURNING is read the same way everywhere.
import { createHash } from 'node:crypto';
import type { DataSource, QueryRunner } from 'typeorm';

export type Queryable = DataSource | QueryRunner;

export async function rows<T = Record<string, unknown>>(q: Queryable, text: string, params: unknown[] = []): Promise<T[]> {
  const result = await q.query(text, params);
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[0] as T[];
  }
  return result as T[];
}

export async function one<T = Record<string, unknown>>(q: Queryable, text: string, params: unknown[] = []): Promise<T | undefined> {
  return (await rows<T>(q, text, params))[0];
}

interface PgClientLike {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 500;

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `p_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    if (statementNames.size < MAX_NAMED_STATEMENTS) statementNames.set(text, name);
  }
  return name;
}

/** The pg connection behind a query runner (its transaction), or the pool behind the data source. */
function pgClientOf(q: Queryable): PgClientLike | null {
  const connection = (q as { databaseConnection?: PgClientLike }).databaseConnection;
  if (connection) return connection;
  if ('createQueryRunner' in q) return ((q.driver as unknown as { master?: PgClientLike }).master) ?? null;
  return null;
}

/**
 * rows() as a named prepared statement, for the statements of the hot path only: PostgreSQL then
 * parses and plans each once per connection instead of at every call (in the launch rush, parse
 * and bind were a third of PostgreSQL's time). Each connection keeps what it prepared, so the text
 * must be one of a fixed few — never with values or varying lists spliced in.
 */
export async function preparedRows<T = Record<string, unknown>>(q: Queryable, text: string, params: unknown[] = []): Promise<T[]> {
  const client = pgClientOf(q);
  if (!client) return rows<T>(q, text, params);
  return (await client.query({ name: statementName(text), text, values: params })).rows as T[];
}

/** A table or column name spliced into SQL: only plain lower-case identifiers pass. */
export function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad identifier ${name}`);
  return `"${name}"`;
}

/** Text matched literally inside a LIKE pattern: a search for "a_b" or "5%" means those characters, not wildcards. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
