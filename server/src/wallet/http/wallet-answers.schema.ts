// The wallet's answer shapes: published as document components (Vaccount, WithdrawAccount,
// SandboxBankState, WalletTransaction) and read by the web as types (web/src/api/types.ts). This module imports only
// the builders (no Nest), so the web's type check can follow it.
import { at, bool, constant, cursorPage, enumOf, int, nullable, ref, str } from '../../shared/http/schema/answers';
import { checkedBy, Type, uuid, won, type Static } from '../../shared/http/schema/fields';
import { BANK_FAIL_CODES } from '../bank/bank-gateway.port';

export const VACCOUNT = Type.Object({
  bank_code: str('3-digit bank code.'),
  bank_name: str(),
  account_number: str(),
  holder_name: str(),
  issued_at: at(),
}, { description: 'The investor\'s virtual account (deposits go here).' });

export const WITHDRAW_ACCOUNT = Type.Object({
  bank_code: str(),
  bank_name: str(),
  account_number: str(),
  holder_name: str(),
  status: constant('verified'),
  verified_at: Type.Optional(at()),
}, { description: 'The account withdrawals are paid to (verified by the bank\'s holder-name check).' });

/** POST /withdraw_account: the account as the bank verified it. */
export const REGISTERED_WITHDRAW_ACCOUNT = Type.Object({ bank_code: str(), bank_name: str(), account_number: str(), holder_name: str(), status: constant('verified') });

/** POST /withdrawals. */
export const WITHDRAWAL = Type.Object({ id: uuid('The withdrawal id.'), amount: won(), status: enumOf(['requested', 'completed']), balance: won('Balance after') });
export type Withdrawal = Static<typeof WITHDRAWAL>;

export const SANDBOX_BANK_STATE = Type.Object({
  closed: nullable(bool('Operator override: true closed, false open even in maintenance, null follows the schedule.')),
  fail_next: checkedBy<(typeof BANK_FAIL_CODES)[number] | null>({ type: ['string', 'null'], enum: [...BANK_FAIL_CODES, null], description: 'The next bank call fails with this code.' }),
  stall_next_ms: nullable(int('The next transfer answers this much later (after paying).')),
  open: bool('The bank takes calls now.'),
  in_maintenance: bool('Inside the daily maintenance window now.'),
  maintenance: nullable(str('The window, Korea time (`BANK_MAINTENANCE`, e.g. `23:30-00:30`).')),
  registry_down: bool('The sandbox central registry is down: investing answers `retry_later`, reports wait in the outbox.'),
  registry_stall_next_ms: nullable(int('The registry\'s next delivery is applied, then answered this much later.')),
});

export const WALLET_VIEW = Type.Object({
  balance: won(),
  held: won(),
  withdrawable: won(),
  withdrawing: won('Requested withdrawals the bank has not settled yet'),
  vaccount: nullable(ref<Static<typeof VACCOUNT>>('Vaccount')),
  withdraw_account: nullable(ref<Static<typeof WITHDRAW_ACCOUNT>>('WithdrawAccount')),
  sandbox: bool('The sandbox bank is on (the web app offers a simulated deposit).'),
});

export type WalletView = Static<typeof WALLET_VIEW>;
export type Vaccount = Static<typeof VACCOUNT>;
export type WithdrawAccount = Static<typeof WITHDRAW_ACCOUNT>;
export type SandboxBankState = Static<typeof SANDBOX_BANK_STATE>;

/** The ledger lines' types, as docs/api.md lists them (wallet-answers.unit.spec.ts keeps them equal to transaction-lines.ts's). */
export const TRANSACTION_TYPES_SHOWN = [
  'deposit', 'withdrawal', 'withdrawal_restored', 'invest_hold', 'invest_cancel', 'invest_execute',
  'repayment_principal', 'repayment_interest', 'repayment_late_interest', 'tax', 'fee',
  'recovery_principal', 'recovery_interest', 'write_off', 'transfer_in', 'transfer_out', 'transfer_accrued_interest',
] as const;

export const WALLET_TRANSACTION = Type.Object({
  id: str('Deterministic line id (the same after a ledger replay).'),
  at: at('When the line happened by the business clock (docs/design.md "Business time"), ISO-8601.'),
  type: enumOf(TRANSACTION_TYPES_SHOWN),
  amount: won('Signed change of `balance` (deposit +, withdrawal −, invest_hold −, invest_cancel +, repayment +, tax and fee −)'),
  held_change: won('Signed change of `held` (invest_hold +, invest_cancel −, invest_execute −)'),
  balance_after: won('Balance after this line'),
  memo: str(),
  product_id: Type.Optional(uuid('The product, for investing and repayment lines.')),
}, { description: 'One line of `GET /wallet/transactions` (docs/api.md).' });
export type WalletTransaction = Static<typeof WALLET_TRANSACTION>;
export const WALLET_TRANSACTION_PAGE = cursorPage(ref<WalletTransaction>('WalletTransaction'));
export type WalletTransactionPage = Static<typeof WALLET_TRANSACTION_PAGE>;

/** Every bank call can answer the bank's codes, which the sandbox lets operators force with `fail_next`. */
export const BANK_NOTE = 'The bank\'s codes (502/503, and the holder-name codes) can answer any call to the bank; in the sandbox operators force one with `POST /admin/sandbox/bank {fail_next}`.';
