// GET /admin/bank/unmatched_deposits and POST …/{tid}/assign: deposits credited to nobody.
import { at, endpoint, enumOf, nullable, page, pageQueryParams, pathParam, requestBody, requestQuery, str, Type, uuid, won } from '../../shared/http/schema';
import { UNMATCHED_REASONS } from '../deposits/deposit-bounds';

export const UNMATCHED_DEPOSIT = Type.Object({
  tid: str(), account_number: str(), amount: won(), depositor_name: str(), at: at(), received_at: at(),
  assigned_user_id: nullable(uuid()), assigned_at: nullable(at()),
  reason: enumOf(UNMATCHED_REASONS, '`unknown_account`: no virtual account has its number; `amount_out_of_bounds`: over the maximum per deposit or past the wallet\'s safe-integer bound, to be returned to the sender; `payment_refused`: paid into a loan\'s repayment account whose loan takes no more money (e.g. completed).'),
});

export const ADMIN_LIST_UNMATCHED_DEPOSITS = endpoint({
  method: 'get',
  path: '/admin/bank/unmatched_deposits',
  id: 'adminListUnmatchedDeposits',
  summary: 'Deposits credited to nobody: for accounts nobody has, or out of bounds',
  access: 'operator',
  notInApiMd: true,
  addition: 'see server/src/wallet/README.md; `reason` as docs/api.md "Borrower money" names it.',
  query: requestQuery(pageQueryParams(), { closed: false }),
  ok: { status: 200, description: 'Newest first.', schema: page(UNMATCHED_DEPOSIT) },
  fails: ['invalid_input'],
});

export const ADMIN_ASSIGN_UNMATCHED_DEPOSIT = endpoint({
  method: 'post',
  path: '/admin/bank/unmatched_deposits/{tid}/assign',
  id: 'adminAssignUnmatchedDeposit',
  summary: 'Credit an unmatched deposit to its investor',
  description: 'Through the same deposit command as the webhook, so it is credited once. Another investor than the first assignee is invalid_input `{tid: already_assigned}`; an unknown investor `{user_id: unknown_investor}`; an amount out of bounds (over the maximum per deposit, or past the investor\'s wallet bound) `{amount: out_of_bounds}`, and nothing is credited: return it to the sender.',
  access: 'operator',
  notInApiMd: true,
  addition: 'see server/src/wallet/README.md.',
  params: [pathParam('tid', str(undefined, { maxLength: 100 }), 'The bank\'s transaction id.')],
  body: requestBody({ user_id: uuid() }),
  ok: { status: 200, description: 'Assigned.', schema: Type.Object({ tid: str(), user_id: uuid(), status: enumOf(['credited', 'pending']) }) },
  fails: ['not_found', 'invalid_input'],
});
