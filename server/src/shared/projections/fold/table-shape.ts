// A live table as a fold compares with it: its columns, their types and primary key, and each
// value in one canonical text, the same whether it comes from PostgreSQL (a select expression per
// type) or from a fold's row (a renderer per type). Equal texts, equal values.
import type { Tx } from '../../event-store/event-store.types';
import { rows } from '../../database/sql';
import { quoteIdent } from '../shadow-tables';
import type { FoldCell, FoldRow } from './projection-fold';

export interface TableShape {
  table: string;
  columns: string[];
  types: string[];
  /** Indexes into `columns` of the primary key. */
  key: number[];
}

/** Separates values in a canonical row and key: no value's canonical text holds it. */
const SEPARATOR = '\u0001';
const NULL_TEXT = '\u0002';

export async function shapeOfTable(tx: Tx, table: string, volatile: readonly string[]): Promise<TableShape> {
  const found = await rows<{ column_name: string; data_type: string; in_key: boolean }>(
    tx,
    `SELECT c.column_name, c.data_type,
            EXISTS (SELECT 1 FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
                    WHERE i.indrelid = $2::regclass AND i.indisprimary AND a.attname = c.column_name) AS in_key
     FROM information_schema.columns c WHERE c.table_name = $1 AND c.table_schema = current_schema() ORDER BY c.ordinal_position`,
    [table, table],
  );
  const kept = found.filter((c) => !volatile.includes(c.column_name));
  const key = kept.flatMap((c, i) => (c.in_key ? [i] : []));
  if (key.length === 0) throw new Error(`${table}: a fold compares by primary key, and the table has none`);
  return { table, columns: kept.map((c) => c.column_name), types: kept.map((c) => c.data_type), key };
}

/** PostgreSQL's side: one expression per column giving its canonical text (NULL stays NULL). */
export function canonicalSelect(shape: TableShape): string {
  return shape.columns.map((column, i) => {
    const c = quoteIdent(column);
    switch (shape.types[i]) {
      case 'timestamp with time zone':
        return `(extract(epoch FROM ${c}) * 1000000)::bigint::text`;
      case 'date':
        return `to_char(${c}, 'YYYY-MM-DD')`;
      default:
        return `${c}::text`;
    }
  }).join(', ');
}

/** A live value (as canonicalSelect gave it, or null) in canonical text. */
export function canonicalLive(type: string, text: string | null): string {
  if (text === null) return NULL_TEXT;
  return type === 'jsonb' || type === 'json' ? canonicalJson(JSON.parse(text)) : text;
}

/** A fold's value in canonical text, as canonicalLive gives the same value read from PostgreSQL. */
export function canonicalCell(type: string, value: FoldCell | undefined, column: string): string {
  if (value === undefined) throw new Error(`fold row has no column ${column}`);
  if (value === null) return NULL_TEXT;
  switch (type) {
    case 'uuid':
      return String(value).toLowerCase();
    case 'bigint':
    case 'integer':
    case 'smallint':
      return String(BigInt(value as number | string));
    case 'boolean':
      return value ? 'true' : 'false';
    case 'timestamp with time zone':
      return String(BigInt(toDate(value).getTime()) * 1000n);
    case 'date':
      return dateText(value);
    case 'jsonb':
    case 'json':
      return canonicalJson(value);
    case 'text':
      return String(value);
    default:
      throw new Error(`a fold cannot compare a column of type ${type} (${column})`);
  }
}

export function canonicalRow(shape: TableShape, row: FoldRow): string {
  return shape.columns.map((column, i) => canonicalCell(shape.types[i], row[column], column)).join(SEPARATOR);
}

export function canonicalKey(shape: TableShape, row: FoldRow): string {
  return shape.key.map((i) => canonicalCell(shape.types[i], row[shape.columns[i]], shape.columns[i])).join(SEPARATOR);
}

/** A canonical live row split back into the key part (the columns are in shape order). */
export function keyOfCanonicalValues(shape: TableShape, values: string[]): string {
  return shape.key.map((i) => values[i]).join(SEPARATOR);
}

export function joinCanonical(values: string[]): string {
  return values.join(SEPARATOR);
}

/** Canonical values of a canonical row, for reports: nulls as null. */
export function splitCanonical(shape: TableShape, canonical: string): Record<string, string | null> {
  const values = canonical.split(SEPARATOR);
  return Object.fromEntries(shape.columns.map((c, i) => [c, values[i] === NULL_TEXT ? null : values[i]]));
}

function toDate(value: FoldCell): Date {
  const date = value instanceof Date ? value : new Date(value as string | number);
  if (Number.isNaN(date.getTime())) throw new Error(`not a timestamp: ${String(value)}`);
  return date;
}

function dateText(value: FoldCell): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  throw new Error(`a fold gives dates as YYYY-MM-DD strings, not ${String(value)}`);
}

/** JSON with object keys sorted: jsonb forgets the order keys were written in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A fold row as one line of COPY's text format, columns in shape order. */
export function copyLine(shape: TableShape, row: FoldRow): string {
  return `${shape.columns.map((column, i) => copyText(shape.types[i], row[column] ?? null)).join('\t')}\n`;
}

function copyText(type: string, value: FoldCell): string {
  if (value === null) return '\\N';
  let text: string;
  if (type === 'timestamp with time zone') text = toDate(value).toISOString();
  else if (type === 'jsonb' || type === 'json') text = JSON.stringify(value);
  else if (type === 'boolean') text = value ? 't' : 'f';
  else text = String(value);
  return text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}
