import { Link } from 'react-router-dom';
import type { Article } from '@/api/get-article';
import type { BoardName } from '@/lib/board-labels';
import { Card } from '@/components/card';

/** The files attached to a post, opened in a new tab. */
function Attachments({ files }: { files: NonNullable<Article['attachments']> }) {
  return (
    <Card title="첨부 파일">
      <ul className="link-list">
        {files.map((file) => (
          <li key={file.url}>
            <a href={file.url} target="_blank" rel="noopener noreferrer">
              {file.name}
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** A post's body, its attachments, its product, and the links to the posts before and after it. */
export function ArticleView({ board, article: a }: { board: BoardName; article: Article }) {
  return (
    <>
      {a.investor_only ? <p className="badge badge--overdue">이 글은 해당 상품 투자자에게만 공개됩니다.</p> : null}
      {/* body_html is sanitized by the server before it is stored (docs/api.md, boards). */}
      <article className="article-body prose card" dangerouslySetInnerHTML={{ __html: a.body_html }} />
      {a.attachments && a.attachments.length > 0 ? <Attachments files={a.attachments} /> : null}
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
    </>
  );
}
