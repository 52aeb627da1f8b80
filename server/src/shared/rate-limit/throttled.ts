// A 429 that carries its Retry-After (seconds); the HTTP error filter writes the header.
import { DomainError } from '../errors/domain-error';

export function throttled(code: 'too_many_requests' | 'account_locked', retryAfterS: number, message?: string): DomainError {
  const details = { retryAfterS: Math.max(1, Math.ceil(retryAfterS)), ...(message ? { message } : {}) };
  return new DomainError(code, details as ConstructorParameters<typeof DomainError>[1]);
}
