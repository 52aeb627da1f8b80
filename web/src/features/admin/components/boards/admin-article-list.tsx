import { useState } from 'react';
import toast from 'react-hot-toast';
import { useBoard } from '@/api/get-board';
import { AsyncBoundary } from '@/components/async-boundary';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Pagination } from '@/components/pagination';
import type { BoardName } from '@/lib/board-labels';
import { formatDate } from '@/lib/format';
import { useRemoveArticle } from '../../api/remove-article';

type Props = { board: BoardName; page: number; q: string; onPage: (page: number) => void; onEdit: (id: string) => void; onRemoved: (id: string) => void };

/** The board's posts, newest first, each with its edit and delete buttons. */
export function AdminArticleList({ board, page, q, onPage, onEdit, onRemoved }: Props) {
  const list = useBoard(board, { page, size: 20, q });
  const remove = useRemoveArticle(board);
  const [removing, setRemoving] = useState<{ id: string; title: string } | null>(null);
  const onRemove = (id: string, title: string) => setRemoving({ id, title });
  const confirmRemove = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => {
        toast.success('게시글을 삭제했습니다.');
        onRemoved(id);
      },
      onSettled: () => setRemoving(null),
    });
  return (
    <section className="card" aria-label="글 목록">
      <AsyncBoundary query={list} isEmpty={(data) => data.items.length === 0} empty={{ title: '글이 없습니다.' }}>
        {(data) => (
          <>
            <ul className="article-list">
              {data.items.map((item) => (
                <li key={item.id} className="article-list__item">
                  {item.pinned ? <span className="badge badge--primary">고정</span> : null}
                  {item.investor_only ? <span className="badge badge--overdue">투자자 전용</span> : null}
                  <span className="article-list__title">{item.title}</span>
                  <time className="article-list__date">{formatDate(item.created_at)}</time>
                  <button type="button" className="button button--ghost button--small" onClick={() => onEdit(item.id)} aria-label={`"${item.title}" 수정`}>
                    수정
                  </button>
                  <button type="button" className="button button--ghost button--small" disabled={remove.isPending} aria-label={`"${item.title}" 삭제`} onClick={() => onRemove(item.id, item.title)}>
                    삭제
                  </button>
                </li>
              ))}
            </ul>
            <Pagination page={data.page} size={data.size} total={data.total} onChange={onPage} />
          </>
        )}
      </AsyncBoundary>
      <ConfirmDialog
        open={removing !== null}
        title="게시글 삭제"
        confirmLabel="삭제하기"
        busyLabel="삭제하는 중…"
        busy={remove.isPending}
        onConfirm={() => removing && confirmRemove(removing.id)}
        onClose={() => setRemoving(null)}
      >
        <p>“{removing?.title}” 글을 삭제합니다. 게시판에서 바로 사라지며 되돌릴 수 없습니다.</p>
      </ConfirmDialog>
    </section>
  );
}
