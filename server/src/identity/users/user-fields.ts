// Field rules for accounts, shared by sign-up, profile edits and the operator seed.
// Names allow letters (any script), spaces and a few punctuation marks: markup and SQL
// metacharacters are refused at the edge even though every query is parameterized.
import type { BodyReader } from '../../shared/http/validation';

export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
export const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .·-]*$/u;
export const PHONE_PATTERN = /^01[016789]-?\d{3,4}-?\d{4}$/;

export function readEmail(body: BodyReader, key = 'email'): string {
  return body.string(key, { max: 254, pattern: EMAIL_PATTERN }).toLowerCase();
}

export function readName(body: BodyReader, opts: { optional?: boolean } = {}): string | undefined {
  return opts.optional ? body.optionalString('name', { min: 1, max: 50, pattern: NAME_PATTERN }) : body.string('name', { max: 50, pattern: NAME_PATTERN });
}

export function readPhone(body: BodyReader, opts: { optional?: boolean } = {}): string | undefined {
  return opts.optional ? body.optionalString('phone', { min: 1, max: 13, pattern: PHONE_PATTERN }) : body.string('phone', { max: 13, pattern: PHONE_PATTERN });
}
