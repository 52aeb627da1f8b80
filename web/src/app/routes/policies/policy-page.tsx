import { Link, NavLink, useParams, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { AsyncBoundary } from '@/components/async-boundary';
import { formatDate } from '@/lib/format';
import { usePolicies } from '@/api/get-policies';
import { usePolicy, type Policy } from '@/api/get-policy';
import { POLICY_LINKS } from '@/features/policies/api/policy-links';

function PolicyTabs() {
  return (
    <nav className="tabs" aria-label="약관 목록">
      {POLICY_LINKS.map((link) => (
        <NavLink key={link.terms} to={`/policy/${link.terms}`} className={({ isActive }) => (isActive ? 'tabs__tab is-active' : 'tabs__tab')}>
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}

/** /policy: every policy with its effective date. */
function PolicyIndex() {
  const list = usePolicies();
  return (
    <Page title="약관 및 정책" heading="약관 및 정책" lead="서비스 이용에 적용되는 약관과 방침입니다. 지난 버전도 각 문서에서 확인하실 수 있습니다.">
      <PolicyTabs />
      <AsyncBoundary query={list} isEmpty={(data) => data.items.length === 0} empty={{ title: '게시된 약관이 없습니다.' }}>
        {(data) => (
          <ul className="article-list">
            {data.items.map((item) => (
              <li key={item.terms} className="article-list__item">
                <Link className="article-list__title" to={`/policy/${item.terms}`}>
                  {item.title}
                </Link>
                {item.upcoming ? <span className="badge badge--scheduled">{formatDate(item.upcoming.effective_on)} 개정 예정</span> : null}
                <span className="article-list__date">시행일 {formatDate(item.effective_on)}</span>
              </li>
            ))}
          </ul>
        )}
      </AsyncBoundary>
    </Page>
  );
}

function VersionPicker({ policy, onPick }: { policy: Policy; onPick: (version: number | undefined) => void }) {
  if (policy.versions.length < 2) return null;
  return (
    <div className="field field--inline">
      <label className="field__label" htmlFor="policy-version">
        버전
      </label>
      <select
        id="policy-version"
        className="field__input"
        value={policy.version}
        onChange={(event) => {
          const picked = policy.versions.find((v) => v.version === Number(event.target.value));
          onPick(picked?.is_current ? undefined : picked?.version);
        }}
      >
        {policy.versions.map((v) => (
          <option key={v.version} value={v.version}>
            {`시행일 ${formatDate(v.effective_on)}${v.is_current ? ' (현행)' : v.upcoming ? ' (시행 예정)' : ' (지난 버전)'}`}
          </option>
        ))}
      </select>
    </div>
  );
}

/** /policy/:terms[?version=n]: one document, its effective date and its past versions. */
function PolicyDocument({ terms }: { terms: string }) {
  const [params, setParams] = useSearchParams();
  const versionParam = Number(params.get('version'));
  const version = Number.isSafeInteger(versionParam) && versionParam > 0 ? versionParam : undefined;
  const policy = usePolicy(terms, version);
  const known = POLICY_LINKS.find((link) => link.terms === terms);
  const title = policy.data?.title ?? known?.label ?? '약관 및 정책';
  const lead = policy.data ? `시행일 ${formatDate(policy.data.effective_on)}${policy.data.is_current ? '' : ' · 현재 적용되는 버전이 아닙니다'}` : undefined;
  return (
    <Page title={title} heading={title} lead={lead}>
      <PolicyTabs />
      <AsyncBoundary query={policy} errorTitle="약관을 찾을 수 없습니다.">
        {(data) => (
          <>
            <VersionPicker policy={data} onPick={(v) => setParams(v ? { version: String(v) } : {})} />
            <article className="prose card" dangerouslySetInnerHTML={{ __html: data.body_html }} />
          </>
        )}
      </AsyncBoundary>
    </Page>
  );
}

/** /policy (the list) and /policy/:terms (one document). */
export function PolicyPage() {
  const { terms } = useParams();
  return terms ? <PolicyDocument key={terms} terms={terms} /> : <PolicyIndex />;
}
