// The body of PUT /admin/security_self_checks/{year} (docs/api.md "Information-security
// self-check"): `{checked_on, items: {<key>: {status, note}}, correction_reason}`, read against its
// endpoint schema, with the checks only the service can make (the business today, the checklist's
// items). A draft may be partly filled in; every refusal names its field (`items.<key>.status`), all at once.
import { invalidInput } from '../../shared/errors/domain-error';
import { isCalendarDate, readBody } from '../../shared/http/schema';
import { SELF_CHECK_DRAFT_BODY } from '../http/security-self-check-requests.schema';
import { SELF_CHECK_KEYS, SELF_CHECK_STATUSES, SelfCheckStatus } from './checklist';
import type { SelfCheckAnswer, SelfCheckDraft } from './self-check.types';

const NOTE_MAX = 1_000;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function readAnswer(key: string, raw: unknown, fields: Record<string, string>): SelfCheckAnswer {
  if (!isObject(raw)) {
    fields[`items.${key}`] = 'must_be_object';
    return { status: null, note: '' };
  }
  for (const name of Object.keys(raw)) if (name !== 'status' && name !== 'note') fields[`items.${key}.${name}`] = 'unknown_field';
  const status = raw.status ?? null;
  if (status !== null && !SELF_CHECK_STATUSES.includes(status as SelfCheckStatus)) fields[`items.${key}.status`] = 'invalid_value';
  const note = raw.note ?? '';
  if (typeof note !== 'string') fields[`items.${key}.note`] = 'must_be_string';
  else if (note.trim().length > NOTE_MAX) fields[`items.${key}.note`] = 'too_long';
  return { status: status as SelfCheckStatus | null, note: typeof note === 'string' ? note.trim() : '' };
}

function readAnswers(raw: unknown, fields: Record<string, string>): Record<string, SelfCheckAnswer> {
  const answers: Record<string, SelfCheckAnswer> = {};
  if (raw === undefined) return answers;
  if (!isObject(raw)) {
    fields.items = 'must_be_object';
    return answers;
  }
  for (const [key, value] of Object.entries(raw)) {
    if (!SELF_CHECK_KEYS.includes(key)) fields[`items.${key.slice(0, 40)}`] = 'unknown_field';
    else answers[key] = readAnswer(key, value, fields);
  }
  return answers;
}

/** The draft in `body` for `year`, or invalid_input naming every bad field; `today` is the business date. */
export function readSelfCheckDraft(body: unknown, year: number, today: string): SelfCheckDraft {
  let answers: Record<string, SelfCheckAnswer> = {};
  const input = readBody(SELF_CHECK_DRAFT_BODY, body, (draft, fail) => {
    if (draft.checked_on && isCalendarDate(draft.checked_on)) {
      if (draft.checked_on > today) fail('checked_on', 'after_business_today');
      else if (draft.checked_on < `${year}-01-01`) fail('checked_on', 'before_year');
    }
    const fields: Record<string, string> = {};
    answers = readAnswers(draft.items, fields);
    for (const [key, code] of Object.entries(fields)) fail(key, code);
  });
  const reason = input.correction_reason ?? '';
  return { checkedOn: input.checked_on ?? null, answers, correctionReason: reason === '' ? null : reason };
}

/**
 * What publishing needs of a draft: the day of the check, an answer for every item, a note for
 * every 부적합 (what is being done about it), and from the second version on the correction's reason.
 */
export function refusePublishing(draft: SelfCheckDraft & { version: number }): void {
  const fields: Record<string, string> = {};
  if (!draft.checkedOn) fields.checked_on = 'required';
  for (const key of SELF_CHECK_KEYS) {
    const answer = draft.answers[key];
    if (!answer?.status) fields[`items.${key}.status`] = 'required';
    else if (answer.status === 'non_compliant' && answer.note === '') fields[`items.${key}.note`] = 'required_when_non_compliant';
  }
  if (draft.version > 1 && !draft.correctionReason) fields.correction_reason = 'required_for_correction';
  if (Object.keys(fields).length > 0) throw invalidInput(fields);
}
