import { useState, type FormEvent } from 'react';
import { Page } from '@/components/page';
import { EmptyState, ErrorState, LoadingBlock } from '@/components/states';
import { formatDate } from '@/lib/format';
import { useAdminUsers } from '../api/admin-api';

export function AdminUsersPage() {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const users = useAdminUsers(q);
  return (
    <Page title="회원 관리" heading="회원" lead="이름이나 이메일로 회원을 찾습니다." wide>
      <form
        className="search-form"
        role="search"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          setQ(draft.trim());
        }}
      >
        <label className="visually-hidden" htmlFor="user-search">
          회원 검색
        </label>
        <input id="user-search" className="field__input" type="search" placeholder="이름 또는 이메일" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <button type="submit" className="button button--ghost">
          검색
        </button>
      </form>
      {users.isPending ? (
        <LoadingBlock />
      ) : users.isError ? (
        <ErrorState onRetry={() => void users.refetch()} />
      ) : users.data.length === 0 ? (
        <EmptyState title="검색된 회원이 없습니다." />
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">이름</th>
                <th scope="col">이메일</th>
                <th scope="col">역할</th>
                <th scope="col">투자자 유형</th>
                <th scope="col">가입일</th>
              </tr>
            </thead>
            <tbody>
              {users.data.map((user) => (
                <tr key={user.id}>
                  <td>{user.name}</td>
                  <td>{user.email}</td>
                  <td>{user.role === 'operator' ? '운영자' : '투자자'}</td>
                  <td>{user.investor_type}</td>
                  <td>{formatDate(user.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Page>
  );
}
