// The `Idempotency-Key` header of a money-moving request (docs/api.md "Conventions"), read inside
// the handler after its body was checked, so a bad body is still answered first (as it always was).
import { invalidInput } from '../../errors/domain-error';

/**
 * Printable ASCII, 1 to `maxLength` characters. Missing is 400 `invalid_input` with `fields:
 * {"Idempotency-Key": "required"}`, anything else bad `invalid_format`; the caller scopes it to the
 * user (uuidFrom) and makes it the command's id, so the command inbox answers a repeat with the
 * first outcome and another body with `duplicate_ticket`. `idempotencyKey` in params.ts documents it.
 */
export function idempotencyKeyOf(value: string | undefined, maxLength: number): string {
  const printable = new RegExp(`^[\\x21-\\x7e]{1,${maxLength}}$`);
  if (typeof value !== 'string' || !printable.test(value)) throw invalidInput({ 'Idempotency-Key': value === undefined ? 'required' : 'invalid_format' });
  return value;
}
