// Recording outcomes: every command of a worker transaction in ONE statement — the outcome rows,
// the inbox rows marked done, and the notifications that wake the waiting requests (delivered
// at commit). A batch of 200 investments costs one round trip here, not 200.
import { DomainError } from '../errors/domain-error';
import { preparedRows } from '../database/sql';
import type { Tx } from '../event-store/event-store.types';
import type { CommandOutcome } from './queued-command';

export const OUTCOME_CHANNEL = 'command_outcomes';
/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7_900;

export interface RecordedOutcome {
  commandId: string;
  status: 'succeeded' | 'failed';
  result?: unknown;
  failCode?: string;
  message?: string;
  details?: Record<string, unknown>;
}

/** A refusal as the requester reads it: the fail code, the Korean message, the failing item. */
export function refusalOf(commandId: string, error: DomainError): RecordedOutcome {
  const { product_id: productId, fields } = error.details;
  const details = productId ? { product_id: productId, fields } : fields ? { fields } : undefined;
  return { commandId, status: 'failed', failCode: error.failCode, message: error.message, details };
}

/** The outcome as the requester receives it (GET /api/commands/{id} answers the same). */
export function outcomeView(o: RecordedOutcome): CommandOutcome {
  const view: CommandOutcome = { command_id: o.commandId, status: o.status };
  if (o.status === 'succeeded') view.result = o.result ?? null;
  if (o.failCode) view.fail_code = o.failCode;
  if (o.message) view.message = o.message;
  if (o.details) view.details = o.details;
  return view;
}

/**
 * The notifications of a batch: JSON arrays of the outcomes themselves, so a waiting request is
 * answered without reading them back; an outcome too large for a payload goes as its bare id,
 * which the waiter looks up.
 */
export function notificationPayloads(outcomes: RecordedOutcome[]): string[] {
  const payloads: string[] = [];
  let items: string[] = [];
  let bytes = 2;
  for (const outcome of outcomes) {
    let item = JSON.stringify(outcomeView(outcome));
    if (Buffer.byteLength(item) + 2 > MAX_PAYLOAD_BYTES) item = JSON.stringify(outcome.commandId);
    const size = Buffer.byteLength(item) + 1;
    if (items.length > 0 && bytes + size > MAX_PAYLOAD_BYTES) {
      payloads.push(`[${items.join(',')}]`);
      items = [];
      bytes = 2;
    }
    items.push(item);
    bytes += size;
  }
  if (items.length > 0) payloads.push(`[${items.join(',')}]`);
  return payloads;
}

export async function recordOutcomes(tx: Tx, outcomes: RecordedOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const ids = outcomes.map((o) => o.commandId);
  const notifications = notificationPayloads(outcomes);
  await preparedRows(
    tx,
    `WITH x AS (
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) AS x(id, status, result, fail_code, message, details)
     ), stored AS (
       INSERT INTO command_outcomes (command_id, status, result, fail_code, message, details)
       SELECT id, status, result::jsonb, fail_code, message, details::jsonb FROM x
     ), done AS (
       UPDATE command_inbox i SET status = x.status FROM x WHERE i.command_id = x.id
     )
     SELECT pg_notify($7, n) FROM unnest($8::text[]) AS n`,
    [
      ids,
      outcomes.map((o) => o.status),
      outcomes.map((o) => JSON.stringify(o.result ?? null)),
      outcomes.map((o) => o.failCode ?? null),
      outcomes.map((o) => o.message ?? null),
      outcomes.map((o) => (o.details ? JSON.stringify(o.details) : null)),
      OUTCOME_CHANNEL,
      notifications,
    ],
  );
}
