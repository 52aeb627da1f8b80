// Append to one or more streams in ONE transaction with an expected version per stream;
// read a stream; read the whole log in commit order for followers (docs/design.md "Event store").
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { preparedRows, rows } from '../database/sql';
import { assert } from '../errors/domain-error';
import { ProjectionRegistry } from './inline-projections';
import {
  AppendEntry,
  Checkpoint,
  EventMetadata,
  StoredEvent,
  StreamAppend,
  Tx,
  VersionConflictError,
} from './event-store.types';

const UNIQUE_VIOLATION = '23505';
export const MAX_READ_BATCH = 1000;

/** An `events` row as EVENT_COLUMNS select it. */
export interface EventRow {
  global_position: string;
  stream_id: string;
  stream_version: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
  business_at: Date;
  tx_id_text: string;
}

/**
 * When an event happened by the business clock (docs/design.md "Business time"), as SQL over a row of
 * `events`: the business instant its command recorded, else (events appended before it was
 * recorded: in production business time was real time then) when it was written. The one rule
 * every reader uses — the inline projections and their rebuilds through EVENT_COLUMNS, the folds
 * of verify and replay (fold-pass.ts), an investor's history — so they date an event alike.
 */
export const BUSINESS_AT_SQL = `COALESCE((events.metadata->>'business_at')::timestamptz, events.recorded_at)`;

/**
 * The columns every event reader selects. The transaction id travels as text under its own
 * name: selected as `tx_id::text` it would keep the name `tx_id`, and an `ORDER BY tx_id` would
 * then sort the TEXT ("10002" before "2615") instead of the xid8 — wrong as soon as a page
 * spans ids of different lengths, i.e. on every database older than a few thousand transactions.
 */
export const EVENT_COLUMNS = `global_position, stream_id, stream_version, type, data, metadata, recorded_at, ${BUSINESS_AT_SQL} AS business_at, tx_id::text AS tx_id_text`;

export function toStoredEvent(row: EventRow): StoredEvent {
  return {
    globalPosition: Number(row.global_position),
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at,
    businessAt: row.business_at,
    txId: String(row.tx_id_text),
  };
}

@Injectable()
export class EventStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly projections: ProjectionRegistry,
  ) {}

  /**
   * Appends every stream's events or none. A stream whose version moved since the decision
   * raises VersionConflictError (the unique (stream_id, stream_version) index sees it), and the
   * caller's transaction must be rolled back (to its savepoint: the worker runs each command
   * under one, so the append needs none of its own on the hot path).
   */
  async append(tx: Tx, appends: StreamAppend[], metadata: EventMetadata, recordedAt?: Date): Promise<StoredEvent[]> {
    return this.appendBatch(tx, [{ appends, metadata }], recordedAt);
  }

  /**
   * The appends of many commands decided together (a batch of investments in one product), in
   * a fixed number of statements: one insert of every event with its command's metadata, one
   * upsert of every stream's last snapshot, then the inline projections over the whole batch.
   * A stream may appear in several entries; each entry's expected version must follow the last.
   */
  async appendBatch(tx: Tx, entries: AppendEntry[], recordedAt?: Date): Promise<StoredEvent[]> {
    const streamIds: string[] = [];
    const versions: number[] = [];
    const types: string[] = [];
    const datas: unknown[] = [];
    /** Each entry's metadata once, and each event's index (1-based) into them. */
    const metadatas: EventMetadata[] = [];
    const metadataIndex: number[] = [];
    const snapshots = new Map<string, { version: number; state: unknown }>();
    /** Each stream's last version in this batch so far: a later entry's expected version follows it. */
    const lastVersions = new Map<string, number>();
    for (const { appends, metadata } of entries) {
      metadatas.push(metadata);
      for (const append of appends) {
        const last = lastVersions.get(append.streamId);
        assert(Number.isSafeInteger(append.expectedVersion) && append.expectedVersion >= 0, () => `${append.streamId}: expected version ${append.expectedVersion}`);
        assert(last === undefined || append.expectedVersion === last, () => `${append.streamId}: expected version ${append.expectedVersion} does not follow ${last} in the batch`);
        lastVersions.set(append.streamId, append.expectedVersion + append.events.length);
        append.events.forEach((event, index) => {
          streamIds.push(append.streamId);
          versions.push(append.expectedVersion + index + 1);
          types.push(event.type);
          datas.push(event.data);
          metadataIndex.push(metadatas.length);
        });
        if (append.nextState !== undefined && append.events.length > 0) {
          // Map order is first-insertion order; the value is the stream's last state in the batch.
          snapshots.set(append.streamId, { version: append.expectedVersion + append.events.length, state: append.nextState });
        }
      }
    }
    if (streamIds.length === 0) return [];
    let rows: EventRow[];
    try {
      // Data and metadata travel as JSON arrays, each entry's metadata once: a text[] of JSON
      // documents is escaped element by element on both sides, which cost more than the insert.
      rows = await preparedRows<EventRow>(
        tx,
        `INSERT INTO events (stream_id, stream_version, type, data, metadata, recorded_at)
         SELECT x.s, x.v, x.t, d.data, m.metadata, COALESCE($6::timestamptz, now())
         FROM unnest($1::text[], $2::int[], $3::text[], $5::int[]) WITH ORDINALITY AS x(s, v, t, mi, n)
         JOIN jsonb_array_elements($4::jsonb) WITH ORDINALITY AS d(data, n) ON d.n = x.n
         JOIN jsonb_array_elements($7::jsonb) WITH ORDINALITY AS m(metadata, n) ON m.n = x.mi
         ORDER BY x.n
         RETURNING ${EVENT_COLUMNS}`,
        [streamIds, versions, types, JSON.stringify(datas), metadataIndex, recordedAt ?? null, JSON.stringify(metadatas)],
      );
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new VersionConflictError([...new Set(streamIds)]);
      }
      throw error;
    }
    const stored = rows.map(toStoredEvent).sort((a, b) => a.globalPosition - b.globalPosition);
    // What was written is what was asked: one row per event, each stream up to the version it was to reach.
    assert(stored.length === streamIds.length, () => `appended ${stored.length} events of ${streamIds.length}`);
    const reached = new Map<string, number>();
    for (const event of stored) reached.set(event.streamId, Math.max(reached.get(event.streamId) ?? 0, event.streamVersion));
    for (const [streamId, version] of reached) assert(version === lastVersions.get(streamId), () => `${streamId}: appended up to ${version}, expected ${lastVersions.get(streamId)}`);
    if (snapshots.size > 0) await this.saveSnapshots(tx, snapshots);
    await this.projections.applyInline(tx, stored);
    return stored;
  }

  /**
   * Appends after the stream's last event, for audit streams written outside the command worker
   * (the business clock, the repayment policy). The caller holds a lock that serializes writers of
   * the stream (a row it updates), so the version read here is still the last at append.
   */
  async appendAfterLast(tx: Tx, streamId: string, events: { type: string; data: unknown }[], metadata: EventMetadata): Promise<StoredEvent[]> {
    const [last] = await rows<{ v: number }>(tx, `SELECT COALESCE(max(stream_version), 0)::int AS v FROM events WHERE stream_id = $1`, [streamId]);
    return this.append(tx, [{ streamId, expectedVersion: last.v, events }], metadata);
  }

  async readStream(tx: Tx | DataSource, streamId: string, afterVersion = 0): Promise<StoredEvent[]> {
    const rows: EventRow[] = await tx.query(
      `SELECT ${EVENT_COLUMNS}
       FROM events WHERE stream_id = $1 AND stream_version > $2 ORDER BY stream_version`,
      [streamId, afterVersion],
    );
    return rows.map(toStoredEvent);
  }

  /**
   * Events after `checkpoint` in commit order, only from transactions that every reader can
   * already see: anything at or above the snapshot's xmin may still be in flight, and an event
   * committing later with a lower global_position would otherwise be skipped for ever.
   */
  async readAllAfter(checkpoint: Checkpoint, limit = MAX_READ_BATCH, source: Tx | DataSource = this.dataSource, types?: readonly string[]): Promise<StoredEvent[]> {
    const bounded = Math.min(Math.max(limit, 1), MAX_READ_BATCH);
    const rows: EventRow[] = await source.query(
      `SELECT ${EVENT_COLUMNS}
       FROM events
       WHERE (events.tx_id, global_position) > ($1::xid8, $2::bigint)
         AND events.tx_id < pg_snapshot_xmin(pg_current_snapshot())
         AND ($4::text[] IS NULL OR type = ANY($4::text[]))
       ORDER BY events.tx_id, events.global_position
       LIMIT $3`,
      [checkpoint.txId, checkpoint.globalPosition, bounded, types ? [...types] : null],
    );
    return rows.map(toStoredEvent);
  }

  private async saveSnapshots(tx: Tx, snapshots: Map<string, { version: number; state: unknown }>): Promise<void> {
    const entries = [...snapshots];
    await preparedRows(
      tx,
      `INSERT INTO aggregate_snapshots (stream_id, version, state, updated_at)
       SELECT x.s, x.v, st.state, now()
       FROM unnest($1::text[], $2::int[]) WITH ORDINALITY AS x(s, v, n)
       JOIN jsonb_array_elements($3::jsonb) WITH ORDINALITY AS st(state, n) ON st.n = x.n
       ON CONFLICT (stream_id) DO UPDATE SET version = EXCLUDED.version, state = EXCLUDED.state, updated_at = now()`,
      [entries.map(([id]) => id), entries.map(([, s]) => s.version), JSON.stringify(entries.map(([, s]) => s.state))],
    );
  }

  /**
   * The current state and version of a stream: the snapshot, then every event after it.
   * Callers hold the stream's lock (see CommandProcessor) so the version is still current at append.
   */
  async load<State, Event extends { type: string; data: unknown }>(
    tx: Tx,
    streamId: string,
    evolve: (state: State, event: Event) => State,
    initialState: () => State,
  ): Promise<{ state: State; version: number }> {
    return (await this.loadMany(tx, [streamId], evolve, initialState)).get(streamId)!;
  }

  /**
   * `load` for many streams in one round trip: each snapshot with the events after it. The
   * batch of a launch rush reads a couple of hundred investors' wallets this way.
   */
  async loadMany<State, Event extends { type: string; data: unknown }>(
    tx: Tx,
    streamIds: string[],
    evolve: (state: State, event: Event) => State,
    initialState: () => State,
  ): Promise<Map<string, { state: State; version: number }>> {
    const found = await preparedRows<{ stream_id: string; version: number | null; state: State | null; tail: { v: number; t: string; d: unknown }[] | null }>(
      tx,
      `SELECT x.stream_id, s.version, s.state,
         (SELECT json_agg(json_build_object('v', e.stream_version, 't', e.type, 'd', e.data) ORDER BY e.stream_version)
          FROM events e WHERE e.stream_id = x.stream_id AND e.stream_version > COALESCE(s.version, 0)) AS tail
       FROM unnest($1::text[]) AS x(stream_id) LEFT JOIN aggregate_snapshots s ON s.stream_id = x.stream_id`,
      [[...new Set(streamIds)]],
    );
    const loaded = new Map<string, { state: State; version: number }>();
    for (const row of found) {
      let state = row.state ?? initialState();
      let version = row.version ?? 0;
      for (const event of row.tail ?? []) {
        state = evolve(state, { type: event.t, data: event.d } as Event);
        version = event.v;
      }
      loaded.set(row.stream_id, { state, version });
    }
    return loaded;
  }
}
