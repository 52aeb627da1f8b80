// Repayments: the loan stream (schedule, borrower payments, overdue, distribution), the batch
// that pays investors, the investor's dashboard and schedules, and the operators' screens.
import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { BoardsModule } from '../boards';
import { IdentityModule } from '../identity';
import { InvestingModule } from '../investing';
import { RegistryModule } from '../registry';
import { ProductsModule } from '../products';
import { WalletModule } from '../wallet';
import { LoanSchedulingFollower } from './scheduling/loan-scheduling.follower';
import { RepaymentBatch } from './batch/repayment-batch.service';
import { RepaymentJobsStore } from './batch/repayment-jobs.store';
import { createRepaymentQueue, REPAYMENT_QUEUE } from './batch/repayment-queue';
import { RepaymentsBackground } from './batch/repayments-background';
import { ScheduleOnExecution } from './scheduling/schedule-on-execution';
import { AdminBorrowerRefundsController } from './http/admin-borrower-refunds.controller';
import { AdminJobsController } from './http/admin-jobs.controller';
import { AdminRepaymentsController } from './http/admin-repayments.controller';
import { AdminSandboxBorrowerDepositsController } from './http/admin-sandbox-borrower-deposits.controller';
import { DashboardController } from './http/dashboard.controller';
import { AdminOverdueNoticesController } from './http/admin-overdue-notices.controller';
import { OverdueBoardQuery } from './overdue-notices/overdue-board.query';
import { OverdueNotices } from './overdue-notices/overdue-notices.service';
import { OverdueNoticesStore } from './overdue-notices/overdue-notices.store';
import { TaxStatementsController } from './tax-statements/tax-statements.controller';
import { AdminPaymentStatementsController } from './tax-statements/admin-payment-statements.controller';
import { PaymentStatementsQuery } from './tax-statements/payment-statements.query';
import { TaxStatementQuery } from './tax-statements/tax-statement.query';
import { LoanStreams } from './loan-streams';
import { DashboardQuery } from './queries/dashboard.query';
import { InvestorRepaymentsQuery } from './queries/investor-repayments.query';
import { InvestorScheduleQuery } from './queries/investor-schedule.query';
import { LoanAdminQuery } from './queries/loan-admin.query';
import { LoanPaymentsQuery } from './queries/loan-payments.query';
import { BorrowerDeposits } from './repayment-accounts/borrower-deposits.route';
import { RepaymentAccountsTask } from './repayment-accounts/repayment-accounts.jobs';
import { RepaymentAccounts } from './repayment-accounts/repayment-accounts.service';
import { RepaymentPolicy } from './repayment-policy';
import { DemoRepaymentsTask } from './startup/demo-repayments.task';
import { DemoBadLoansTask } from './startup/demo-bad-loans.task';
import { DemoLoanLife } from './startup/demo-loan-life';
import { LoanStepsQuery } from './bad-loans/loan-steps.query';
import { AdminBadLoansController } from './http/admin-bad-loans.controller';
import { TransferListingsController } from './transfers/http/transfer-listings.controller';
import { TransferPurchasesController } from './transfers/http/transfer-purchases.controller';
import { ListingStreams } from './transfers/listing-streams';
import { TransferMarketQuery } from './transfers/queries/transfer-market.query';
import { manifestProviders } from '../shared/manifest/manifest-providers';
import { repaymentsManifest } from './repayments.manifest';

@Module({
  imports: [ProductsModule, InvestingModule, BoardsModule, IdentityModule, WalletModule, RegistryModule],
  controllers: [
    DashboardController,
    AdminRepaymentsController,
    AdminBorrowerRefundsController,
    AdminSandboxBorrowerDepositsController,
    AdminJobsController,
    AdminOverdueNoticesController,
    TaxStatementsController,
    AdminPaymentStatementsController,
    AdminBadLoansController,
    TransferListingsController,
    TransferPurchasesController,
  ],
  providers: [
    ...manifestProviders(repaymentsManifest),
    {
      provide: REPAYMENT_QUEUE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => createRepaymentQueue(config.redisUrl, config.queuePrefix),
    },
    RepaymentPolicy,
    LoanStreams,
    LoanStepsQuery,
    RepaymentJobsStore,
    RepaymentBatch,
    LoanSchedulingFollower,
    ScheduleOnExecution,
    RepaymentsBackground,
    DashboardQuery,
    InvestorRepaymentsQuery,
    InvestorScheduleQuery,
    LoanAdminQuery,
    LoanPaymentsQuery,
    DemoRepaymentsTask,
    DemoBadLoansTask,
    DemoLoanLife,
    RepaymentAccounts,
    BorrowerDeposits,
    RepaymentAccountsTask,
    OverdueNotices,
    OverdueNoticesStore,
    OverdueBoardQuery,
    TaxStatementQuery,
    PaymentStatementsQuery,
    ListingStreams,
    TransferMarketQuery,
  ],
  exports: [RepaymentBatch, RepaymentPolicy, LoanAdminQuery, InvestorRepaymentsQuery],
})
export class RepaymentsModule {}
