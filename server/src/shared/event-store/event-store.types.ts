import type { QueryRunner } from 'typeorm';
import type { EventOf } from '../decider';

/** A database transaction: every write of a command goes through one. */
export type Tx = QueryRunner;

export interface EventMetadata {
  command_id?: string;
  correlation_id?: string;
  actor_id?: string | null;
  ticket?: string;
  /** `auto`: an investment placed by the investor's standing auto-invest contract. */
  source?: 'auto';
  /**
   * The business instant of the command that appended the event (docs/design.md "Business time"),
   * ISO-8601 UTC: what dates it for investors (a wallet line, say). Events appended before it
   * was recorded lack it, and are dated by `recorded_at` (see BUSINESS_AT_SQL).
   */
  business_at?: string;
}

/** Where and when the log recorded an event: what every stored event has besides its type and data. */
export interface EventRecord {
  globalPosition: number;
  streamId: string;
  streamVersion: number;
  metadata: EventMetadata;
  /** When the event was written (real time): the log's own clock, for operators. */
  recordedAt: Date;
  /** When it happened by the business clock: metadata.business_at, else recordedAt (BUSINESS_AT_SQL). */
  businessAt: Date;
  txId: string;
}

/**
 * An event read from the log, typed by the union `E` of the events its reader handles (a
 * context's WalletEvent, LoanEvent, ProductEvent, or a union of them): `event.type` narrows
 * `event.data`. The default knows no event's shape — for code that reads every stream (the
 * rebuild passes, the ledger tools) — so its data is `unknown` until a guard (isEventOf) narrows it.
 */
export type StoredEvent<E extends EventOf = EventOf> = EventRecord & E;

/** The events of the union `E` named `T` (one name, or a union of names). */
export type EventNamed<E extends EventOf, T extends E['type']> = Extract<E, { type: T }>;

export interface StreamAppend<State = unknown> {
  streamId: string;
  /** The version the decision was made on; 0 for a stream that must not exist yet. */
  expectedVersion: number;
  events: EventOf[];
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
