import { useState } from 'react';
import { Page } from '@/components/page';
import { BOARD_LABELS, BOARD_NAMES, type BoardName } from '@/lib/board-labels';
import { AdminArticleList } from '@/features/admin/components/boards/admin-article-list';
import { EditorPanel } from '@/features/admin/components/boards/editor-panel';

/** /admin/boards: write, edit and delete posts on every board. */
export function AdminBoardsPage() {
  const [board, setBoard] = useState<BoardName>('notice');
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const done = () => {
    setEditing(null);
    setFormKey((k) => k + 1);
  };
  return (
    <Page title="게시판 관리" heading="게시판" lead="게시판별 글을 쓰고 고치고 지웁니다. 본문 HTML은 저장할 때 서버에서 안전하게 정리됩니다." wide>
      <div className="filter-bar">
        <div className="field field--inline">
          <label className="field__label" htmlFor="admin-board">
            게시판
          </label>
          <select
            id="admin-board"
            className="field__input"
            value={board}
            onChange={(e) => {
              setBoard(e.target.value as BoardName);
              setPage(1);
              setEditing(null);
            }}
          >
            {BOARD_NAMES.map((key) => (
              <option key={key} value={key}>
                {BOARD_LABELS[key].title}
              </option>
            ))}
          </select>
        </div>
        <input
          className="field__input"
          type="search"
          aria-label="제목 검색"
          placeholder="제목이나 내용으로 검색"
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(1);
          }}
        />
      </div>
      <div className="two-columns">
        <EditorPanel key={formKey} board={board} editing={editing} onDone={done} />
        <AdminArticleList board={board} page={page} q={q} onPage={setPage} onEdit={setEditing} onRemoved={(id) => (editing === id ? setEditing(null) : undefined)} />
      </div>
    </Page>
  );
}
