import { Link, NavLink, useParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { ErrorState, LoadingBlock } from '@/components/states';
import { formatDate } from '@/lib/format';
import { POLICY_LINKS, usePolicy } from '../api/policies-api';

/** /policy (the list) and /policy/:terms (one document). */
export function PolicyPage() {
  const { terms } = useParams();
  const policy = usePolicy(terms ?? '', Boolean(terms));
  const known = POLICY_LINKS.find((link) => link.terms === terms);
  const title = policy.data?.title ?? known?.label ?? '약관 및 정책';
  return (
    <Page title={title} heading={title} lead={policy.data ? `시행일 ${formatDate(policy.data.effective_on)}` : undefined}>
      <nav className="tabs" aria-label="약관 목록">
        {POLICY_LINKS.map((link) => (
          <NavLink key={link.terms} to={`/policy/${link.terms}`} className={({ isActive }) => (isActive ? 'tabs__tab is-active' : 'tabs__tab')}>
            {link.label}
          </NavLink>
        ))}
      </nav>
      {!terms ? (
        <ul className="link-list">
          {POLICY_LINKS.map((link) => (
            <li key={link.terms}>
              <Link to={`/policy/${link.terms}`}>{link.label}</Link>
            </li>
          ))}
        </ul>
      ) : policy.isPending ? (
        <LoadingBlock />
      ) : policy.isError ? (
        <ErrorState title="약관을 찾을 수 없습니다." />
      ) : (
        <article className="prose card" dangerouslySetInnerHTML={{ __html: policy.data.body_html }} />
      )}
    </Page>
  );
}
