// A live table as a fold compares with it: its columns (primary key first), their types, and each
// row as one canonical line in COPY's text format, the same whether it comes from PostgreSQL (a
// select expression per type, read with COPY) or from a fold's row (a renderer per type). Equal
// lines, equal rows. A table without json columns is compared on the very line PostgreSQL sends.
import type { Tx } from '../../event-store/event-store.types';
import { rows } from '../../database/sql';
import { quoteIdent } from '../shadow-tables';
import type { FoldCell, FoldRow } from './projection-fold';

export interface TableShape {
  table: string;
  /** Primary key columns first, then the others in table order. */
  columns: string[];
  types: string[];
  /** How many of `columns` (from the first) make the primary key. */
  keyLength: number;
  /** Whether a live line must be parsed to be canonical (json and jsonb: key order and spacing). */
  hasJson: boolean;
}

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
  const ordered = [...kept.filter((c) => c.in_key), ...kept.filter((c) => !c.in_key)];
  const keyLength = kept.filter((c) => c.in_key).length;
  if (keyLength === 0) throw new Error(`${table}: a fold compares by primary key, and the table has none`);
  const types = ordered.map((c) => c.data_type);
  return { table, columns: ordered.map((c) => c.column_name), types, keyLength, hasJson: types.some(isJson) };
}

const isJson = (type: string) => type === 'jsonb' || type === 'json';

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

/** A value as COPY's text format writes it: `\N` for NULL, backslash and control characters escaped. */
function copyEscape(text: string | null): string {
  if (text === null) return '\\N';
  return /[\\\b\f\n\r\t\v]/.test(text) ? text.replace(/[\\\b\f\n\r\t\v]/g, (c) => ESCAPES[c]) : text;
}
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\v': '\\v' };

export function copyUnescape(field: string): string | null {
  if (field === '\\N') return null;
  if (!field.includes('\\')) return field;
  return field.replace(/\\(.)/g, (_, c: string) => ({ t: '\t', n: '\n', r: '\r', b: '\b', f: '\f', v: '\v' })[c] ?? c);
}

/** A live line (canonicalSelect's columns, as COPY sends them) in canonical form: json values re-rendered with sorted keys. */
export function canonicalLiveLine(shape: TableShape, line: string): string {
  if (!shape.hasJson) return line;
  return line.split('\t').map((field, i) => {
    if (!isJson(shape.types[i])) return field;
    const text = copyUnescape(field);
    return copyEscape(text === null ? null : canonicalJson(JSON.parse(text)));
  }).join('\t');
}

/** The primary key part of a canonical line. */
export function keyOfLine(shape: TableShape, line: string): string {
  let end = -1;
  for (let k = 0; k < shape.keyLength; k += 1) {
    end = line.indexOf('\t', end + 1);
    if (end === -1) return line;
  }
  return line.slice(0, end);
}

/** A fold's row as the canonical line of the same row read from PostgreSQL. */
export function canonicalLine(shape: TableShape, row: FoldRow): string {
  return shape.columns.map((column, i) => copyEscape(canonicalCell(shape.types[i], row[column], column))).join('\t');
}

export function canonicalKey(shape: TableShape, row: FoldRow): string {
  const key: string[] = [];
  for (let i = 0; i < shape.keyLength; i += 1) key.push(copyEscape(canonicalCell(shape.types[i], row[shape.columns[i]], shape.columns[i])));
  return key.join('\t');
}

/** A canonical line as column → value, for reports. */
export function valuesOfLine(shape: TableShape, line: string): Record<string, string | null> {
  const fields = line.split('\t');
  return Object.fromEntries(shape.columns.map((c, i) => [c, copyUnescape(fields[i])]));
}

function canonicalCell(type: string, value: FoldCell | undefined, column: string): string | null {
  if (value === undefined) throw new Error(`fold row has no column ${column}`);
  if (value === null) return null;
  switch (type) {
    case 'uuid':
      return String(value).toLowerCase();
    case 'bigint':
    case 'integer':
    case 'smallint':
      return typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : String(BigInt(value as number | string));
    case 'boolean':
      return value ? 'true' : 'false';
    case 'timestamp with time zone':
      return `${toDate(value).getTime()}000`;
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

/** A fold row as one line of COPY's text format to insert, columns in shape order. */
export function copyLine(shape: TableShape, row: FoldRow): string {
  return `${shape.columns.map((column, i) => copyEscape(insertText(shape.types[i], row[column] ?? null))).join('\t')}\n`;
}

function insertText(type: string, value: FoldCell): string | null {
  if (value === null) return null;
  if (type === 'timestamp with time zone') return toDate(value).toISOString();
  if (isJson(type)) return JSON.stringify(value);
  if (type === 'boolean') return value ? 't' : 'f';
  return String(value);
}
