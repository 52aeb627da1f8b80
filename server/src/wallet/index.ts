// What other contexts may use of the wallet: WalletStreams, which alone decides `investor-{userId}`
// (investing, products and repayments ask it for the appends they write beside theirs), the
// decider the pure placement rules fold with, its event and command types, the module, the bank
// gateway, and the routes by which deposits into other contexts' accounts reach them.
export {
  walletDecider,
  investorStreamId,
  userIdOfInvestorStream,
  repaymentNetWon,
  recoveryNetWon,
  repaymentPaidAt,
  isRepaymentCredited,
  isBadLoanCredit,
  principalFreedWon,
  claimSoldNetWon,
  isWalletEvent,
  initialWalletState,
} from './wallet.decider';
export type {
  WalletState,
  WalletEvent,
  WalletEventType,
  WalletCommand,
  ClaimBought,
  ClaimSold,
  InvestmentPlaced,
  InvestmentCanceled,
  InvestmentExecuted,
  RepaymentCredited,
  RecoveryCredited,
  PrincipalWrittenOff,
  CreditRepaymentCommand,
} from './wallet.decider';
export { WalletModule } from './wallet.module';
export { WalletStreams, investorLockKeys, decideWallet } from './wallet-streams';
export type { InvestorWalletCommand } from './wallet-streams';
export { BankGateway, BANK_FAIL_CODES } from './bank/bank-gateway.port';
// Sandbox only: the sandbox bank's signed notification (repayments' borrower deposits use it).
export { SandboxDepositSender } from './bank/sandbox-deposit-sender';
// Accounts another context had the bank issue (a loan's repayment account) take their deposits here.
export { DepositRoutes } from './deposits/deposit-routes';
export type { DepositRoute, RoutedDeposit, RouteOutcome } from './deposits/deposit-routes';
export { Vaccounts } from './vaccounts/vaccounts.service';
export { DemoWalletTask } from './startup/demo-wallet.task';
// How a wallet event's lines are dated (business time), for an investor's history at a moment.
export { linesAt as walletLinesAt } from './projections/transaction-lines';
export { WALLET_ENDPOINTS, WALLET_SCHEMAS } from './http/endpoints';
/** A ledger line as GET /wallet/transactions answers it, a shared component of the OpenAPI document. */
export { WALLET_TRANSACTION } from './http/wallet-answers.schema';
// Its commands, handlers and read models (shared/manifest/context-manifest.ts), for the verify lanes' worker threads.
export { walletManifest } from './wallet.manifest';
