import { useState, type FormEvent } from 'react';
import { DataTable, type Column } from '@/components/data-table';
import { Page } from '@/components/page';
import { Pagination } from '@/components/pagination';
import { EmptyState, ErrorState, LoadingBlock } from '@/components/states';
import { formatCount, formatDate } from '@/lib/format';
import { useUserSearch, type AdminUserRow } from '../api/search-users';

const TYPE_LABELS = { general: '일반', income_qualified: '소득적격', professional: '전문' } as const;
const PAGE_SIZE = 20;

/** /admin/users: search accounts by name, e-mail or phone. */
/** Members: a table on tablets and desktops, a card per member on phones (the name on top). */
const USER_COLUMNS: Column<AdminUserRow>[] = [
  { key: 'name', header: '이름', primary: true, cell: (user) => user.name },
  { key: 'email', header: '이메일', cell: (user) => user.email },
  { key: 'phone', header: '휴대폰', cell: (user) => user.phone },
  { key: 'role', header: '역할', cell: (user) => (user.role === 'operator' ? '운영자' : '투자자') },
  { key: 'type', header: '투자자 유형', cell: (user) => TYPE_LABELS[user.investor_type] },
  { key: 'vaccount', header: '가상계좌', cell: (user) => (user.has_vaccount ? '발급' : '-') },
  { key: 'joined', header: '가입일', cell: (user) => formatDate(user.created_at) },
];

export function AdminUsersPage() {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const users = useUserSearch({ q, page, size: PAGE_SIZE });
  return (
    <Page title="회원 관리" heading="회원" lead="이름, 이메일 또는 휴대폰 번호로 회원을 찾습니다." wide>
      <form
        className="search-form"
        role="search"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          setQ(draft.trim());
          setPage(1);
        }}
      >
        <label className="visually-hidden" htmlFor="user-search">
          회원 검색
        </label>
        <input id="user-search" className="field__input" type="search" maxLength={100} placeholder="이름, 이메일, 휴대폰 번호" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <button type="submit" className="button button--ghost">
          검색
        </button>
      </form>
      {users.isPending ? (
        <LoadingBlock />
      ) : users.isError ? (
        <ErrorState onRetry={() => void users.refetch()} />
      ) : users.data.items.length === 0 ? (
        <EmptyState title={q ? `'${q}'에 맞는 회원이 없습니다.` : '가입한 회원이 없습니다.'} />
      ) : (
        <>
          <p className="muted">총 {formatCount(users.data.total, '명')}</p>
          <DataTable caption="회원 목록" columns={USER_COLUMNS} rows={users.data.items} rowKey={(user) => user.id} />
          <Pagination page={users.data.page} size={users.data.size} total={users.data.total} onChange={setPage} />
        </>
      )}
    </Page>
  );
}
