// Proves the route table: every seed path resolves to its screen, article details share one screen, investment_summary and unknown paths redirect, protected routes show need-login (saying so when the session ended), login and sign-up send a logged-in user on, policies and the 404 page keep the site's menu and footer, and /admin is guarded.
import { screen, waitFor } from '@testing-library/react';
import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { clearCookies, jsonResponse, renderAt } from '@/test/test-utils';
import { routes } from './router';

const UUID = '3f2c7a9e-1b2d-4c5e-8f90-123456789abc';

const SEED_PATHS: [string, string][] = [
  ['/', 'home'],
  ['/products', 'product-list'],
  [`/products/${UUID}`, 'product-detail'],
  ['/corp_invest', 'corp-invest'],
  ['/invest_grade_guide', 'invest-grade-guide'],
  ['/product_guide', 'product-guide'],
  ['/product_guide/apt', 'product-guide-type'],
  ['/team', 'team'],
  ['/p2p_business', 'p2p-business'],
  ['/notice', 'board-list:notice'],
  [`/notice/${UUID}`, 'board-detail:notice'],
  ['/guide', 'board-list:guide'],
  [`/guide/${UUID}`, 'board-detail:guide'],
  ['/event', 'board-list:event'],
  [`/event/${UUID}`, 'board-detail:event'],
  ['/press', 'board-list:press'],
  ['/faq', 'faq'],
  ['/safe_invest', 'safe-invest'],
  ['/overdue', 'board-list:overdue'],
  [`/overdue/${UUID}`, 'board-detail:overdue'],
  ['/announcement', 'board-list:announcement'],
  [`/announcement/${UUID}`, 'board-detail:announcement'],
  ['/disclosure', 'board-list:disclosure'],
  [`/disclosure/${UUID}`, 'board-detail:disclosure'],
  ['/landing/apt', 'landing-apt'],
  ['/loan/apt', 'loan-apt'],
  ['/user_password_reset_verify', 'password-reset-verify'],
  ['/user/login', 'login'],
  ['/user/sign_up', 'sign-up'],
  ['/user/welcome', 'welcome'],
  ['/user/profile', 'profile'],
  ['/user/open_alerts', 'open-alerts'],
  ['/user/create_vaccount', 'create-vaccount'],
  ['/user/password_reset_request', 'password-reset-request'],
  ['/user/basket', 'basket'],
  ['/user/deposit', 'deposit'],
  ['/user/dashboard', 'dashboard'],
  ['/user/dashboard/inquiry', 'dashboard-tab'],
  [`/user/repay/${UUID}`, 'repay'],
  ['/user/investment_summary', 'investment-summary'],
  ['/policy', 'policy-index'],
  ['/policy/terms', 'policy-terms'],
  ['/error/Not_Found', 'not-found'],
  ['/admin', 'admin-home'],
  ['/admin/products', 'admin-products'],
  [`/admin/loans/${UUID}`, 'admin-loan'],
  ['/press/123', 'unknown'],
  ['/no/such/page', 'unknown'],
];

function leafRoute(path: string): RouteObject | undefined {
  const matches = matchRoutes(routes, path);
  return matches?.[matches.length - 1]?.route;
}

describe('route table', () => {
  it.each(SEED_PATHS)('%s resolves to %s', (path, id) => {
    expect(leafRoute(path)?.id).toBe(id);
  });

  it('renders every article detail route with the same board-detail screen', () => {
    const details = ['notice', 'guide', 'event', 'overdue', 'announcement', 'disclosure'].map((board) => leafRoute(`/${board}/${UUID}`)?.element);
    const types = new Set(details.map((element) => (isValidElement(element) ? element.type : null)));
    expect(types.size).toBe(1);
    expect([...types][0]).not.toBeNull();
  });
});

describe('route behaviour', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    clearCookies();
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(jsonResponse(200, { items: [], page: 1, size: 20, total: 0 }));
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('redirects an unknown path to /error/Not_Found', async () => {
    const { router } = renderAt('/this/does/not/exist');
    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error/Not_Found');
  });

  it('redirects /user/investment_summary to /user/dashboard/inquiry', async () => {
    const { router } = renderAt('/user/investment_summary');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/dashboard/inquiry'));
  });

  it.each(['/user/basket', '/user/deposit', '/user/dashboard', '/user/dashboard/schedule', `/user/repay/${UUID}`, '/user/profile', '/user/create_vaccount', '/user/welcome', '/user/open_alerts'])(
    'shows the need-login screen on %s without the logined_user cookie',
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { name: '로그인이 필요합니다' })).toBeInTheDocument();
      const link = screen.getByRole('link', { name: '로그인하기' });
      expect(link.getAttribute('href')).toBe(`/user/login?redirect=${encodeURIComponent(path)}`);
    },
  );

  it('renders a protected screen for a logged-in user', async () => {
    document.cookie = `logined_user=${encodeURIComponent(JSON.stringify({ id: 'u1', name: '김투자' }))}; path=/`;
    fetchMock.mockResolvedValue(jsonResponse(200, { items: [], total_amount: 0 }));
    renderAt('/user/basket');
    expect(await screen.findByRole('heading', { name: '장바구니' })).toBeInTheDocument();
    expect(await screen.findByText('장바구니가 비어 있습니다.')).toBeInTheDocument();
    expect(screen.getAllByText('김투자').length).toBeGreaterThan(0);
  });

  it('shows 접근 권한이 없습니다 on /admin for a logged-in investor', async () => {
    document.cookie = `logined_user=${encodeURIComponent(JSON.stringify({ id: 'u1', name: '김투자' }))}; path=/`;
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/me' ? jsonResponse(200, { user: { id: 'u1', name: '김투자', role: 'investor' } }) : jsonResponse(200, {}),
    );
    renderAt('/admin/products');
    expect(await screen.findByRole('heading', { name: '접근 권한이 없습니다' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '운영 메뉴' })).toHaveTextContent('투자자 유형 심사');
  });

  it('opens /admin for an operator', async () => {
    document.cookie = `logined_user=${encodeURIComponent(JSON.stringify({ id: 'op', name: '운영자' }))}; path=/`;
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/me' ? jsonResponse(200, { user: { id: 'op', name: '운영자', role: 'operator' } }) : jsonResponse(200, {}),
    );
    renderAt('/admin');
    expect(await screen.findByRole('heading', { name: '운영 홈' })).toBeInTheDocument();
  });
});

describe('login state at the door', () => {
  beforeEach(() => {
    clearCookies();
    window.sessionStorage.clear();
    global.fetch = jest.fn(async () => jsonResponse(200, { items: [], page: 1, size: 20, total: 0 })) as unknown as typeof fetch;
  });

  it('says on the need-login screen that the session ended, when it did', async () => {
    document.cookie = `logined_user=${encodeURIComponent(JSON.stringify({ id: 'u1', name: '김투자' }))}; path=/`;
    global.fetch = jest.fn(async () => jsonResponse(401, { fail_code: 'no_permission', message: '' })) as unknown as typeof fetch;
    renderAt('/user/basket');
    expect(await screen.findByRole('heading', { name: '로그인 시간이 끝났습니다' })).toBeInTheDocument();
    expect(screen.getByText(/장바구니에 담은 상품은 그대로 있습니다/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인하기' }).getAttribute('href')).toBe(`/user/login?redirect=${encodeURIComponent('/user/basket')}`);
  });

  it.each([
    ['/user/login', '/user/dashboard'],
    ['/user/sign_up', '/user/dashboard'],
    [`/user/login?redirect=${encodeURIComponent(`/products/${UUID}`)}`, `/products/${UUID}`],
    [`/user/sign_up?next=${encodeURIComponent('/user/basket')}`, '/user/basket'],
    ['/user/login?redirect=https://evil.example/', '/user/dashboard'],
  ])('sends a logged-in user from %s on to %s instead of showing the form', async (path, target) => {
    document.cookie = `logined_user=${encodeURIComponent(JSON.stringify({ id: 'u1', name: '김투자' }))}; path=/`;
    const { router } = renderAt(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
    expect(screen.queryByRole('button', { name: '로그인' })).toBeNull();
    expect(screen.queryByRole('button', { name: '가입하기' })).toBeNull();
  });

  it.each([['/user/login', '로그인'], ['/user/sign_up', '가입하기']])('shows a visitor the form on %s', async (path, button) => {
    renderAt(path);
    expect(await screen.findByRole('button', { name: button })).toBeInTheDocument();
  });
});

describe('the site frame', () => {
  beforeEach(() => {
    clearCookies();
    global.fetch = jest.fn(async () => jsonResponse(200, { items: [], page: 1, size: 20, total: 0 })) as unknown as typeof fetch;
  });

  it.each([['/policy', '약관 및 정책'], ['/policy/terms', null], ['/no/such/page', '페이지를 찾을 수 없습니다']])('keeps the menu and the footer on %s', async (path, heading) => {
    renderAt(path);
    if (heading) expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: '주 메뉴' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('사업자등록번호');
  });
});
