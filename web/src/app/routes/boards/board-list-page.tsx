import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { AsyncBoundary } from '@/components/async-boundary';
import { Pagination } from '@/components/pagination';
import { SearchForm } from '@/components/search-form';
import { formatDate } from '@/lib/format';
import { BOARD_LABELS, type BoardName } from '@/lib/board-labels';
import { useBoard, type ArticleSummary } from '@/api/get-board';

const PAGE_SIZE = 15;

/** A press item links out to the outlet's article (no detail route); others open the shared detail screen. */
function ArticleTitle({ board, item }: { board: BoardName; item: ArticleSummary }) {
  if (board === 'press') {
    return item.link_url ? (
      <a className="article-list__title" href={item.link_url} target="_blank" rel="noopener noreferrer">
        {item.title}
        <span className="visually-hidden"> (새 창에서 기사 원문 열기)</span>
      </a>
    ) : (
      <span className="article-list__title">{item.title}</span>
    );
  }
  return (
    <Link className="article-list__title" to={`/${board}/${item.id}`}>
      {item.title}
    </Link>
  );
}

/** One list screen for every board: search, pinned posts first, paging in the URL. */
export function BoardListPage({ board }: { board: BoardName }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const q = params.get('q') ?? '';
  const list = useBoard(board, { page, size: PAGE_SIZE, q: q || undefined });
  const labels = BOARD_LABELS[board];

  const onSearch = (words: string) => setParams(words ? { q: words } : {});
  const onPage = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    setParams(next);
  };

  return (
    <Page title={labels.title} heading={labels.title} lead={labels.lead}>
      <SearchForm label={`${labels.title} 검색`} placeholder="제목이나 내용으로 검색" onSearch={onSearch} initialWords={q} />
      <AsyncBoundary
        query={list}
        loadingLabel="글 목록을 불러오는 중입니다…"
        errorTitle="글 목록을 불러오지 못했습니다."
        isEmpty={(data) => data.items.length === 0}
        empty={{ title: q ? `'${q}' 검색 결과가 없습니다.` : '등록된 글이 없습니다.' }}
      >
        {(data) => (
          <>
            {q ? <p className="muted">'{q}' 검색 결과 {data.total}건</p> : null}
            <ul className="article-list">
              {data.items.map((item) => (
                <li key={item.id} className={item.pinned ? 'article-list__item is-pinned' : 'article-list__item'}>
                  {item.pinned ? <span className="badge badge--primary">중요</span> : null}
                  {item.investor_only ? <span className="badge badge--overdue">투자자 전용</span> : null}
                  <ArticleTitle board={board} item={item} />
                  {item.source ? <span className="muted">{item.source}</span> : null}
                  <time className="article-list__date" dateTime={item.created_at}>
                    {formatDate(item.created_at)}
                  </time>
                </li>
              ))}
            </ul>
            <Pagination page={data.page} size={data.size} total={data.total} onChange={onPage} />
          </>
        )}
      </AsyncBoundary>
    </Page>
  );
}
