// Every migration, in order. Listed explicitly so that compiled and ts-jest runs load the same set.
import { EventStore1763700000000 } from './1763700000000-event-store';
import { Identity1763700001000 } from './1763700001000-identity';
import { RegistryExternalHoldings1763700002000 } from './1763700002000-registry-external-holdings';
import { IdentitySecurity1763700100000 } from './1763700100000-identity-security';
import { WalletReadModels1763700200000 } from './1763700200000-wallet-read-models';
import { WalletBank1763700201000 } from './1763700201000-wallet-bank';
import { WalletUnmatchedResolution1763700202000 } from './1763700202000-wallet-unmatched-resolution';
import { ProductsReadModels1763700300000 } from './1763700300000-products-read-models';
import { InvestingBasketTicketsLimits1763700301000 } from './1763700301000-investing-basket-tickets-limits';
import { ProductsSoldOutNotify1763700302000 } from './1763700302000-products-sold-out-notify';
import { RepaymentsLoans1763700400000 } from './1763700400000-repayments-loans';
import { RepaymentsPolicy1763700401000 } from './1763700401000-repayments-policy';
import { BoardsContent1763700500000 } from './1763700500000-boards-content';
import { BoardsFormStatus1763700501000 } from './1763700501000-boards-form-status';
import { BusinessClock1763700600000 } from './1763700600000-business-clock';
import { RepaymentPolicyChanges1763700610000 } from './1763700610000-repayment-policy-changes';
import { IncomeTaxTimeline1763700700000 } from './1763700700000-income-tax-timeline';
import { StepUpAttempts1763800100000 } from './1763800100000-step-up-attempts';
import { InvestorProtection1763800200000 } from './1763800200000-investor-protection';
import { Notifications1763800300000 } from './1763800300000-notifications';
import { OverdueNotices1763800310000 } from './1763800310000-overdue-notices';
import { MonthlyDisclosures1763800320000 } from './1763800320000-monthly-disclosures';
import { InvestorDashboards1763800400000 } from './1763800400000-investor-dashboards';
import { ReadCacheNotify1763800401000 } from './1763800401000-read-cache-notify';
import { SessionWriteLsn1763800402000 } from './1763800402000-session-write-lsn';
import { InvestorScheduleVersions1763801100000 } from './1763801100000-investor-schedule-versions';
import { SessionChangedNotify1763801100001 } from './1763801100001-session-changed-notify';
import { NotificationMailQueue1763801200000 } from './1763801200000-notification-mail-queue';
import { HotUpdateRoom1763801200001 } from './1763801200001-hot-update-room';
import { LoanRepaymentAccounts1763801300000 } from './1763801300000-loan-repayment-accounts';
import { UnmatchedDepositReason1763801302700 } from './1763801302700-unmatched-deposit-reason';
import { ProductCancelReason1763801310000 } from './1763801310000-product-cancel-reason';
import { CorporateInvestors1763801400000 } from './1763801400000-corporate-investors';
import { InvestLimitPolicy1763801420000 } from './1763801420000-invest-limit-policy';
import { LateInterestPolicy1763801500000 } from './1763801500000-late-interest-policy';
import { LateInterestReadModels1763801500100 } from './1763801500100-late-interest-read-models';
import { InvestmentDocuments1763801520000 } from './1763801520000-investment-documents';
import { OpenAlerts1763801530000 } from './1763801530000-open-alerts';
import { BadLoans1763801600000 } from './1763801600000-bad-loans';
import { PersonalDebtorPolicy1763801600100 } from './1763801600100-personal-debtor-policy';
import { InvestmentReturnsFreed1763801600200 } from './1763801600200-investment-returns-freed';
import { AutoInvest1763801700000 } from './1763801700000-auto-invest';
import { TransferListings1763801710000 } from './1763801710000-transfer-listings';
import { AutoInvestPolicyChanges1763801720000 } from './1763801720000-auto-invest-policy-changes';
import { TransferPurchases1763801730000 } from './1763801730000-transfer-purchases';
import { DashboardBoughtPositions1763801740000 } from './1763801740000-dashboard-bought-positions';
import { DocumentBodies1763801750000 } from './1763801750000-document-bodies';
import { InvestmentReturnsParties1763801760300 } from './1763801760300-investment-returns-parties';
import { HoldingsMoneyOnly1763801770000 } from './1763801770000-holdings-money-only';
import { ProductInvestors1763801780000 } from './1763801780000-product-investors';
import { RegistryReports1763801540000 } from './1763801540000-registry-reports';
import { SecuritySelfChecks1763801610000 } from './1763801610000-security-self-checks';

export const MIGRATIONS = [
  EventStore1763700000000,
  Identity1763700001000,
  RegistryExternalHoldings1763700002000,
  IdentitySecurity1763700100000,
  WalletReadModels1763700200000,
  WalletBank1763700201000,
  WalletUnmatchedResolution1763700202000,
  ProductsReadModels1763700300000,
  InvestingBasketTicketsLimits1763700301000,
  ProductsSoldOutNotify1763700302000,
  RepaymentsLoans1763700400000,
  RepaymentsPolicy1763700401000,
  BoardsContent1763700500000,
  BoardsFormStatus1763700501000,
  BusinessClock1763700600000,
  RepaymentPolicyChanges1763700610000,
  IncomeTaxTimeline1763700700000,
  StepUpAttempts1763800100000,
  InvestorProtection1763800200000,
  Notifications1763800300000,
  OverdueNotices1763800310000,
  MonthlyDisclosures1763800320000,
  InvestorDashboards1763800400000,
  ReadCacheNotify1763800401000,
  SessionWriteLsn1763800402000,
  InvestorScheduleVersions1763801100000,
  SessionChangedNotify1763801100001,
  NotificationMailQueue1763801200000,
  HotUpdateRoom1763801200001,
  LoanRepaymentAccounts1763801300000,
  UnmatchedDepositReason1763801302700,
  ProductCancelReason1763801310000,
  CorporateInvestors1763801400000,
  InvestLimitPolicy1763801420000,
  LateInterestPolicy1763801500000,
  LateInterestReadModels1763801500100,
  InvestmentDocuments1763801520000,
  OpenAlerts1763801530000,
  RegistryReports1763801540000,
  BadLoans1763801600000,
  PersonalDebtorPolicy1763801600100,
  InvestmentReturnsFreed1763801600200,
  SecuritySelfChecks1763801610000,
  AutoInvest1763801700000,
  TransferListings1763801710000,
  AutoInvestPolicyChanges1763801720000,
  TransferPurchases1763801730000,
  DashboardBoughtPositions1763801740000,
  DocumentBodies1763801750000,
  InvestmentReturnsParties1763801760300,
  HoldingsMoneyOnly1763801770000,
  ProductInvestors1763801780000,
];
