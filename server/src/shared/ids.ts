// Pure id helpers, free of any process's services: the folds of the ledger's worker threads
// derive ids with them as the API and the workers do, so a rebuilt row has the live row's id.
import { hash } from 'node:crypto';

/** A deterministic UUID (v8 layout) from any text: an Idempotency-Key scoped to its user. */
export function uuidFrom(text: string): string {
  // The one-shot hash: a replay derives millions of these (one per ledger line), at half the cost of createHash.
  const hex = hash('sha256', text, 'hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
