import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Page } from '@/components/page';
import { EmptyState, ErrorState, LoadingBlock } from '@/components/states';
import { TextField } from '@/components/text-field';
import { formatDate } from '@/lib/format';
import { createArticle, deleteArticle, useAdminBoard } from '../api/admin-api';

const BOARDS: Record<string, string> = {
  notice: '공지사항',
  guide: '이용가이드',
  event: '이벤트',
  press: '보도자료',
  faq: '자주 묻는 질문',
  overdue: '연체 공지',
  announcement: '공시',
  disclosure: '정보공개',
};

export function AdminBoardsPage() {
  const [board, setBoard] = useState('notice');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [pinned, setPinned] = useState(false);
  const list = useAdminBoard(board);
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['boards', board] });
  const create = useMutation({
    mutationFn: () => createArticle(board, { title: title.trim(), body, pinned }),
    onSuccess: () => {
      toast.success('게시글을 등록했습니다.');
      setTitle('');
      setBody('');
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteArticle(board, id),
    onSuccess: () => {
      toast.success('게시글을 삭제했습니다.');
      refresh();
    },
  });
  return (
    <Page title="게시판 관리" heading="게시판" lead="게시판별 글을 작성하고 삭제합니다. 본문 HTML은 저장할 때 정리됩니다." wide>
      <div className="field field--inline">
        <label className="field__label" htmlFor="admin-board">
          게시판
        </label>
        <select id="admin-board" className="field__input" value={board} onChange={(e) => setBoard(e.target.value)}>
          {Object.entries(BOARDS).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="two-columns">
        <form
          className="card form"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            create.mutate();
          }}
        >
          <h2 className="card__title">새 글 ({BOARDS[board]})</h2>
          <TextField label="제목" value={title} onChange={(e) => setTitle(e.target.value)} required />
          <div className="field">
            <label className="field__label" htmlFor="article-body">
              본문 (HTML)
            </label>
            <textarea id="article-body" className="field__input" rows={8} value={body} onChange={(e) => setBody(e.target.value)} required />
          </div>
          <label className="checkbox">
            <input type="checkbox" checked={pinned} onChange={(e) => setPinned(e.target.checked)} />
            <span>중요 글로 상단 고정</span>
          </label>
          <button type="submit" className="button button--primary" disabled={create.isPending || !title.trim()}>
            등록
          </button>
        </form>
        <section className="card" aria-label="글 목록">
          {list.isPending ? (
            <LoadingBlock />
          ) : list.isError ? (
            <ErrorState onRetry={() => void list.refetch()} />
          ) : list.data.items.length === 0 ? (
            <EmptyState title="글이 없습니다." />
          ) : (
            <ul className="article-list">
              {list.data.items.map((item) => (
                <li key={item.id} className="article-list__item">
                  <span className="article-list__title">{item.title}</span>
                  <time className="article-list__date">{formatDate(item.created_at)}</time>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    disabled={remove.isPending}
                    onClick={() => {
                      if (window.confirm(`"${item.title}" 글을 삭제할까요?`)) remove.mutate(item.id);
                    }}
                  >
                    삭제
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Page>
  );
}
