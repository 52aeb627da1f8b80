import { lazyScreen } from '@/lib/lazy-screen';
import { HomePage } from './routes/home-page';

/**
 * Every screen, loaded on demand. One file per screen under app/routes/<area>: a screen composes
 * the features it shows (features never import each other), so a feature issue replaces a file
 * without touching the route table.
 */
export const Screens = {
  // The home page is part of the first load: no second round trip before the hero paints, and its
  // parts arrive together (nothing pops in above the featured products). It is about 2.5 KB of brotli.
  Home: HomePage,
  ProductList: lazyScreen(() => import('./routes/products/product-list-page'), 'ProductListPage'),
  ProductDetail: lazyScreen(() => import('./routes/products/product-detail-page'), 'ProductDetailPage'),
  CorpInvest: lazyScreen(() => import('./routes/info/corp-invest-page'), 'CorpInvestPage'),
  InvestGradeGuide: lazyScreen(() => import('./routes/info/invest-grade-guide-page'), 'InvestGradeGuidePage'),
  ProductGuide: lazyScreen(() => import('./routes/info/product-guide-page'), 'ProductGuidePage'),
  Team: lazyScreen(() => import('./routes/info/team-page'), 'TeamPage'),
  P2pBusiness: lazyScreen(() => import('./routes/info/p2p-business-page'), 'P2pBusinessPage'),
  SafeInvest: lazyScreen(() => import('./routes/info/safe-invest-page'), 'SafeInvestPage'),
  LandingApt: lazyScreen(() => import('./routes/info/landing-apt-page'), 'LandingAptPage'),
  LoanApt: lazyScreen(() => import('./routes/info/loan-apt-page'), 'LoanAptPage'),
  BoardList: lazyScreen(() => import('./routes/boards/board-list-page'), 'BoardListPage'),
  BoardDetail: lazyScreen(() => import('./routes/boards/board-detail-page'), 'BoardDetailPage'),
  Faq: lazyScreen(() => import('./routes/boards/faq-page'), 'FaqPage'),
  PasswordResetVerify: lazyScreen(() => import('./routes/auth/password-reset-verify-page'), 'PasswordResetVerifyPage'),
  Login: lazyScreen(() => import('./routes/auth/login-page'), 'LoginPage'),
  SignUp: lazyScreen(() => import('./routes/auth/sign-up-page'), 'SignUpPage'),
  Welcome: lazyScreen(() => import('./routes/auth/welcome-page'), 'WelcomePage'),
  PasswordResetRequest: lazyScreen(() => import('./routes/auth/password-reset-request-page'), 'PasswordResetRequestPage'),
  Profile: lazyScreen(() => import('./routes/profile/profile-page'), 'ProfilePage'),
  CreateVaccount: lazyScreen(() => import('./routes/wallet/create-vaccount-page'), 'CreateVaccountPage'),
  Deposit: lazyScreen(() => import('./routes/wallet/deposit-page'), 'DepositPage'),
  Basket: lazyScreen(() => import('./routes/basket/basket-page'), 'BasketPage'),
  Dashboard: lazyScreen(() => import('./routes/dashboard/dashboard-page'), 'DashboardPage'),
  Repay: lazyScreen(() => import('./routes/repayments/repay-page'), 'RepayPage'),
  Policy: lazyScreen(() => import('./routes/policies/policy-page'), 'PolicyPage'),
  Notifications: lazyScreen(() => import('./routes/notifications/notifications-page'), 'NotificationsPage'),
  OpenAlerts: lazyScreen(() => import('./routes/open-alerts/open-alerts-page'), 'OpenAlertsPage'),
  TransferMarket: lazyScreen(() => import('./routes/transfers/transfer-market-page'), 'TransferMarketPage'),
  TransferListing: lazyScreen(() => import('./routes/transfers/transfer-listing-page'), 'TransferListingPage'),
  AutoInvest: lazyScreen(() => import('./routes/auto-invest/auto-invest-page'), 'AutoInvestPage'),
  MonthlyDisclosure: lazyScreen(() => import('./routes/disclosures/monthly-disclosure-page'), 'MonthlyDisclosurePage'),
  SecuritySelfChecks: lazyScreen(() => import('./routes/disclosures/security-self-checks-page'), 'SecuritySelfChecksPage'),
  NotFound: lazyScreen(() => import('./routes/not-found-page'), 'NotFoundPage'),
  AdminHome: lazyScreen(() => import('./routes/admin/admin-home-page'), 'AdminHomePage'),
  AdminProducts: lazyScreen(() => import('./routes/admin/admin-products-page'), 'AdminProductsPage'),
  AdminRepayments: lazyScreen(() => import('./routes/admin/admin-repayments-page'), 'AdminRepaymentsPage'),
  AdminLoan: lazyScreen(() => import('./routes/admin/admin-loan-page'), 'AdminLoanPage'),
  AdminOverdueNotices: lazyScreen(() => import('./routes/admin/admin-overdue-notices-page'), 'AdminOverdueNoticesPage'),
  AdminUsers: lazyScreen(() => import('./routes/admin/admin-users-page'), 'AdminUsersPage'),
  AdminIdentityVerifications: lazyScreen(() => import('./routes/admin/admin-identity-verifications-page'), 'AdminIdentityVerificationsPage'),
  AdminInvestorTypes: lazyScreen(() => import('./routes/admin/admin-investor-types-page'), 'AdminInvestorTypesPage'),
  AdminBoards: lazyScreen(() => import('./routes/admin/admin-boards-page'), 'AdminBoardsPage'),
  AdminInquiries: lazyScreen(() => import('./routes/admin/admin-inquiries-page'), 'AdminInquiriesPage'),
  AdminPolicies: lazyScreen(() => import('./routes/admin/admin-policies-page'), 'AdminPoliciesPage'),
  AdminSecuritySelfChecks: lazyScreen(() => import('./routes/admin/admin-security-self-checks-page'), 'AdminSecuritySelfChecksPage'),
  AdminLedger: lazyScreen(() => import('./routes/admin/admin-ledger-page'), 'AdminLedgerPage'),
  AdminSandboxBank: lazyScreen(() => import('./routes/admin/admin-sandbox-bank-page'), 'AdminSandboxBankPage'),
};
