import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Page } from '@/components/page';
import { Pagination } from '@/components/pagination';
import { EmptyState, ErrorState, LoadingBlock } from '@/components/states';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { ADMIN_BOARDS, type AdminArticle, type AdminAttachment, type ArticleInput } from '../api/admin-articles.types';
import { useAdminArticle } from '../api/get-admin-article';
import { useAdminBoard } from '../api/get-admin-board';
import { removeArticle } from '../api/remove-article';
import { saveArticle } from '../api/save-article';
import { RichEditor } from '../components/rich-editor';

const EMPTY: ArticleInput = { title: '', body: '', pinned: false, investor_only: false, product_id: null, category: null, source: null, link_url: null, attachments: [] };

function inputOf(article: AdminArticle): ArticleInput {
  return {
    title: article.title,
    body: article.body_html,
    pinned: article.pinned,
    investor_only: article.investor_only,
    product_id: article.product_id,
    category: article.category,
    source: article.source,
    link_url: article.link_url,
    attachments: article.attachments ?? [],
  };
}

const UNSAFE_HTML = /<\s*(script|iframe|style|object|embed|svg)\b|\son\w+\s*=|javascript:/i;

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

function AttachmentsField({ value, onChange }: { value: AdminAttachment[]; onChange: (next: AdminAttachment[]) => void }) {
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  return (
    <fieldset className="field">
      <legend className="field__label">첨부 파일 링크 (선택)</legend>
      {value.length > 0 ? (
        <ul className="link-list">
          {value.map((file, i) => (
            <li key={`${file.url}-${i}`} className="admin-article-row">
              <span>{file.name}</span>
              <span className="muted">{file.url}</span>
              <button type="button" className="button button--ghost button--small" onClick={() => onChange(value.filter((_, j) => j !== i))}>
                빼기
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="admin-article-row">
        <input className="field__input" aria-label="첨부 파일 이름" placeholder="파일 이름" value={name} onChange={(e) => setName(e.target.value)} />
        <input className="field__input" aria-label="첨부 파일 주소" placeholder="https://" value={url} onChange={(e) => setUrl(e.target.value)} />
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={!name.trim() || !/^https?:\/\//i.test(url.trim()) || value.length >= 10}
          onClick={() => {
            onChange([...value, { name: name.trim(), url: url.trim() }]);
            setName('');
            setUrl('');
          }}
        >
          추가
        </button>
      </div>
    </fieldset>
  );
}

function ArticleForm({ board, editing, initial, onDone }: { board: string; editing: string | null; initial: ArticleInput; onDone: () => void }) {
  const [draft, setDraft] = useState(initial);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () => saveArticle(board, editing, draft),
    onSuccess: () => {
      toast.success(editing ? '게시글을 수정했습니다.' : '게시글을 등록했습니다.');
      void queryClient.invalidateQueries({ queryKey: ['boards', board] });
      // The server always normalizes markup; tell the operator only when something unsafe was dropped.
      if (UNSAFE_HTML.test(draft.body)) toast('본문에서 허용되지 않는 HTML(스크립트, 이벤트 속성 등)을 정리해 저장했습니다.', { id: 'sanitized' });
      onDone();
    },
  });
  const fields = isApiError(save.error) ? (save.error.data.fields ?? {}) : {};
  const set = <K extends keyof ArticleInput>(key: K, value: ArticleInput[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form className="card form" onSubmit={onSubmit} aria-label={editing ? '게시글 수정' : '새 게시글'}>
      <h2 className="card__title">{editing ? `글 수정 (${ADMIN_BOARDS[board]})` : `새 글 (${ADMIN_BOARDS[board]})`}</h2>
      <TextField label="제목" value={draft.title} onChange={(e) => set('title', e.target.value)} error={fields.title ? '제목을 200자 이내로 입력해 주십시오.' : undefined} required maxLength={200} />
      <RichEditor label="본문" initialHtml={initial.body} onChange={(html) => set('body', html)} />
      {fields.body ? <span className="field__error">본문을 입력해 주십시오. (스크립트만 있는 본문은 저장되지 않습니다)</span> : null}
      {board === 'faq' ? <TextField label="질문 분류" placeholder="예: 투자, 예치금·출금" value={draft.category ?? ''} onChange={(e) => set('category', orNull(e.target.value))} maxLength={40} /> : null}
      {board === 'press' ? (
        <>
          <TextField label="언론사" value={draft.source ?? ''} onChange={(e) => set('source', orNull(e.target.value))} maxLength={60} />
          <TextField label="기사 원문 주소" placeholder="https://" value={draft.link_url ?? ''} onChange={(e) => set('link_url', orNull(e.target.value))} error={fields.link_url ? 'http:// 또는 https://로 시작하는 주소를 입력해 주십시오.' : undefined} />
        </>
      ) : null}
      <label className="checkbox">
        <input type="checkbox" checked={draft.pinned} onChange={(e) => set('pinned', e.target.checked)} />
        <span>중요 글로 목록 맨 위에 고정</span>
      </label>
      <label className="checkbox">
        <input type="checkbox" checked={draft.investor_only} onChange={(e) => set('investor_only', e.target.checked)} />
        <span>투자자 전용 (상품을 지정하면 그 상품 투자자만, 지정하지 않으면 투자 이력이 있는 회원만 열람)</span>
      </label>
      <TextField label="관련 상품 ID (선택)" placeholder="상품 UUID" value={draft.product_id ?? ''} onChange={(e) => set('product_id', orNull(e.target.value))} error={fields.product_id === 'no_such_product' ? '해당 상품이 없습니다. 상품 ID를 확인해 주십시오.' : fields.product_id ? '상품 ID 형식이 올바르지 않습니다.' : undefined} />
      <AttachmentsField value={draft.attachments} onChange={(next) => set('attachments', next)} />
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={save.isPending || !draft.title.trim()}>
          {editing ? '수정 저장' : '등록'}
        </button>
        <button type="button" className="button button--ghost" onClick={onDone}>
          {editing ? '수정 취소' : '비우기'}
        </button>
      </div>
    </form>
  );
}

/** Loads the post being edited, then mounts a fresh form with its fields. */
function EditorPanel({ board, editing, onDone }: { board: string; editing: string | null; onDone: () => void }) {
  const article = useAdminArticle(board, editing);
  if (editing && article.isPending) return <LoadingBlock label="글을 불러오는 중입니다…" />;
  if (editing && article.isError) return <ErrorState onRetry={() => void article.refetch()} />;
  const initial = editing && article.data ? inputOf(article.data) : EMPTY;
  return <ArticleForm key={`${board}:${editing ?? 'new'}`} board={board} editing={editing} initial={initial} onDone={onDone} />;
}

/** /admin/boards: write, edit and delete posts on every board. */
export function AdminBoardsPage() {
  const [board, setBoard] = useState('notice');
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const list = useAdminBoard(board, page, q);
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: string) => removeArticle(board, id),
    onSuccess: (_, id) => {
      toast.success('게시글을 삭제했습니다.');
      if (editing === id) setEditing(null);
      void queryClient.invalidateQueries({ queryKey: ['boards', board] });
    },
  });
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
              setBoard(e.target.value);
              setPage(1);
              setEditing(null);
            }}
          >
            {Object.entries(ADMIN_BOARDS).map(([key, label]) => (
              <option key={key} value={key}>
                {label}
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
        <section className="card" aria-label="글 목록">
          {list.isPending ? (
            <LoadingBlock />
          ) : list.isError ? (
            <ErrorState onRetry={() => void list.refetch()} />
          ) : list.data.items.length === 0 ? (
            <EmptyState title="글이 없습니다." />
          ) : (
            <>
              <ul className="article-list">
                {list.data.items.map((item) => (
                  <li key={item.id} className="article-list__item">
                    {item.pinned ? <span className="badge badge--primary">고정</span> : null}
                    {item.investor_only ? <span className="badge badge--overdue">투자자 전용</span> : null}
                    <span className="article-list__title">{item.title}</span>
                    <time className="article-list__date">{formatDate(item.created_at)}</time>
                    <button type="button" className="button button--ghost button--small" onClick={() => setEditing(item.id)} aria-label={`"${item.title}" 수정`}>
                      수정
                    </button>
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      disabled={remove.isPending}
                      aria-label={`"${item.title}" 삭제`}
                      onClick={() => {
                        if (window.confirm(`"${item.title}" 글을 삭제할까요? 되돌릴 수 없습니다.`)) remove.mutate(item.id);
                      }}
                    >
                      삭제
                    </button>
                  </li>
                ))}
              </ul>
              <Pagination page={list.data.page} size={list.data.size} total={list.data.total} onChange={setPage} />
            </>
          )}
        </section>
      </div>
    </Page>
  );
}
