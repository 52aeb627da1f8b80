// One Idempotency-Key per money-moving action an operator means (a borrower payment, a step on a
// bad loan): made when the form starts, kept while the outcome is unknown (no answer, a server
// error: a retry is the same action and is never booked twice), renewed once the server has
// answered (done, or refused: nothing booked under it).
import { isApiError } from '@/lib/api-client';

export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(16).slice(2)}`;
}

/** The server answered (a refusal): nothing was booked under the key, and the same key would only repeat the answer. */
export const answeredByServer = (error: unknown): boolean => isApiError(error) && error.status >= 400 && error.status < 500;
