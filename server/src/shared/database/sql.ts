// TypeORM's query() answers UPDATE/DELETE with [rows, count] and everything else with rows;
// these helpers always give rows, so RETURNING is read the same way everywhere.
import type { DataSource, QueryRunner } from 'typeorm';

export type Queryable = DataSource | QueryRunner;

export async function rows<T = Record<string, any>>(q: Queryable, text: string, params: unknown[] = []): Promise<T[]> {
  const result = await q.query(text, params);
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[0] as T[];
  }
  return result as T[];
}

export async function one<T = Record<string, any>>(q: Queryable, text: string, params: unknown[] = []): Promise<T | undefined> {
  return (await rows<T>(q, text, params))[0];
}
