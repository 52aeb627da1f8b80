import { useState } from 'react';
import { AsyncBoundary } from '@/components/async-boundary';
import { DataTable, type Column } from '@/components/data-table';
import { Page } from '@/components/page';
import { SearchForm } from '@/components/search-form';
import { formatDateTime } from '@/lib/format';
import { useIdentityVerifications, type IdentityVerificationRecord } from '@/features/admin/api/identity-verifications';

const COLUMNS: Column<IdentityVerificationRecord>[] = [
  { key: 'name', header: '이름', primary: true, cell: (r) => r.name },
  { key: 'email', header: '회원 이메일', cell: (r) => r.email ?? '탈퇴한 회원' },
  { key: 'outcome', header: '결과', cell: (r) => (r.outcome === 'verified' ? <span className="badge badge--funding">인증 완료</span> : <span className="badge badge--canceled">인증 실패</span>) },
  { key: 'birth', header: '생년월일', cell: (r) => r.birth_date },
  { key: 'phone', header: '휴대폰', cell: (r) => r.phone },
  { key: 'reason', header: '실패 사유·인증 번호', cell: (r) => r.fail_reason ?? r.provider_reference ?? '-' },
  { key: 'at', header: '요청 시각', cell: (r) => formatDateTime(r.requested_at) },
];

/** /admin/identity_verifications: every identity verification attempt, kept for customer due diligence (특금법). */
export function AdminIdentityVerificationsPage() {
  const [q, setQ] = useState('');
  const records = useIdentityVerifications(q);
  return (
    <Page title="본인인증 기록" heading="본인인증 기록" lead="회원의 본인인증 시도를 모두 보여 줍니다. 기록은 거래 관계가 끝난 뒤에도 5년 동안 보관하며 회원 탈퇴로 지워지지 않습니다." wide>
      <SearchForm label="본인인증 기록 검색" placeholder="이름, 이메일, 휴대폰 번호" onSearch={setQ} />
      <AsyncBoundary query={records} isEmpty={(data) => data.length === 0} empty={{ title: q ? `'${q}'에 맞는 기록이 없습니다.` : '본인인증 기록이 없습니다.' }}>
        {(data) => <DataTable caption="본인인증 기록 (최근 100건)" columns={COLUMNS} rows={data} rowKey={(r) => r.id} />}
      </AsyncBoundary>
    </Page>
  );
}
