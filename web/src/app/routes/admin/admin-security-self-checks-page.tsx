// /admin/security_self_checks: the yearly information-security self-check (온투법 30조②). Pick a
// year (the business year and every year with a check), fill in its draft, publish it; every
// version of the year stays listed, and the public page shows the published ones.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AsyncBoundary } from '@/components/async-boundary';
import { Card } from '@/components/card';
import { DataTable, type Column } from '@/components/data-table';
import { Page } from '@/components/page';
import { formatDate, formatDateTime } from '@/lib/format';
import type { SecuritySelfCheck } from '@/api/security-self-check.types';
import { useBusinessToday } from '@/features/admin/api/sandbox/get-business-clock';
import { useSelfCheckOverview, useSelfCheckYear, type SelfCheckOverview } from '@/features/admin/api/security-self-checks/get-security-self-checks';
import { SelfCheckEditor } from '@/features/admin/components/security-self-checks/self-check-editor';
import '@/features/disclosures/components/security-self-checks.css';

const VERSION_COLUMNS: Column<SecuritySelfCheck>[] = [
  { key: 'version', header: '판', primary: true, cell: (v) => `${v.version}판` },
  { key: 'state', header: '상태', cell: (v) => (v.state === 'published' ? <span className="badge badge--funded">게시됨</span> : <span className="badge badge--scheduled">작성 중</span>) },
  { key: 'checked', header: '점검일', cell: (v) => (v.checked_on ? formatDate(v.checked_on) : '-') },
  { key: 'at', header: '게시·저장 시각', cell: (v) => formatDateTime(v.published_at ?? v.updated_at) },
  { key: 'reason', header: '정정 사유', cell: (v) => v.correction_reason ?? '-' },
];

/** The years to choose from: the business year first, then every year with a check, newest first. */
function YearPicker({ overview, selected, onSelect }: { overview: SelfCheckOverview; selected: number; onSelect: (year: number) => void }) {
  const years = [...new Set([overview.business_year, ...overview.items.map((i) => i.year)])].sort((a, b) => b - a);
  const stateOf = (year: number) => {
    const item = overview.items.find((i) => i.year === year);
    if (!item) return '미작성';
    if (item.draft_version) return `${item.draft_version}판 작성 중`;
    return `${item.published_version}판 게시됨`;
  };
  return (
    <div className="self-check-years" role="group" aria-label="점검 연도">
      {years.map((year) => (
        <button key={year} type="button" className={`button ${year === selected ? 'button--primary' : 'button--ghost'}`} aria-pressed={year === selected} onClick={() => onSelect(year)}>
          {year}년 ({stateOf(year)})
        </button>
      ))}
    </div>
  );
}

function YearSelfCheck({ year }: { year: number }) {
  const check = useSelfCheckYear(year);
  const businessToday = useBusinessToday();
  return (
    <AsyncBoundary query={check}>
      {(data) => (
        <>
          <Card title={`${year}년 점검 결과 작성`} className="stack">
            <SelfCheckEditor key={`${year}:${data.draft?.version ?? 'none'}:${data.published?.version ?? 'none'}`} data={data} businessToday={businessToday} />
          </Card>
          <Card title="판 이력" className="stack">
            {data.versions.length === 0 ? (
              <p className="muted">아직 저장한 점검 결과가 없습니다.</p>
            ) : (
              <DataTable caption={`${year}년 자체점검 판 이력 (최신순)`} columns={VERSION_COLUMNS} rows={data.versions} rowKey={(v) => String(v.version)} />
            )}
          </Card>
        </>
      )}
    </AsyncBoundary>
  );
}

export function AdminSecuritySelfChecksPage() {
  const overview = useSelfCheckOverview();
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <Page
      title="정보보호 자체점검"
      lead="온라인투자연계금융업법 제30조제2항에 따라 매년 정보보호 상황을 점검하고 그 결과를 게시합니다. 게시한 결과는 고칠 수 없으며, 정정은 새 판으로 게시합니다."
      wide
    >
      <AsyncBoundary query={overview}>
        {(data) => {
          const year = chosen ?? data.business_year;
          return (
            <div className="stack">
              <YearPicker overview={data} selected={year} onSelect={setChosen} />
              <p className="muted">
                게시한 결과는 <Link to="/disclosures/security_self_checks">정보보호 자체점검 공시</Link>에서 누구나 볼 수 있습니다.
              </p>
              <YearSelfCheck year={year} />
            </div>
          );
        }}
      </AsyncBoundary>
    </Page>
  );
}
