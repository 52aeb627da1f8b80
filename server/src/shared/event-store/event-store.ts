// Append to one or more streams in ONE transaction with an expected version per stream;
// read a stream; read the whole log in commit order for followers (DESIGN.md "Event store").
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ProjectionRegistry } from './inline-projections';
import {
  Checkpoint,
  EventMetadata,
  StoredEvent,
  StreamAppend,
  Tx,
  VersionConflictError,
} from './event-store.types';

const UNIQUE_VIOLATION = '23505';
export const MAX_READ_BATCH = 1000;

interface EventRow {
  global_position: string;
  stream_id: string;
  stream_version: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
  tx_id: string;
}

export function toStoredEvent(row: EventRow): StoredEvent {
  return {
    globalPosition: Number(row.global_position),
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at,
    txId: String(row.tx_id),
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
    const streamIds: string[] = [];
    const versions: number[] = [];
    const types: string[] = [];
    const datas: string[] = [];
    for (const append of appends) {
      append.events.forEach((event, index) => {
        streamIds.push(append.streamId);
        versions.push(append.expectedVersion + index + 1);
        types.push(event.type);
        datas.push(JSON.stringify(event.data));
      });
    }
    if (streamIds.length === 0) return [];
    let rows: EventRow[];
    try {
      rows = await tx.query(
        `INSERT INTO events (stream_id, stream_version, type, data, metadata, recorded_at)
         SELECT s, v, t, d::jsonb, $5::jsonb, COALESCE($6::timestamptz, now())
         FROM unnest($1::text[], $2::int[], $3::text[], $4::text[]) WITH ORDINALITY AS x(s, v, t, d, n)
         ORDER BY n
         RETURNING global_position, stream_id, stream_version, type, data, metadata, recorded_at, tx_id::text`,
        [streamIds, versions, types, datas, JSON.stringify(metadata), recordedAt ?? null],
      );
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new VersionConflictError([...new Set(streamIds)]);
      }
      throw error;
    }
    const stored = rows.map(toStoredEvent).sort((a, b) => a.globalPosition - b.globalPosition);
    for (const append of appends) {
      if (append.nextState !== undefined && append.events.length > 0) {
        await this.saveSnapshot(tx, append.streamId, append.expectedVersion + append.events.length, append.nextState);
      }
    }
    await this.projections.applyInline(tx, stored);
    return stored;
  }

  async readStream(tx: Tx | DataSource, streamId: string, afterVersion = 0): Promise<StoredEvent[]> {
    const rows: EventRow[] = await tx.query(
      `SELECT global_position, stream_id, stream_version, type, data, metadata, recorded_at, tx_id::text
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
      `SELECT global_position, stream_id, stream_version, type, data, metadata, recorded_at, tx_id::text
       FROM events
       WHERE (tx_id, global_position) > ($1::xid8, $2::bigint)
         AND tx_id < pg_snapshot_xmin(pg_current_snapshot())
         AND ($4::text[] IS NULL OR type = ANY($4::text[]))
       ORDER BY tx_id, global_position
       LIMIT $3`,
      [checkpoint.txId, checkpoint.globalPosition, bounded, types ? [...types] : null],
    );
    return rows.map(toStoredEvent);
  }

  async loadSnapshot<State>(tx: Tx, streamId: string): Promise<{ version: number; state: State } | null> {
    const rows: { version: number; state: State }[] = await tx.query(
      `SELECT version, state FROM aggregate_snapshots WHERE stream_id = $1`,
      [streamId],
    );
    return rows[0] ?? null;
  }

  private async saveSnapshot(tx: Tx, streamId: string, version: number, state: unknown): Promise<void> {
    await tx.query(
      `INSERT INTO aggregate_snapshots (stream_id, version, state, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (stream_id) DO UPDATE SET version = EXCLUDED.version, state = EXCLUDED.state, updated_at = now()`,
      [streamId, version, JSON.stringify(state)],
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
    const snapshot = await this.loadSnapshot<State>(tx, streamId);
    let state = snapshot ? snapshot.state : initialState();
    let version = snapshot ? snapshot.version : 0;
    for (const event of await this.readStream(tx, streamId, version)) {
      state = evolve(state, { type: event.type, data: event.data } as Event);
      version = event.streamVersion;
    }
    return { state, version };
  }
}
