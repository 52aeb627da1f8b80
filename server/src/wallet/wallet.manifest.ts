// The wallet context's commands, each beside its handler, and its read models: the one list its
// module's providers, the worker's command catalogue, the projection registry and the verify
// lanes are derived from (shared/manifest/context-manifest.ts).
import { defineManifest, handledBy } from '../shared/manifest/context-manifest';
import { CreditDeposit } from './commands/credit-deposit.command';
import { CreditDepositHandler } from './commands/credit-deposit.handler';
import { ExecuteWithdrawal } from './commands/execute-withdrawal.command';
import { ExecuteWithdrawalHandler } from './commands/execute-withdrawal.handler';
import { RequestWithdrawal } from './commands/request-withdrawal.command';
import { RequestWithdrawalHandler } from './commands/request-withdrawal.handler';
import { walletTransactionsProjection } from './projections/wallet-transactions.projection';
import { walletsProjection } from './projections/wallets.projection';
import { withdrawalsProjection } from './projections/withdrawals.projection';

export const walletManifest = defineManifest({
  context: 'wallet',
  commands: [
    handledBy(CreditDeposit, CreditDepositHandler),
    handledBy(RequestWithdrawal, RequestWithdrawalHandler),
    handledBy(ExecuteWithdrawal, ExecuteWithdrawalHandler),
  ],
  projections: [walletsProjection, walletTransactionsProjection, withdrawalsProjection],
});
