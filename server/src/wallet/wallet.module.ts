// The wallet context: the `investor-{userId}` stream, its read models, the bank gateway (the
// sandbox bank is its only adapter, and operators control it in the sandbox) and the wallet's
// HTTP endpoints.
import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { RegistryModule } from '../registry';
import { BankGateway } from './bank/bank-gateway.port';
import { SandboxBank } from './bank/sandbox-bank';
import { SandboxBankControls } from './bank/sandbox-bank-controls';
import { SandboxDepositSender } from './bank/sandbox-deposit-sender';
import { DepositNotifications } from './deposits/deposit-notifications.service';
import { DepositRoutes } from './deposits/deposit-routes';
import { AdminUnmatchedDepositsController } from './http/admin-unmatched-deposits.controller';
import { BankNotificationsController } from './http/bank-notifications.controller';
import { BankWebhookRawBody } from './http/raw-body.hook';
import { SandboxBankController } from './http/sandbox-bank.controller';
import { SandboxDepositsController } from './http/sandbox-deposits.controller';
import { MemberChecks } from './http/member-checks';
import { VaccountController } from './http/vaccount.controller';
import { WalletController } from './http/wallet.controller';
import { WithdrawAccountController } from './http/withdraw-account.controller';
import { WithdrawalsController } from './http/withdrawals.controller';
import { TransactionsQuery } from './queries/transactions.query';
import { WalletQuery } from './queries/wallet.query';
import { WalletStreams } from './wallet-streams';
import { DemoWalletTask } from './startup/demo-wallet.task';
import { Vaccounts } from './vaccounts/vaccounts.service';
import { BankReconciler } from './withdrawals/bank-reconciler';
import { WithdrawAccounts } from './withdrawals/withdraw-accounts.service';
import { Withdrawals } from './withdrawals/withdrawals.service';
import { manifestProviders } from '../shared/manifest/manifest-providers';
import { walletManifest } from './wallet.manifest';

@Module({
  imports: [IdentityModule, RegistryModule],
  controllers: [
    VaccountController,
    WalletController,
    WithdrawAccountController,
    WithdrawalsController,
    BankNotificationsController,
    SandboxDepositsController,
    AdminUnmatchedDepositsController,
    SandboxBankController,
  ],
  providers: [
    ...manifestProviders(walletManifest),
    WalletStreams,
    SandboxBankControls,
    SandboxBank,
    { provide: BankGateway, useExisting: SandboxBank },
    SandboxDepositSender,
    DepositNotifications,
    DepositRoutes,
    Vaccounts,
    WithdrawAccounts,
    Withdrawals,
    BankReconciler,
    WalletQuery,
    TransactionsQuery,
    MemberChecks,
    BankWebhookRawBody,
    DemoWalletTask,
  ],
  exports: [BankGateway, SandboxBankControls, SandboxDepositSender, DepositRoutes, WalletQuery, Vaccounts, WalletStreams],
})
export class WalletModule {}
