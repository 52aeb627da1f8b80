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
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped by default: the projections' folds read event data by field until each names its event type
export interface StoredEvent<Data = any> {
  globalPosition: number;
  streamId: string;
  streamVersion: number;
  type: string;
  data: Data;
  metadata: EventMetadata;
  recordedAt: Date;
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
