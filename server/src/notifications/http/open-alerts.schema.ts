// GET/PUT/DELETE /me/open_alerts (issue 31, item 13; beyond the original contract): 오픈 알림.
// The lists are checked by refine (distinct values of the allowed ones); the controller adds a
// Korean message naming the first bad field (open-alert-criteria.ts).
import { checkedBy, endpoint, integer, nullable, orNull, ref, requestBody, Type } from '../../shared/http/schema';
import { ALERT_GRADES, ALERT_PRODUCT_TYPES, type OpenAlert } from './notification-answers.schema';

/** 20 % a year is the legal maximum (이자제한법); a floor above it could never match. */
export const MAX_ALERT_RATE_BP = 2_000;
/** Longer terms are not offered (the payout preview's bound too). */
export const MAX_ALERT_TERM_MONTHS = 120;

const ADDITION = '오픈 알림 (issue 31, item 13).';
const list = (values: readonly string[], description: string) => ({ type: 'array', items: { type: 'string', enum: [...values] }, description });

/** A list of distinct values each among `allowed`, at least `minLength` long. */
export function isDistinctList(raw: unknown, allowed: readonly string[], minLength: number): raw is string[] {
  if (!Array.isArray(raw) || raw.length < minLength || raw.length > allowed.length) return false;
  return raw.every((v) => typeof v === 'string' && allowed.includes(v)) && new Set(raw).size === raw.length;
}

export const GET_OPEN_ALERT = endpoint({
  method: 'get', path: '/me/open_alerts',
  id: 'getOpenAlert', summary: 'The investor\'s 오픈 알림 subscription',
  access: 'session', notInApiMd: true,
  addition: '오픈 알림 (issue 31, item 13): notice of products matching the investor\'s criteria when they are scheduled and when they open.',
  ok: { status: 200, description: 'The subscription, or null when there is none.', schema: Type.Object({ alert: nullable(ref<OpenAlert>('OpenAlert')) }) },
});

export const SAVE_OPEN_ALERT = endpoint({
  method: 'put', path: '/me/open_alerts',
  id: 'saveOpenAlert', summary: 'Subscribe to 오픈 알림, or change its criteria',
  description: 'The subscription is the investor\'s consent to these notices and mails (no marketing consent is needed on top); DELETE withdraws it. A bad field is `invalid_input` with `fields` and a Korean message naming the first one.',
  access: 'session', notInApiMd: true, addition: ADDITION,
  body: requestBody({
    types: checkedBy<(typeof ALERT_PRODUCT_TYPES)[number][]>(list(ALERT_PRODUCT_TYPES, 'One to four distinct types.')),
    grades: Type.Optional(checkedBy<string[] | null>({ ...list(ALERT_GRADES, 'Distinct grade families; absent, null or empty: every grade.'), type: ['array', 'null'] })),
    min_rate_bp: Type.Optional(orNull(integer({ description: '0–2000 (basis points).', min: 0, max: MAX_ALERT_RATE_BP }))),
    max_term_months: Type.Optional(orNull(integer({ description: '1–120.', min: 1, max: MAX_ALERT_TERM_MONTHS }))),
  }),
  refine: ({ types, grades }, fail) => {
    if (!isDistinctList(types, ALERT_PRODUCT_TYPES, 1)) fail('types', types === undefined ? 'required' : 'invalid_value');
    if (grades !== undefined && grades !== null && !isDistinctList(grades, ALERT_GRADES, 0)) fail('grades', 'invalid_value');
  },
  ok: { status: 200, description: 'The subscription now.', schema: Type.Object({ alert: ref<OpenAlert>('OpenAlert') }) },
  fails: ['invalid_input'],
});

export const DELETE_OPEN_ALERT = endpoint({
  method: 'delete', path: '/me/open_alerts',
  id: 'deleteOpenAlert', summary: 'Unsubscribe from 오픈 알림',
  description: 'At once: nothing more is notified or mailed for it. Without a subscription it still answers 204.',
  access: 'session', notInApiMd: true, addition: ADDITION,
  ok: { status: 204, description: 'Unsubscribed.' },
});
