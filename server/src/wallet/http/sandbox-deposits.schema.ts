// POST /sandbox/deposits (sandbox only): a simulated deposit to the caller's virtual account.
import { endpoint, requestBody, str, text, Type, won } from '../../shared/http/schema';
import { BANK_FAIL_CODES } from '../bank/bank-gateway.port';
import { DEPOSIT_MAXIMUM_POLICY } from '../deposits/deposit-bounds';
import { BANK_NOTE } from './wallet-answers.schema';

export const SANDBOX_DEPOSIT = endpoint({
  method: 'post',
  path: '/sandbox/deposits',
  id: 'sandboxDeposit',
  summary: 'Simulate a deposit (sandbox only)',
  description: `The sandbox bank sends a real signed notification for the caller's virtual account to this server. Outside the sandbox: 404 \`not_found\`. ${BANK_NOTE}`,
  access: 'session',
  rateLimited: true,
  body: requestBody({
    // The dated maximum is the handler's check, answered with the bound in words.
    amount: won('At most the maximum per deposit in force on the business today; more is invalid_input `{amount: too_large}`', { min: 1, shown: { maximum: DEPOSIT_MAXIMUM_POLICY[0].maxPerDepositWon } }),
    depositor_name: Type.Optional(text({ description: 'Defaults to the member\'s name.', max: 50 })),
  }),
  ok: { status: 201, description: 'Deposited.', schema: Type.Object({ tid: str(), balance: won('Balance after') }) },
  fails: ['no_vaccount', ...BANK_FAIL_CODES, 'not_found', 'identity_unverified'],
  addition: 'optional `depositor_name`; `identity_unverified` before identity verification; `bank_closed` while the sandbox bank is closed.',
});
