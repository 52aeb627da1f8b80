import { Link, useLocation, useParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { EmptyState, ErrorState, LoadingBlock } from '@/components/states';
import { isApiError } from '@/lib/api-client';
import { messageForFailCode } from '@/lib/fail-messages';
import { formatDate } from '@/lib/format';
import { BOARD_LABELS, isBoardName } from '../api/board-labels';
import { useArticle } from '../api/get-article';

const ACCESS_CODES = new Set(['no_permission', 'investor_only', 'is_investor_only', 'not_invested_this_product']);

/** The ONE board-detail screen for every article route (/notice/:id, /guide/:id, …). */
export function BoardDetailPage() {
  const { articleId = '' } = useParams();
  const location = useLocation();
  const segment = location.pathname.split('/')[1];
  const board = isBoardName(segment) ? segment : 'notice';
  const labels = BOARD_LABELS[board];
  const article = useArticle(board, articleId);

  if (article.isPending) {
    return (
      <Page title={labels.title} heading={labels.title}>
        <LoadingBlock label="글을 불러오는 중입니다…" />
      </Page>
    );
  }
  if (article.isError) {
    const code = isApiError(article.error) ? article.error.data.fail_code : undefined;
    const restricted = code !== undefined && ACCESS_CODES.has(code);
    return (
      <Page title={labels.title} heading={labels.title}>
        {restricted ? (
          // Not a failure: the post is there, for its product's investors only (title public, body not).
          <EmptyState title="이 글은 해당 상품 투자자에게만 공개됩니다.">
            {code === 'no_permission' ? '로그인하시면 투자하신 상품의 글을 보실 수 있습니다.' : messageForFailCode(code)}
          </EmptyState>
        ) : (
          <ErrorState title="글을 찾을 수 없습니다." error={article.error} />
        )}
        <div className="button-row">
          {code === 'no_permission' ? (
            <Link className="button button--primary" to={`/user/login?redirect=${encodeURIComponent(location.pathname)}`}>
              로그인하기
            </Link>
          ) : null}
          <Link className="button button--ghost" to={`/${board}`}>
            목록으로
          </Link>
        </div>
      </Page>
    );
  }
  const a = article.data;
  return (
    <Page title={`${a.title} - ${labels.title}`} heading={a.title} lead={`${labels.title} · ${formatDate(a.created_at)}`}>
      {a.investor_only ? <p className="badge badge--overdue">이 글은 해당 상품 투자자에게만 공개됩니다.</p> : null}
      {/* body_html is sanitized by the server before it is stored (API.md, boards). */}
      <article className="article-body prose card" dangerouslySetInnerHTML={{ __html: a.body_html }} />
      {a.attachments && a.attachments.length > 0 ? (
        <section className="card" aria-labelledby="attachments-heading">
          <h2 id="attachments-heading" className="card__title">
            첨부 파일
          </h2>
          <ul className="link-list">
            {a.attachments.map((file) => (
              <li key={file.url}>
                <a href={file.url} target="_blank" rel="noopener noreferrer">
                  {file.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {a.product_id ? (
        <p>
          <Link to={`/products/${a.product_id}`}>관련 상품 보기</Link>
        </p>
      ) : null}
      <nav className="article-nav" aria-label="이전 글과 다음 글">
        {a.prev ? (
          <Link to={`/${board}/${a.prev.id}`}>
            <span className="article-nav__label">이전 글</span> {a.prev.title}
          </Link>
        ) : (
          <span className="muted">이전 글이 없습니다.</span>
        )}
        {a.next ? (
          <Link to={`/${board}/${a.next.id}`}>
            <span className="article-nav__label">다음 글</span> {a.next.title}
          </Link>
        ) : (
          <span className="muted">다음 글이 없습니다.</span>
        )}
      </nav>
      <Link className="button button--ghost" to={`/${board}`}>
        목록으로
      </Link>
    </Page>
  );
}
