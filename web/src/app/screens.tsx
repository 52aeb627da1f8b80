import { RecentNotices } from '@/features/boards/components/recent-notices';
import { HomePage } from '@/features/home/routes/home-page';
import { StatsSummary } from '@/features/stats/components/stats-summary';
import { lazyScreen } from '@/lib/lazy-screen';

/**
 * Every screen, loaded on demand. One file per screen under features/<x>/routes, so a feature
 * issue replaces a file without touching the route table.
 */
export const Screens = {
  // The home page embeds the statistics component; features never import each other, so the app composes them.
  // The home page is part of the first load: no second round trip before the hero paints, and its
  // parts arrive together (nothing pops in above the featured products). It is about 2.5 KB of brotli.
  Home: () => (
    <HomePage
      stats={
        <>
          <StatsSummary />
          <RecentNotices />
        </>
      }
    />
  ),
  ProductList: lazyScreen(() => import('@/features/products/routes/product-list-page'), 'ProductListPage'),
  ProductDetail: lazyScreen(() => import('@/features/products/routes/product-detail-page'), 'ProductDetailPage'),
  CorpInvest: lazyScreen(() => import('@/features/pages/routes/corp-invest-page'), 'CorpInvestPage'),
  InvestGradeGuide: lazyScreen(() => import('@/features/pages/routes/invest-grade-guide-page'), 'InvestGradeGuidePage'),
  ProductGuide: lazyScreen(() => import('@/features/pages/routes/product-guide-page'), 'ProductGuidePage'),
  Team: lazyScreen(() => import('@/features/pages/routes/team-page'), 'TeamPage'),
  P2pBusiness: lazyScreen(() => import('@/features/pages/routes/p2p-business-page'), 'P2pBusinessPage'),
  SafeInvest: lazyScreen(() => import('@/features/pages/routes/safe-invest-page'), 'SafeInvestPage'),
  LandingApt: lazyScreen(() => import('@/features/pages/routes/landing-apt-page'), 'LandingAptPage'),
  LoanApt: lazyScreen(() => import('@/features/pages/routes/loan-apt-page'), 'LoanAptPage'),
  BoardList: lazyScreen(() => import('@/features/boards/routes/board-list-page'), 'BoardListPage'),
  BoardDetail: lazyScreen(() => import('@/features/boards/routes/board-detail-page'), 'BoardDetailPage'),
  Faq: lazyScreen(() => import('@/features/boards/routes/faq-page'), 'FaqPage'),
  PasswordResetVerify: lazyScreen(() => import('@/features/auth/routes/password-reset-verify-page'), 'PasswordResetVerifyPage'),
  Login: lazyScreen(() => import('@/features/auth/routes/login-page'), 'LoginPage'),
  SignUp: lazyScreen(() => import('@/features/auth/routes/sign-up-page'), 'SignUpPage'),
  Welcome: lazyScreen(() => import('@/features/auth/routes/welcome-page'), 'WelcomePage'),
  PasswordResetRequest: lazyScreen(() => import('@/features/auth/routes/password-reset-request-page'), 'PasswordResetRequestPage'),
  Profile: lazyScreen(() => import('./compositions/profile-with-wallet'), 'ProfileWithWallet'),
  CreateVaccount: lazyScreen(() => import('@/features/wallet/routes/create-vaccount-page'), 'CreateVaccountPage'),
  Deposit: lazyScreen(() => import('@/features/wallet/routes/deposit-page'), 'DepositPage'),
  Basket: lazyScreen(() => import('@/features/basket/routes/basket-page'), 'BasketPage'),
  Dashboard: lazyScreen(() => import('@/features/dashboard/routes/dashboard-page'), 'DashboardPage'),
  Repay: lazyScreen(() => import('@/features/repayments/routes/repay-page'), 'RepayPage'),
  Policy: lazyScreen(() => import('@/features/policies/routes/policy-page'), 'PolicyPage'),
  Notifications: lazyScreen(() => import('@/features/notifications/routes/notifications-page'), 'NotificationsPage'),
  MonthlyDisclosure: lazyScreen(() => import('@/features/disclosures/routes/monthly-disclosure-page'), 'MonthlyDisclosurePage'),
  NotFound: lazyScreen(() => import('@/features/errors/routes/not-found-page'), 'NotFoundPage'),
  AdminHome: lazyScreen(() => import('@/features/admin/routes/admin-home-page'), 'AdminHomePage'),
  AdminProducts: lazyScreen(() => import('@/features/admin/routes/admin-products-page'), 'AdminProductsPage'),
  AdminRepayments: lazyScreen(() => import('@/features/admin/routes/admin-repayments-page'), 'AdminRepaymentsPage'),
  AdminOverdueNotices: lazyScreen(() => import('@/features/admin/routes/admin-overdue-notices-page'), 'AdminOverdueNoticesPage'),
  AdminUsers: lazyScreen(() => import('@/features/admin/routes/admin-users-page'), 'AdminUsersPage'),
  AdminIdentityVerifications: lazyScreen(() => import('@/features/admin/routes/admin-identity-verifications-page'), 'AdminIdentityVerificationsPage'),
  AdminInvestorTypes: lazyScreen(() => import('@/features/admin/routes/admin-investor-types-page'), 'AdminInvestorTypesPage'),
  AdminBoards: lazyScreen(() => import('@/features/admin/routes/admin-boards-page'), 'AdminBoardsPage'),
  AdminInquiries: lazyScreen(() => import('@/features/admin/routes/admin-inquiries-page'), 'AdminInquiriesPage'),
  AdminPolicies: lazyScreen(() => import('@/features/admin/routes/admin-policies-page'), 'AdminPoliciesPage'),
  AdminLedger: lazyScreen(() => import('@/features/admin/routes/admin-ledger-page'), 'AdminLedgerPage'),
  AdminSandboxBank: lazyScreen(() => import('@/features/admin/routes/admin-sandbox-bank-page'), 'AdminSandboxBankPage'),
};
