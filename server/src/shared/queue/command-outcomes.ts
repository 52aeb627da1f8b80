// Recording outcomes: every command of a worker transaction in ONE statement — the outcome rows,
// the inbox rows marked done, and the notifications that wake the waiting requests (delivered
// at commit). A batch of 200 investments costs one round trip here, not 200.
import { DomainError } from '../errors/domain-error';
import type { Tx } from '../event-store/event-store.types';

export const OUTCOME_CHANNEL = 'command_outcomes';
/** A NOTIFY payload holds under 8,000 bytes: at most this many comma-separated command ids. */
export const IDS_PER_NOTIFICATION = 200;

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

export async function recordOutcomes(tx: Tx, outcomes: RecordedOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const ids = outcomes.map((o) => o.commandId);
  const notifications: string[] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_NOTIFICATION) notifications.push(ids.slice(i, i + IDS_PER_NOTIFICATION).join(','));
  await tx.query(
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
