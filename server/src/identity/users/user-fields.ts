// Field rules for accounts, shared by sign-up, profile edits and the operator seed.
// Names allow letters (any script), spaces and a few punctuation marks: markup and SQL
// metacharacters are refused at the edge even though every query is parameterized.
import { text } from '../../shared/http/schema/fields';

export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
export const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .·-]*$/u;
export const PHONE_PATTERN = /^01[016789]-?\d{3,4}-?\d{4}$/;

/** An e-mail field of an endpoint schema; the handler reads it in lower case. */
export const emailField = (description?: string) => text({ description, max: 254, pattern: EMAIL_PATTERN });
/** A person's name: 1–50 letters, spaces and `.·-`. */
export const nameField = () => text({ description: '1–50 letters, spaces and `.·-`.', max: 50, pattern: NAME_PATTERN });
/** A Korean mobile number, with or without the hyphens. */
export const phoneField = (description = 'Korean mobile number, e.g. 010-1234-5678.') => text({ description, max: 13, pattern: PHONE_PATTERN });
