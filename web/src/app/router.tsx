import { Suspense } from 'react';
import { BrowserRouter, Navigate, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { ErrorBoundary, RouteErrorBoundary } from '@/components/error-boundary';
import { Spinner } from '@/components/spinner';
import { lazyScreen } from '@/lib/lazy-screen';
import { RedirectIfLoggedIn, RequireLogin, RequireOperator } from './guards';
import { DefaultLayout } from './layouts/default-layout';
import { UserLayout } from './layouts/user-layout';
import { Screens as S } from './screens';

// Operators' screens and their layout load only when an operator opens them.
const AdminLayout = lazyScreen(() => import('./layouts/admin-layout'), 'AdminLayout');

export const NOT_FOUND_PATH = '/error/Not_Found';

/** Boards with a list route; `press` has no detail route (docs/api.md "Boards and pages"). */
const BOARDS_WITH_DETAIL = ['notice', 'guide', 'event', 'overdue', 'announcement', 'disclosure'] as const;

const boardRoutes: RouteObject[] = BOARDS_WITH_DETAIL.flatMap((board) => [
  { id: `board-list:${board}`, path: board, element: <S.BoardList board={board} /> },
  // Every article detail route shares the one board-detail screen.
  { id: `board-detail:${board}`, path: `${board}/:articleId`, element: <S.BoardDetail /> },
]);

/** A pathless child with an error boundary keeps the layout around a screen that failed. */
const inLayout = (children: RouteObject[]): RouteObject[] => [
  {
    element: (
      <RouteErrorBoundary>
        <Outlet />
      </RouteErrorBoundary>
    ),
    children,
  },
];

/** The whole route table (docs/design.md "Web app"): the original site's routes, the operators' area and the Not_Found fallback. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: (
      <ErrorBoundary>
        <Outlet />
      </ErrorBoundary>
    ),
    children: [
      {
        element: <DefaultLayout />,
        children: inLayout([
          { id: 'home', index: true, element: <S.Home /> },
          { id: 'product-list', path: 'products', element: <S.ProductList /> },
          { id: 'product-detail', path: 'products/:productId', element: <S.ProductDetail /> },
          { id: 'corp-invest', path: 'corp_invest', element: <S.CorpInvest /> },
          { id: 'invest-grade-guide', path: 'invest_grade_guide', element: <S.InvestGradeGuide /> },
          { id: 'product-guide', path: 'product_guide', element: <S.ProductGuide /> },
          { id: 'product-guide-type', path: 'product_guide/:type', element: <S.ProductGuide /> },
          { id: 'team', path: 'team', element: <S.Team /> },
          { id: 'p2p-business', path: 'p2p_business', element: <S.P2pBusiness /> },
          ...boardRoutes,
          { id: 'board-list:press', path: 'press', element: <S.BoardList board="press" /> },
          { id: 'faq', path: 'faq', element: <S.Faq /> },
          { id: 'safe-invest', path: 'safe_invest', element: <S.SafeInvest /> },
          { id: 'landing-apt', path: 'landing/apt', element: <S.LandingApt /> },
          { id: 'loan-apt', path: 'loan/apt', element: <S.LoanApt /> },
          { id: 'password-reset-verify', path: 'user_password_reset_verify', element: <S.PasswordResetVerify /> },
          { id: 'monthly-disclosure', path: 'disclosures/monthly', element: <S.MonthlyDisclosure /> },
          { id: 'security-self-checks', path: 'disclosures/security_self_checks', element: <S.SecuritySelfChecks /> },
          {
            // The transfer market (원리금수취권 양도): what may be bought depends on who asks.
            element: <RequireLogin />,
            children: [
              { id: 'transfer-market', path: 'transfers', element: <S.TransferMarket /> },
              { id: 'transfer-listing', path: 'transfers/:listingId', element: <S.TransferListing /> },
            ],
          },
        ]),
      },
      {
        path: 'user',
        element: <UserLayout />,
        children: inLayout([
          { id: 'user-index', index: true, element: <Navigate to="/user/dashboard" replace /> },
          {
            element: <RedirectIfLoggedIn />,
            children: [
              { id: 'login', path: 'login', element: <S.Login /> },
              { id: 'sign-up', path: 'sign_up', element: <S.SignUp /> },
            ],
          },
          { id: 'password-reset-request', path: 'password_reset_request', element: <S.PasswordResetRequest /> },
          { id: 'investment-summary', path: 'investment_summary', element: <Navigate to="/user/dashboard/inquiry" replace /> },
          {
            element: <RequireLogin />,
            children: [
              { id: 'welcome', path: 'welcome', element: <S.Welcome /> },
              { id: 'profile', path: 'profile', element: <S.Profile /> },
              { id: 'create-vaccount', path: 'create_vaccount', element: <S.CreateVaccount /> },
              { id: 'basket', path: 'basket', element: <S.Basket /> },
              { id: 'deposit', path: 'deposit', element: <S.Deposit /> },
              { id: 'dashboard', path: 'dashboard', element: <S.Dashboard /> },
              { id: 'dashboard-tab', path: 'dashboard/:tabs', element: <S.Dashboard /> },
              { id: 'repay', path: 'repay/:product_id', element: <S.Repay /> },
              { id: 'notifications', path: 'notifications', element: <S.Notifications /> },
              { id: 'open-alerts', path: 'open_alerts', element: <S.OpenAlerts /> },
              { id: 'auto-invest', path: 'auto_invest', element: <S.AutoInvest /> },
            ],
          },
        ]),
      },
      {
        // Policies and the 404 page keep the site's menu and footer: a reader can go on from there.
        path: 'policy',
        element: <DefaultLayout />,
        children: inLayout([
          { id: 'policy-index', index: true, element: <S.Policy /> },
          { id: 'policy-terms', path: ':terms', element: <S.Policy /> },
        ]),
      },
      {
        path: 'error',
        element: <DefaultLayout />,
        children: inLayout([{ id: 'not-found', path: 'Not_Found', element: <S.NotFound /> }]),
      },
      {
        path: 'admin',
        element: (
          <Suspense fallback={<Spinner />}>
            <AdminLayout />
          </Suspense>
        ),
        children: inLayout([
          {
            element: <RequireOperator />,
            children: [
              { id: 'admin-home', index: true, element: <S.AdminHome /> },
              { id: 'admin-products', path: 'products', element: <S.AdminProducts /> },
              { id: 'admin-repayments', path: 'repayments', element: <S.AdminRepayments /> },
              { id: 'admin-loan', path: 'loans/:product_id', element: <S.AdminLoan /> },
              { id: 'admin-overdue-notices', path: 'overdue_notices', element: <S.AdminOverdueNotices /> },
              { id: 'admin-users', path: 'users', element: <S.AdminUsers /> },
              { id: 'admin-identity-verifications', path: 'identity_verifications', element: <S.AdminIdentityVerifications /> },
              { id: 'admin-investor-types', path: 'investor_type_requests', element: <S.AdminInvestorTypes /> },
              { id: 'admin-boards', path: 'boards', element: <S.AdminBoards /> },
              { id: 'admin-inquiries', path: 'inquiries', element: <S.AdminInquiries /> },
              { id: 'admin-policies', path: 'policies', element: <S.AdminPolicies /> },
              { id: 'admin-security-self-checks', path: 'security_self_checks', element: <S.AdminSecuritySelfChecks /> },
              { id: 'admin-ledger', path: 'ledger', element: <S.AdminLedger /> },
              { id: 'admin-sandbox-bank', path: 'sandbox_bank', element: <S.AdminSandboxBank /> },
            ],
          },
        ]),
      },
      { id: 'unknown', path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
    ],
  },
];

/** The route table rendered (the declarative router: the screens load no data through the router, so its data APIs would only add weight). */
export function AppRoutes() {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
