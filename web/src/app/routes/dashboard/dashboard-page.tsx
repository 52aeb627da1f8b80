import { useEffect, useRef } from 'react';
import { NavLink, useParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { InquiryTab } from '@/features/dashboard/components/inquiry-tab';
import { ScheduleTab } from '@/features/dashboard/components/schedule-tab';
import { SummaryTab } from '@/features/dashboard/components/summary-tab';
import { TaxTab } from '@/features/dashboard/components/tax-tab';
import { TransactionsTab } from '@/features/dashboard/components/transactions-tab';

const TABS = [
  { key: 'summary', label: '요약', path: '/user/dashboard', Tab: SummaryTab },
  { key: 'inquiry', label: '투자 내역', path: '/user/dashboard/inquiry', Tab: InquiryTab },
  { key: 'transactions', label: '거래 내역', path: '/user/dashboard/transactions', Tab: TransactionsTab },
  { key: 'schedule', label: '지급 일정', path: '/user/dashboard/schedule', Tab: ScheduleTab },
  { key: 'tax', label: '세금', path: '/user/dashboard/tax', Tab: TaxTab },
] as const;

/** /user/dashboard and /user/dashboard/:tabs (inquiry, transactions, schedule, tax). */
export function DashboardPage() {
  const { tabs = 'summary' } = useParams();
  const tab = TABS.find((item) => item.key === tabs) ?? TABS[0];
  const { Tab } = tab;
  // On a phone the tabs scroll sideways in one row: the current one is brought into that row's view.
  const tabsRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const row = tabsRef.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (row && current && row.scrollWidth > row.clientWidth) row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [tab.key]);
  return (
    <Page title={tab.key === 'summary' ? '대시보드' : `${tab.label} - 대시보드`} heading="대시보드" lead="예치금, 투자, 상환 현황을 한눈에 확인하세요." wide>
      <nav ref={tabsRef} className="tabs" aria-label="대시보드 메뉴">
        {TABS.map((item) => (
          <NavLink key={item.key} end to={item.path} className={item.key === tab.key ? 'tabs__tab is-active' : 'tabs__tab'} aria-current={item.key === tab.key ? 'page' : undefined}>
            {item.label}
          </NavLink>
        ))}
      </nav>
      <Tab />
    </Page>
  );
}
