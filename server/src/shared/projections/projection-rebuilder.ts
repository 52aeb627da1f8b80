// verify: recompute a projection from the log in one snapshot and diff it with the live tables.
// replay: rebuild into fresh tables without stopping writers, then swap the contents in under a
// short lock, catching up the events that arrived meanwhile.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { rows } from '../database/sql';
import { EventStore } from '../event-store/event-store';
import { Checkpoint, START_CHECKPOINT, StoredEvent, Tx } from '../event-store/event-store.types';
import { Projection, ProjectionRegistry, TableMap } from '../event-store/inline-projections';
import { EVENT_COLUMNS, toStoredEvent } from '../event-store/event-store';

const PAGE = 1000;
/** Bound on the events a rebuild reads: far above this product's size, low enough to stop a runaway. */
const MAX_EVENTS = 50_000_000;

/** Progress of a long verify or replay: events applied so far out of the log's events of that projection. */
export interface RebuildProgress {
  name: string;
  phase: 'verify' | 'replay';
  applied: number;
  total: number;
}
export type ProgressListener = (progress: RebuildProgress) => void;
/** Progress is reported at most this often (and once at the end). */
const PROGRESS_EVERY_MS = 2_000;

/** API.md's `{projection, events}` (events applied), and the position reached, as before. */
export interface ReplayResult {
  projection: string;
  events: number;
  name: string;
  events_position: number;
}

export interface ProjectionReport {
  name: string;
  position: number;
  lag: number;
  ok: boolean;
  differences: { table: string; only_in_live: unknown[]; only_in_log: unknown[] }[];
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad table name ${name}`);
  return `"${name}"`;
}

@Injectable()
export class ProjectionRebuilder {
  constructor(
    private readonly dataSource: DataSource,
    private readonly registry: ProjectionRegistry,
    private readonly eventStore: EventStore,
  ) {}

  /** Applies every event after `from` to `tables`; with `onlyVisibleToAll` it stops below the snapshot's xmin. */
  private async applyFrom(tx: Tx, projection: Projection, tables: TableMap, from: Checkpoint, onlyVisibleToAll: boolean, report?: (applied: number, final?: boolean) => void): Promise<Checkpoint> {
    let checkpoint = from;
    let applied = 0;
    for (let read = 0; read < MAX_EVENTS; read += PAGE) {
      report?.(applied);
      const batch: StoredEvent[] = onlyVisibleToAll
        ? await this.eventStore.readAllAfter(checkpoint, PAGE, tx, projection.handles)
        : (await rows(tx,
            `SELECT ${EVENT_COLUMNS} FROM events
             WHERE (events.tx_id, global_position) > ($1::xid8, $2::bigint) AND type = ANY($3::text[])
             ORDER BY events.tx_id, events.global_position LIMIT $4`,
            [checkpoint.txId, checkpoint.globalPosition, [...projection.handles], PAGE])).map((r) => toStoredEvent(r as never));
      for (const event of batch) await projection.apply(tx, event, tables);
      applied += batch.length;
      if (batch.length === 0) {
        report?.(applied, true);
        return checkpoint;
      }
      const last = batch[batch.length - 1];
      checkpoint = { txId: last.txId, globalPosition: last.globalPosition };
    }
    throw new Error(`rebuild of ${projection.name} read more than ${MAX_EVENTS} events`);
  }

  private async createShadowTables(tx: Tx, projection: Projection, suffix: string, temporary: boolean): Promise<TableMap> {
    const shadow: TableMap = {};
    for (const [logical, live] of Object.entries(projection.tables)) {
      const name = `${live}_${suffix}`;
      await tx.query(`DROP TABLE IF EXISTS ${quoteIdent(name)}`);
      await tx.query(`CREATE ${temporary ? 'TEMPORARY' : ''} TABLE ${quoteIdent(name)} (LIKE ${quoteIdent(live)} INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING INDEXES)${temporary ? ' ON COMMIT DROP' : ''}`);
      shadow[logical] = name;
    }
    return shadow;
  }

  private named(name: string): Projection {
    const projection = this.registry.get(name);
    if (!projection) throw new Error(`no projection named ${name}`);
    return projection;
  }

  /** A reporter for one run: the log's size for the projection once, then throttled calls. */
  private async progressOf(tx: Tx, projection: Projection, phase: RebuildProgress['phase'], listener?: ProgressListener): Promise<((applied: number, final?: boolean) => void) | undefined> {
    if (!listener) return undefined;
    const [{ total }] = await rows<{ total: string }>(tx, `SELECT count(*) AS total FROM events WHERE type = ANY($1::text[])`, [[...projection.handles]]);
    let lastAtMs = Date.now();
    return (applied, final = false) => {
      if (!final && Date.now() - lastAtMs < PROGRESS_EVERY_MS) return;
      lastAtMs = Date.now();
      listener({ name: projection.name, phase, applied, total: Number(total) });
    };
  }

  async verify(name: string, listener?: ProgressListener): Promise<ProjectionReport> {
    const projection = this.named(name);
    const tx = this.dataSource.createQueryRunner();
    await tx.connect();
    try {
      // One snapshot: the events it sees are exactly those whose inline writes it sees.
      await tx.startTransaction('REPEATABLE READ');
      const shadow = await this.createShadowTables(tx, projection, 'verify', true);
      const progress = await this.progressOf(tx, projection, 'verify', listener);
      const checkpoint = await this.applyFrom(tx, projection, shadow, START_CHECKPOINT, false, progress);
      const differences: ProjectionReport['differences'] = [];
      for (const [logical, live] of Object.entries(projection.tables)) {
        const columns = await this.comparableColumns(tx, live, projection.volatileColumns ?? []);
        const list = columns.map(quoteIdent).join(', ');
        const onlyLive = await rows(tx, `SELECT ${list} FROM ${quoteIdent(live)} EXCEPT ALL SELECT ${list} FROM ${quoteIdent(shadow[logical])} LIMIT 20`);
        const onlyLog = await rows(tx, `SELECT ${list} FROM ${quoteIdent(shadow[logical])} EXCEPT ALL SELECT ${list} FROM ${quoteIdent(live)} LIMIT 20`);
        if (onlyLive.length || onlyLog.length) differences.push({ table: live, only_in_live: onlyLive, only_in_log: onlyLog });
      }
      await tx.rollbackTransaction();
      return { name, position: checkpoint.globalPosition, lag: 0, ok: differences.length === 0, differences };
    } finally {
      if (tx.isTransactionActive) await tx.rollbackTransaction();
      await tx.release();
    }
  }

  async replay(name: string, listener?: ProgressListener): Promise<ReplayResult> {
    const projection = this.named(name);
    const tx = this.dataSource.createQueryRunner();
    await tx.connect();
    try {
      await tx.startTransaction('READ COMMITTED');
      const shadow = await this.createShadowTables(tx, projection, 'rebuild', false);
      await tx.commitTransaction();
      // Phase 1, writers running: everything committed before every transaction still open.
      let checkpoint = START_CHECKPOINT;
      let events = 0;
      const counted = (report?: (applied: number, final?: boolean) => void) => (applied: number, final?: boolean) => {
        if (final) events += applied;
        report?.(applied, final);
      };
      await tx.startTransaction('READ COMMITTED');
      const progress = await this.progressOf(tx, projection, 'replay', listener);
      checkpoint = await this.applyFrom(tx, projection, shadow, checkpoint, true, counted(progress));
      await tx.commitTransaction();
      // Phase 2, writers paused on the lock for as long as the catch-up and the copy take.
      await tx.startTransaction('READ COMMITTED');
      for (const live of Object.values(projection.tables)) await tx.query(`LOCK TABLE ${quoteIdent(live)} IN EXCLUSIVE MODE`);
      checkpoint = await this.applyFrom(tx, projection, shadow, checkpoint, false, counted());
      for (const [logical, live] of Object.entries(projection.tables)) {
        await tx.query(`DELETE FROM ${quoteIdent(live)}`);
        await tx.query(`INSERT INTO ${quoteIdent(live)} OVERRIDING SYSTEM VALUE SELECT * FROM ${quoteIdent(shadow[logical])}`);
        await tx.query(`DROP TABLE ${quoteIdent(shadow[logical])}`);
      }
      await tx.commitTransaction();
      return { projection: name, events, name, events_position: checkpoint.globalPosition };
    } catch (error) {
      if (tx.isTransactionActive) await tx.rollbackTransaction();
      throw error;
    } finally {
      await tx.release();
    }
  }

  private async comparableColumns(tx: Tx, table: string, volatile: string[]): Promise<string[]> {
    const cols = await rows<{ column_name: string; data_type: string }>(
      tx,
      `SELECT column_name, data_type FROM information_schema.columns WHERE table_name = $1 AND table_schema = current_schema() ORDER BY ordinal_position`,
      [table],
    );
    // json columns have no equality operator; jsonb does.
    return cols.filter((c) => !volatile.includes(c.column_name) && c.data_type !== 'json').map((c) => c.column_name);
  }
}
