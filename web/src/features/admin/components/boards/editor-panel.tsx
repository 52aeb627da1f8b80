import { useArticle, type Article } from '@/api/get-article';
import { AsyncBoundary } from '@/components/async-boundary';
import type { BoardName } from '@/lib/board-labels';
import type { ArticleInput } from '../../api/admin-articles.types';
import { ArticleForm } from './article-form';

const EMPTY: ArticleInput = { title: '', body: '', pinned: false, investor_only: false, product_id: null, category: null, source: null, link_url: null, attachments: [] };

function inputOf(article: Article): ArticleInput {
  return {
    title: article.title,
    body: article.body_html,
    pinned: article.pinned ?? false,
    investor_only: article.investor_only ?? false,
    product_id: article.product_id ?? null,
    category: article.category ?? null,
    source: article.source ?? null,
    link_url: article.link_url ?? null,
    attachments: article.attachments ?? [],
  };
}

type Props = { board: BoardName; editing: string | null; onDone: () => void };

/** Loads the post being edited, then mounts a fresh form with its fields; a new post starts empty. */
export function EditorPanel({ board, editing, onDone }: Props) {
  const article = useArticle(board, editing ?? '', editing !== null);
  if (!editing) return <ArticleForm key={`${board}:new`} board={board} editing={null} initial={EMPTY} onDone={onDone} />;
  return (
    <AsyncBoundary query={article} loadingLabel="글을 불러오는 중입니다…">
      {(data) => <ArticleForm key={`${board}:${editing}`} board={board} editing={editing} initial={inputOf(data)} onDone={onDone} />}
    </AsyncBoundary>
  );
}
