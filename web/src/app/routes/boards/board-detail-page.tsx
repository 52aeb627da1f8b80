import { Link, useLocation, useParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { LoadingBlock } from '@/components/states';
import { formatDate } from '@/lib/format';
import { BOARD_LABELS, isBoardName } from '@/lib/board-labels';
import { useArticle } from '@/api/get-article';
import { ArticleUnavailable } from '@/features/boards/components/article-unavailable';
import { ArticleView } from '@/features/boards/components/article-view';

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
    return (
      <Page title={labels.title} heading={labels.title}>
        <ArticleUnavailable board={board} error={article.error} />
      </Page>
    );
  }
  const a = article.data;
  return (
    <Page title={`${a.title} - ${labels.title}`} heading={a.title} lead={`${labels.title} · ${formatDate(a.created_at)}`}>
      <ArticleView board={board} article={a} />
      <Link className="button button--ghost" to={`/${board}`}>
        목록으로
      </Link>
    </Page>
  );
}
