// A statement's parameters (changes-sql.ts, changes-counted.ts): one array per column.
import type { Statement } from './changes-sql';
import { cellOf, RuleTable } from './row-changes';

/**
 * The statement's parameters, one array per column: adds and kept-greatest values, keys, set
 * values. A jsonb value goes as its text: node-pg would make a nested array of an array's.
 */
export function columnParams(table: RuleTable, s: Statement, keyColumns: readonly string[], columns: readonly string[]): unknown[] {
  // Where each column's values come from, found once a column (a month-end's statements are thousands of rows).
  return columns.map((c) => {
    if (s.add.includes(c)) return s.rows.map((r) => r.add[c] ?? 0);
    if (s.max.includes(c)) return s.rows.map((r) => r.max![c]);
    const fromKey = keyColumns.includes(c);
    const json = table.columns[c] === 'jsonb';
    return s.rows.map((r) => {
      const value = cellOf(fromKey ? r.key[c] : r.set[c]);
      return json && value !== null ? JSON.stringify(value) : value;
    });
  });
}
