// The wallet's endpoints and the answer shapes it publishes, for the OpenAPI document.
import { ADMIN_ASSIGN_UNMATCHED_DEPOSIT, ADMIN_LIST_UNMATCHED_DEPOSITS } from './admin-unmatched-deposits.schema';
import { RECEIVE_BANK_NOTIFICATION } from './bank-notifications.schema';
import { ADMIN_CONTROL_SANDBOX_BANK, ADMIN_GET_SANDBOX_BANK } from './sandbox-bank.schema';
import { SANDBOX_DEPOSIT } from './sandbox-deposits.schema';
import { ISSUE_VACCOUNT } from './vaccount.schema';
import { SANDBOX_BANK_STATE, VACCOUNT, WITHDRAW_ACCOUNT } from './wallet-answers.schema';
import { GET_WALLET, LIST_WALLET_TRANSACTIONS } from './wallet.schema';
import { REGISTER_WITHDRAW_ACCOUNT } from './withdraw-account.schema';
import { WITHDRAW } from './withdrawals.schema';

export const WALLET_ENDPOINTS = [
  ISSUE_VACCOUNT, GET_WALLET, LIST_WALLET_TRANSACTIONS, REGISTER_WITHDRAW_ACCOUNT, WITHDRAW, RECEIVE_BANK_NOTIFICATION,
  SANDBOX_DEPOSIT, ADMIN_GET_SANDBOX_BANK, ADMIN_CONTROL_SANDBOX_BANK, ADMIN_LIST_UNMATCHED_DEPOSITS, ADMIN_ASSIGN_UNMATCHED_DEPOSIT,
];

export const WALLET_SCHEMAS = { Vaccount: VACCOUNT, WithdrawAccount: WITHDRAW_ACCOUNT, SandboxBankState: SANDBOX_BANK_STATE };
