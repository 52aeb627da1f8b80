// What a benchmark's work cost PostgreSQL, counted rather than timed (the machine is shared, so
// seconds drift; rows and scans do not): the database's own cumulative statistics before and after,
// per table (pgbench's tables left out, they run on the same database), with the index entries
// those writes made (an insert or a non-HOT update writes one entry per index of the table). WAL
// bytes are the server's, so another database's writes in the same seconds count too: an upper bound.
import fs from 'node:fs';
import { Client } from 'pg';

interface TableWork {
  inserted: number;
  updated: number;
  hotUpdated: number;
  deleted: number;
  indexScans: number;
  seqScans: number;
  indexes: number;
}

export interface WorkSnapshot {
  tables: Map<string, TableWork>;
  commits: number;
  walLsn: string;
}

export interface WorkDelta {
  commits: number;
  rowsWritten: number;
  indexEntriesWritten: number;
  scans: number;
  walBytes: number;
  byTable: Record<string, { inserted: number; updated: number; deleted: number; index_entries: number; scans: number }>;
}

/**
 * The statistics as of now. A backend reports its counts at most once a second and an idle one
 * within ten, so wait that long after the measured work before the second snapshot.
 */
export async function snapshotWork(db: Client): Promise<WorkSnapshot> {
  await db.query('SELECT pg_stat_clear_snapshot()');
  const rows = (await db.query(`
    SELECT t.relname, t.n_tup_ins, t.n_tup_upd, t.n_tup_hot_upd, t.n_tup_del, COALESCE(t.idx_scan, 0) AS idx_scan, COALESCE(t.seq_scan, 0) AS seq_scan,
           (SELECT count(*) FROM pg_index i WHERE i.indrelid = t.relid) AS indexes
      FROM pg_stat_user_tables t WHERE t.relname NOT LIKE 'pgbench\\_%'`)).rows;
  const tables = new Map<string, TableWork>(rows.map((r) => [r.relname, {
    inserted: Number(r.n_tup_ins), updated: Number(r.n_tup_upd), hotUpdated: Number(r.n_tup_hot_upd), deleted: Number(r.n_tup_del),
    indexScans: Number(r.idx_scan), seqScans: Number(r.seq_scan), indexes: Number(r.indexes),
  }]));
  const [db$] = (await db.query('SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()')).rows;
  const [wal] = (await db.query('SELECT pg_current_wal_lsn()::text AS lsn')).rows;
  return { tables, commits: Number(db$.xact_commit), walLsn: wal.lsn };
}

export async function workSince(db: Client, before: WorkSnapshot): Promise<WorkDelta> {
  const after = await snapshotWork(db);
  const zero: TableWork = { inserted: 0, updated: 0, hotUpdated: 0, deleted: 0, indexScans: 0, seqScans: 0, indexes: 0 };
  const delta: WorkDelta = { commits: after.commits - before.commits, rowsWritten: 0, indexEntriesWritten: 0, scans: 0, walBytes: 0, byTable: {} };
  for (const [name, a] of after.tables) {
    const b = before.tables.get(name) ?? zero;
    const inserted = a.inserted - b.inserted;
    const updated = a.updated - b.updated;
    const deleted = a.deleted - b.deleted;
    const indexEntries = (inserted + updated - (a.hotUpdated - b.hotUpdated)) * a.indexes;
    const scans = a.indexScans - b.indexScans + a.seqScans - b.seqScans;
    if (inserted + updated + deleted + scans === 0) continue;
    delta.rowsWritten += inserted + updated + deleted;
    delta.indexEntriesWritten += indexEntries;
    delta.scans += scans;
    delta.byTable[name] = { inserted, updated, deleted, index_entries: indexEntries, scans };
  }
  delta.walBytes = Number((await db.query('SELECT pg_wal_lsn_diff($1, $2) AS bytes', [after.walLsn, before.walLsn])).rows[0].bytes);
  return delta;
}

/** The delta per unit of work (a credited line), rounded for a results file. */
export function perUnit(delta: WorkDelta, units: number): Record<string, unknown> {
  const per = (n: number) => Math.round((n / units) * 100) / 100;
  const tables = Object.entries(delta.byTable).sort(([, x], [, y]) => y.inserted + y.updated + y.deleted - (x.inserted + x.updated + x.deleted));
  return {
    transactions: per(delta.commits),
    rows_written: per(delta.rowsWritten),
    index_entries_written: per(delta.indexEntriesWritten),
    table_scans: per(delta.scans),
    wal_bytes_server_wide: Math.round(delta.walBytes / units),
    by_table: Object.fromEntries(tables.map(([name, t]) => [name, { inserted: per(t.inserted), updated: per(t.updated), deleted: per(t.deleted), index_entries: per(t.index_entries), scans: per(t.scans) }])),
  };
}

/** CPU seconds (user + system) a process has used, from /proc (Linux); 0 once it is gone. */
export function cpuSecondsOf(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds used so far by this database's backends, by pid: the PostgreSQL side of the run's
 * cost, as the worker's and the API's own CPU is the Node side. A backend that exits in between is
 * not counted (the pools keep theirs).
 */
export async function backendCpu(db: Client): Promise<Map<number, number>> {
  const pids = (await db.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')).rows.map((r) => Number(r.pid));
  return new Map(pids.map((pid) => [pid, cpuSecondsOf(pid)]));
}

export function backendCpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let seconds = 0;
  for (const [pid, s] of after) seconds += s - (before.get(pid) ?? 0);
  return Math.round(seconds * 100) / 100;
}
