import { Link } from 'react-router-dom';
import { EmptyState, LoadingBlock } from '@/components/states';
import { formatDate } from '@/lib/format';
import { useBoard } from '@/api/get-board';

/** The newest notices for the home page (pinned first, as on the board). */
export function RecentNotices({ count = 5 }: { count?: number }) {
  const notices = useBoard('notice', { page: 1, size: count });
  return (
    <section className="home-section" aria-labelledby="recent-notices-heading">
      <div className="home-section__head">
        <h2 id="recent-notices-heading">공지사항</h2>
        <Link to="/notice">전체 보기</Link>
      </div>
      {notices.isPending ? (
        <LoadingBlock label="공지사항을 불러오는 중입니다…" />
      ) : notices.isError || notices.data.items.length === 0 ? (
        <EmptyState title="새 공지사항이 없습니다." />
      ) : (
        <ul className="article-list">
          {notices.data.items.map((item) => (
            <li key={item.id} className={item.pinned ? 'article-list__item is-pinned' : 'article-list__item'}>
              {item.pinned ? <span className="badge badge--primary">중요</span> : null}
              {item.investor_only ? <span className="badge badge--overdue">투자자 전용</span> : null}
              <Link className="article-list__title" to={`/notice/${item.id}`}>
                {item.title}
              </Link>
              <time className="article-list__date" dateTime={item.created_at}>
                {formatDate(item.created_at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
