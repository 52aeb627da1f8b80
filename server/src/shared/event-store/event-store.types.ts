import type { QueryRunner } from 'typeorm';

/** A database transaction: every write of a command goes through one. */
export type Tx = QueryRunner;

export interface NewEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

export interface EventMetadata {
  command_id?: string;
  correlation_id?: string;
  actor_id?: string | null;
  ticket?: string;
  /**
   * The business instant of the command that appended the event (DESIGN.md "Business time"),
   * ISO-8601 UTC: what dates it for investors (a wallet line, say). Events appended before it
   * was recorded lack it, and are dated by `recorded_at` (see BUSINESS_AT_SQL).
   */
  business_at?: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped by default: the projections' folds read event data by field until each names its event type
export interface StoredEvent<Data = any> {
  globalPosition: number;
  streamId: string;
  streamVersion: number;
  type: string;
  data: Data;
  metadata: EventMetadata;
  /** When the event was written (real time): the log's own clock, for operators. */
  recordedAt: Date;
  /** When it happened by the business clock: metadata.business_at, else recordedAt (BUSINESS_AT_SQL). */
  businessAt: Date;
  txId: string;
}

export interface StreamAppend<State = unknown> {
  streamId: string;
  /** The version the decision was made on; 0 for a stream that must not exist yet. */
  expectedVersion: number;
  events: NewEvent[];
  /** The state after the events, kept as a snapshot so the next load need not fold the whole stream. */
  nextState?: State;
}

/** One command's appends and the metadata its events carry, for EventStore.appendBatch. */
export interface AppendEntry {
  appends: StreamAppend[];
  metadata: EventMetadata;
}

/** Position in commit order: followers resume strictly after it. */
export interface Checkpoint {
  txId: string;
  globalPosition: number;
}

export const START_CHECKPOINT: Checkpoint = { txId: '0', globalPosition: 0 };

export class VersionConflictError extends Error {
  readonly name = 'VersionConflictError';
  constructor(readonly streamIds: string[]) {
    super(`version conflict on ${streamIds.join(', ')}`);
  }
}
