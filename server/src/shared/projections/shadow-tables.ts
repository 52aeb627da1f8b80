// Fresh tables shaped like a projection's live ones, for a rebuild to write into, and the swap
// that makes a live table's contents equal a rebuilt one's.
import { rows } from '../database/sql';
import { Tx } from '../event-store/event-store.types';
import { Projection, TableMap } from '../event-store/inline-projections';
import { assert } from '../errors/domain-error';

export function quoteIdent(name: string): string {
  assert(/^[a-z_][a-z0-9_]*$/.test(name), `bad table name ${name}`);
  return `"${name}"`;
}

interface LiveIndex {
  name: string;
  unique: boolean;
  definition: string;
}

async function indexesOf(tx: Tx, table: string): Promise<LiveIndex[]> {
  return rows<LiveIndex>(
    tx,
    `SELECT c.relname AS name, i.indisunique AS unique, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE i.indrelid = $1::regclass ORDER BY c.relname`,
    [table],
  );
}

/** A live index's definition on another table (named by PostgreSQL: the shadow's are dropped with it). */
function onTable(index: LiveIndex, table: string): string {
  const parts = /^CREATE (UNIQUE )?INDEX \S+ ON (?:ONLY )?\S+ USING (.+)$/.exec(index.definition);
  assert(parts, `unexpected index definition ${index.definition}`);
  return `CREATE ${parts[1] ?? ''}INDEX ON ${quoteIdent(table)} USING ${parts[2]}`;
}

/**
 * `temporary`: dropped with the transaction (verify). Otherwise UNLOGGED: a replay's shadow lives
 * across transactions but is dropped at the swap, so writing it to the WAL (half the write cost of
 * a rebuild) would protect nothing; the swap into the live table is logged as usual. Indexes the
 * projection rebuilds without (Projection.rebuildWithoutIndexes) are left off.
 */
export async function createShadowTables(tx: Tx, projection: Projection, suffix: string, kind: 'temporary' | 'unlogged'): Promise<TableMap> {
  const without = new Set(projection.rebuildWithoutIndexes ?? []);
  const shadow: TableMap = {};
  for (const [logical, live] of Object.entries(projection.tables)) {
    const name = `${live}_${suffix}`;
    const indexes = await indexesOf(tx, live);
    const leaveOff = indexes.some((index) => without.has(index.name));
    await tx.query(`DROP TABLE IF EXISTS ${quoteIdent(name)}`);
    await tx.query(
      `CREATE ${kind === 'temporary' ? 'TEMPORARY' : 'UNLOGGED'} TABLE ${quoteIdent(name)}
       (LIKE ${quoteIdent(live)} INCLUDING DEFAULTS INCLUDING CONSTRAINTS${leaveOff ? '' : ' INCLUDING INDEXES'})${kind === 'temporary' ? ' ON COMMIT DROP' : ''}`,
    );
    for (const index of leaveOff ? indexes.filter((i) => !without.has(i.name)) : []) await tx.query(onTable(index, name));
    for (const index of indexes) without.delete(index.name);
    shadow[logical] = name;
  }
  assert(without.size === 0, `${projection.name}: no index named ${[...without].join(', ')} on its tables`);
  return shadow;
}

/** The unique indexes a rebuild left off, built in one sort each once the shadow is full: a duplicate fails here. */
export async function addUniqueIndexesLeftOff(tx: Tx, projection: Projection, shadow: TableMap): Promise<void> {
  const without = new Set(projection.rebuildWithoutIndexes ?? []);
  if (without.size === 0) return;
  for (const [logical, live] of Object.entries(projection.tables)) {
    for (const index of (await indexesOf(tx, live)).filter((i) => i.unique && without.has(i.name))) await tx.query(onTable(index, shadow[logical]));
  }
}

/** The live table's primary key columns, and whether every column compares with `=` (json does not). */
async function shapeOf(tx: Tx, table: string): Promise<{ key: string[]; comparable: boolean }> {
  const key = await rows<{ attname: string }>(
    tx,
    `SELECT a.attname FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
     WHERE i.indrelid = $1::regclass AND i.indisprimary ORDER BY array_position(i.indkey, a.attnum)`,
    [table],
  );
  const [{ json }] = await rows<{ json: number }>(
    tx,
    `SELECT count(*)::int AS json FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND atttypid = 'json'::regtype`,
    [table],
  );
  return { key: key.map((k) => k.attname), comparable: json === 0 };
}

/**
 * Makes `live` hold exactly the rows of `shadow`, touching only the rows that differ: a row of
 * live equal in every column to a row of shadow (same primary key) stays, others go, and the
 * rows shadow has beyond those are inserted. A replay of a healthy projection then writes
 * nothing: no copy of millions of rows under the lock, no dead rows left behind. A table
 * without a primary key (or with a json column, which has no `=`) is emptied and copied.
 * The caller holds the lock on `live` that keeps writers out.
 */
export async function swapInto(tx: Tx, live: string, shadow: string): Promise<{ deleted: number; inserted: number }> {
  const L = quoteIdent(live);
  const S = quoteIdent(shadow);
  await tx.query(`ANALYZE ${S}`);
  const { key, comparable } = await shapeOf(tx, live);
  const affected = async (sql: string) => Number((await tx.query(sql, [], true)).affected ?? 0);
  if (key.length === 0 || !comparable) {
    const deleted = await affected(`DELETE FROM ${L}`);
    return { deleted, inserted: await affected(`INSERT INTO ${L} OVERRIDING SYSTEM VALUE SELECT * FROM ${S}`) };
  }
  const sameKey = key.map((c) => `s.${quoteIdent(c)} = l.${quoteIdent(c)}`).join(' AND ');
  const deleted = await affected(`DELETE FROM ${L} l WHERE NOT EXISTS (SELECT 1 FROM ${S} s WHERE ${sameKey} AND ROW(s.*) IS NOT DISTINCT FROM ROW(l.*))`);
  return { deleted, inserted: await affected(`INSERT INTO ${L} OVERRIDING SYSTEM VALUE SELECT s.* FROM ${S} s WHERE NOT EXISTS (SELECT 1 FROM ${L} l WHERE ${sameKey})`) };
}
