import { useState } from 'react';
import type { Column } from '@/components/data-table';
import { Page } from '@/components/page';
import { PagedTable } from '@/components/paged-table';
import { SearchForm } from '@/components/search-form';
import { formatCount, formatDate } from '@/lib/format';
import { INVESTOR_TYPE_SHORT_LABELS } from '@/lib/labels';
import { useUserSearch, type AdminUserRow } from '@/features/admin/api/search-users';

const PAGE_SIZE = 20;

/** Members: a table on tablets and desktops, a card per member on phones (the name on top). */
const USER_COLUMNS: Column<AdminUserRow>[] = [
  { key: 'name', header: '이름', primary: true, cell: (user) => user.name },
  { key: 'email', header: '이메일', cell: (user) => user.email },
  { key: 'phone', header: '휴대폰', cell: (user) => user.phone },
  { key: 'role', header: '역할', cell: (user) => (user.role === 'operator' ? '운영자' : '투자자') },
  { key: 'type', header: '투자자 유형', cell: (user) => INVESTOR_TYPE_SHORT_LABELS[user.investor_type] },
  { key: 'corporate', header: '법인 (실제소유자)', cell: (user) => <CompanyCell user={user} /> },
  { key: 'vaccount', header: '가상계좌', cell: (user) => (user.has_vaccount ? '발급' : '-') },
  { key: 'joined', header: '가입일', cell: (user) => formatDate(user.created_at) },
];

/** A corporation's company and number, and the beneficial owner its representative declared (특금법 고객확인). */
function CompanyCell({ user }: { user: AdminUserRow }) {
  const corporate = user.corporate;
  if (!corporate) return <>-</>;
  const owner = corporate.beneficial_owner;
  return (
    <>
      {corporate.company_name} ({corporate.business_number})
      <br />
      <span className="muted">{owner ? `실제소유자 ${owner.name} · ${owner.birth_date}` : '실제소유자 미확인'}</span>
    </>
  );
}

/** /admin/users: search accounts by name, e-mail, phone, company name or business number. */
export function AdminUsersPage() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const users = useUserSearch({ q, page, size: PAGE_SIZE });
  const search = (words: string) => {
    setQ(words);
    setPage(1);
  };
  return (
    <Page title="회원 관리" heading="회원" lead="이름, 이메일, 휴대폰 번호, 법인명 또는 사업자등록번호로 회원을 찾습니다." wide>
      <SearchForm label="회원 검색" placeholder="이름, 이메일, 휴대폰 번호, 법인명" onSearch={search} />
      <PagedTable
        query={users}
        caption="회원 목록"
        columns={USER_COLUMNS}
        rowKey={(user) => user.id}
        emptyTitle={q ? `'${q}'에 맞는 회원이 없습니다.` : '가입한 회원이 없습니다.'}
        onPage={setPage}
        summary={(data) => <p className="muted">총 {formatCount(data.total, '명')}</p>}
      />
    </Page>
  );
}
