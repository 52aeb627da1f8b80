// A live table as a fold writes into it: its columns (primary key first) and their types, and a
// fold's row as one line of COPY's text format. Each value is written as PostgreSQL itself prints
// it (timestamps in UTC as `2026-11-24 23:52:30.12+00`, uuids in lower case, jsonb with its keys
// ordered and spaced as jsonb prints them), which is also valid input: table-diff.ts copies such
// lines in, and compares a fold's rows with the live table's own COPY output by their text.
import type { Tx } from '../../event-store/event-store.types';
import { rows } from '../../database/sql';
import type { FoldCell, FoldRow } from './projection-fold';
import { jsonbText } from './jsonb-text';
import { assert } from '../../errors/domain-error';

export interface TableShape {
  table: string;
  /** Primary key columns first, then the others in table order. */
  columns: string[];
  types: string[];
  /** How many of `columns` (from the first) make the primary key. */
  keyLength: number;
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
  assert(keyLength > 0, `${table}: a fold compares by primary key, and the table has none`);
  const types = ordered.map((c) => c.data_type);
  return { table, columns: ordered.map((c) => c.column_name), types, keyLength };
}

/** A value as COPY's text format writes it: `\N` for NULL, backslash and control characters escaped. */
function copyEscape(text: string): string {
  return /[\\\b\f\n\r\t\v]/.test(text) ? text.replace(/[\\\b\f\n\r\t\v]/g, (c) => ESCAPES[c]) : text;
}
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\v': '\\v' };

function toDate(value: FoldCell): Date {
  const date = value instanceof Date ? value : new Date(value as string | number);
  assert(!Number.isNaN(date.getTime()), () => `not a timestamp: ${String(value)}`);
  return date;
}

/** Column `i` of a fold row as COPY's text format writes it. */
export function cellText(shape: TableShape, row: FoldRow, i: number, renderers = renderersOf(shape)): string {
  const value = row[shape.columns[i]];
  assert(value !== undefined, () => `${shape.table}: a fold row has no column ${shape.columns[i]}`);
  return value === null ? '\\N' : renderers[i](value);
}

/** A fold row as one line of COPY's text format to insert, columns in shape order. */
export function copyLine(shape: TableShape, row: FoldRow): string {
  const renderers = renderersOf(shape);
  let line = '';
  for (let i = 0; i < shape.columns.length; i += 1) line += (i === 0 ? '' : '\t') + cellText(shape, row, i, renderers);
  return `${line}\n`;
}

/** A timestamp as PostgreSQL prints it with TimeZone UTC and DateStyle ISO: trailing zeros of the fraction dropped. */
export function pgTimestamp(date: Date): string {
  const iso = date.toISOString();
  // Years beyond 9999 print otherwise; PostgreSQL still reads this form and the typed recheck decides.
  if (iso.length !== 24) return iso;
  const fraction = iso.slice(20, 23).replace(/0+$/, '');
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${fraction ? `.${fraction}` : ''}+00`;
}

type Renderer = (value: FoldCell) => string;

// Renderers per column, chosen once per table: a million rows are rendered column by column.
const renderersByShape = new WeakMap<TableShape, Renderer[]>();
const plainRenderersByShape = new WeakMap<TableShape, Renderer[]>();

/** Each column's value as COPY's text format writes it (the type's output, escaped for COPY). */
export function renderersOf(shape: TableShape): Renderer[] {
  let renderers = renderersByShape.get(shape);
  if (!renderers) {
    renderers = shape.types.map((type) => {
      const plain = plainRendererOf(type);
      return mayNeedEscape(type) ? (value: FoldCell) => copyEscape(plain(value)) : plain;
    });
    renderersByShape.set(shape, renderers);
  }
  return renderers;
}

/** Each column's value as the type's output function prints it, unescaped (what `value::text` gives). */
export function plainRenderersOf(shape: TableShape): Renderer[] {
  let renderers = plainRenderersByShape.get(shape);
  if (!renderers) {
    renderers = shape.types.map(plainRendererOf);
    plainRenderersByShape.set(shape, renderers);
  }
  return renderers;
}

/** Digits, hex, dashes, t/f and timestamps hold nothing COPY or a record's text would escape. */
export function mayNeedEscape(type: string): boolean {
  return !['timestamp with time zone', 'uuid', 'boolean', 'bigint', 'integer', 'smallint', 'date'].includes(type);
}

function plainRendererOf(type: string): Renderer {
  switch (type) {
    case 'timestamp with time zone': {
      // Rows come in runs sharing one instant (an event's lines, a credit's rows): rendered once a run.
      let lastMs = Number.NaN;
      let lastText = '';
      return (value) => {
        const date = toDate(value);
        if (date.getTime() !== lastMs) {
          lastMs = date.getTime();
          lastText = pgTimestamp(date);
        }
        return lastText;
      };
    }
    case 'json':
    case 'jsonb':
      return (value) => jsonbText(value);
    case 'uuid':
      return (value) => String(value).toLowerCase();
    case 'boolean':
      return (value) => (value ? 't' : 'f');
    default:
      return (value) => String(value);
  }
}
