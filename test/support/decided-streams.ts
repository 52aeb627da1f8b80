// Streams decided in memory through the real deciders, written to `events` in bulk: a log as the
// application would have appended it (same types, data, versions, commit order), at a speed that
// makes a million events a matter of seconds. Used by the replay bench and the rebuild tests.
import { createHash } from 'node:crypto';
import type { Decider, EventOf } from '../../server/src/shared/decider';
import { DomainError } from '../../server/src/shared/errors/domain-error';
import type { EventMetadata } from '../../server/src/shared/event-store/event-store.types';

export interface DecidedEvent {
  streamId: string;
  streamVersion: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  recordedAt: Date;
}

/** Runs a statement with parameters: a pg Client's or a DataSource's `query`. */
export type Execute = (sql: string, params: unknown[]) => Promise<unknown>;

/** Events per INSERT (and per transaction, so per transaction id): bounded so a statement's arrays stay a few MB. */
export const WRITE_CHUNK = 10_000;

/** A deterministic uuid from a name: the same seed writes the same log. */
export function uuidOf(name: string): string {
  const h = createHash('sha1').update(name).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** mulberry32: a small seeded generator, so a scenario is the same at every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class DecidedStreams {
  private readonly streams = new Map<string, { state: unknown; version: number }>();
  private pending: DecidedEvent[] = [];
  written = 0;
  readonly countsByType = new Map<string, number>();
  /**
   * When set, every event decided from then on records its business instant (metadata
   * `business_at`) this far ahead of its recorded time, as commands do since they record it;
   * events decided before carry none, as a log older than that does.
   */
  businessOffsetMs: number | null = null;

  constructor(private readonly execute: Execute) {}

  state<S>(streamId: string): S | undefined {
    return this.streams.get(streamId)?.state as S | undefined;
  }

  /**
   * Decides `command` on the stream's current state and appends what it decided; a DomainError
   * (a rejected command: not enough balance, say) appends nothing and answers null.
   */
  run<C, E extends EventOf, S>(streamId: string, decider: Decider<C, E, S>, command: C, at: Date, metadata: EventMetadata = {}): E[] | null {
    const stream = this.streams.get(streamId) ?? { state: decider.initialState(), version: 0 };
    let events: E[];
    try {
      events = decider.decide(command, stream.state as S);
    } catch (error) {
      if (error instanceof DomainError) return null;
      throw error;
    }
    let state = stream.state as S;
    for (const event of events) {
      state = decider.evolve(state, event);
      stream.version += 1;
      this.pending.push({ streamId, streamVersion: stream.version, type: event.type, data: event.data, metadata: this.withBusinessAt(metadata, at), recordedAt: at });
      this.countsByType.set(event.type, (this.countsByType.get(event.type) ?? 0) + 1);
    }
    stream.state = state;
    this.streams.set(streamId, stream);
    return events;
  }

  /** An event of an audit stream, written by its service after the stream's last event (no decider). */
  record(streamId: string, event: EventOf, at: Date, metadata: EventMetadata = {}): void {
    const stream = this.streams.get(streamId) ?? { state: null, version: 0 };
    stream.version += 1;
    this.streams.set(streamId, stream);
    this.pending.push({ streamId, streamVersion: stream.version, type: event.type, data: event.data, metadata: this.withBusinessAt(metadata, at), recordedAt: at });
    this.countsByType.set(event.type, (this.countsByType.get(event.type) ?? 0) + 1);
  }

  private withBusinessAt(metadata: EventMetadata, at: Date): EventMetadata {
    if (this.businessOffsetMs === null || metadata.business_at !== undefined) return metadata;
    return { ...metadata, business_at: new Date(at.getTime() + this.businessOffsetMs).toISOString() };
  }

  /** Every decided event so far, including those not yet written. */
  get decided(): number {
    return this.written + this.pending.length;
  }

  /** Writes what was decided, in order, WRITE_CHUNK events per transaction once at least that many wait (or all with `all`). */
  async flush(all = false): Promise<void> {
    while (this.pending.length >= WRITE_CHUNK || (all && this.pending.length > 0)) {
      const chunk = this.pending.slice(0, WRITE_CHUNK);
      this.pending = this.pending.slice(chunk.length);
      await this.execute(
        `INSERT INTO events (stream_id, stream_version, type, data, metadata, recorded_at)
         SELECT s, v, t, d::jsonb, m::jsonb, r FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::timestamptz[])
           WITH ORDINALITY AS x(s, v, t, d, m, r, n)
         ORDER BY n`,
        [
          chunk.map((e) => e.streamId),
          chunk.map((e) => e.streamVersion),
          chunk.map((e) => e.type),
          chunk.map((e) => JSON.stringify(e.data)),
          chunk.map((e) => JSON.stringify(e.metadata)),
          chunk.map((e) => e.recordedAt.toISOString()),
        ],
      );
      this.written += chunk.length;
    }
  }
}
