// /disclosures/security_self_checks: the platform's published yearly information-security
// self-checks (온투법 30조②), public. Each year's latest version in full; the versions it
// corrected stay readable below it, with the correction's reason.
import { Page } from '@/components/page';
import { AsyncBoundary } from '@/components/async-boundary';
import { EmptyState } from '@/components/states';
import { formatDate } from '@/lib/format';
import { SELF_CHECK_STATUS_LABELS, type SecuritySelfCheck } from '@/api/security-self-check.types';
import { usePublishedSelfChecks } from '@/features/disclosures/api/security-self-checks';
import '@/features/disclosures/components/disclosures.css';
import '@/features/disclosures/components/security-self-checks.css';

const BADGES = { compliant: 'badge--funded', non_compliant: 'badge--overdue', not_applicable: 'badge--scheduled' } as const;

function SelfCheckResult({ check }: { check: SecuritySelfCheck }) {
  return (
    <ul className="self-check-result">
      {check.items.map((item) => (
        <li key={item.key}>
          <span className="self-check-result__label">{item.label}</span>
          {item.status ? <span className={`badge ${BADGES[item.status]}`}>{SELF_CHECK_STATUS_LABELS[item.status]}</span> : <span>-</span>}
          <p className="self-check-result__question">{item.question}</p>
          {item.note ? <p className="self-check-result__note">{item.note}</p> : null}
        </li>
      ))}
    </ul>
  );
}

const published = (check: SecuritySelfCheck) => `${check.version}판 · 점검일 ${formatDate(check.checked_on)} · 게시일 ${formatDate(check.published_at)}`;

function YearCard({ year, current, earlier }: { year: number; current: SecuritySelfCheck; earlier: SecuritySelfCheck[] }) {
  return (
    <section className="card stack disclosure-card" aria-labelledby={`self-check-${year}`}>
      <h2 id={`self-check-${year}`} className="card__title">{year}년 정보보호 자체점검 결과</h2>
      <p className="disclosure-asof">{published(current)}</p>
      {current.correction_reason ? <p className="self-check-notice">정정 사유: {current.correction_reason}</p> : null}
      <SelfCheckResult check={current} />
      {earlier.map((check) => (
        <details key={check.version} className="self-check-earlier">
          <summary>이전 판 보기: {published(check)}</summary>
          {check.correction_reason ? <p className="self-check-notice">정정 사유: {check.correction_reason}</p> : null}
          <SelfCheckResult check={check} />
        </details>
      ))}
    </section>
  );
}

export function SecuritySelfChecksPage() {
  const checks = usePublishedSelfChecks();
  return (
    <Page title="정보보호 자체점검" lead="온라인투자연계금융업법 제30조제2항에 따라 매년 정보보호 상황을 점검하고 그 결과를 게시합니다. 정정한 결과는 새 판으로 게시하며, 이전 판도 함께 공개합니다." wide>
      <AsyncBoundary query={checks} loadingLabel="점검 결과를 불러오는 중입니다." errorTitle="점검 결과를 불러오지 못했습니다.">
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState title="아직 게시한 점검 결과가 없습니다." />
          ) : (
            <div className="stack">
              {data.items.map((entry) => <YearCard key={entry.year} {...entry} />)}
            </div>
          )
        }
      </AsyncBoundary>
    </Page>
  );
}
