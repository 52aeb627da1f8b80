import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { BOARD_LABELS, type BoardName } from '@/lib/board-labels';
import type { ArticleInput } from '../../api/admin-articles.types';
import { useSaveArticle } from '../../api/save-article';
import { RichEditor } from '../rich-editor';
import { AttachmentsField } from './attachments-field';

const UNSAFE_HTML = /<\s*(script|iframe|style|object|embed|svg)\b|\son\w+\s*=|javascript:/i;

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** A post's fields; the press board adds the outlet and the article's address, the FAQ its category. */
export function ArticleForm({ board, editing, initial, onDone }: { board: BoardName; editing: string | null; initial: ArticleInput; onDone: () => void }) {
  const [draft, setDraft] = useState(initial);
  const save = useSaveArticle(board, editing);
  const fields = isApiError(save.error) ? (save.error.data.fields ?? {}) : {};
  const set = <K extends keyof ArticleInput>(key: K, value: ArticleInput[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft, {
      onSuccess: () => {
        toast.success(editing ? '게시글을 수정했습니다.' : '게시글을 등록했습니다.');
        // The server always normalizes markup; tell the operator only when something unsafe was dropped.
        if (UNSAFE_HTML.test(draft.body)) toast('본문에서 허용되지 않는 HTML(스크립트, 이벤트 속성 등)을 정리해 저장했습니다.', { id: 'sanitized' });
        onDone();
      },
    });
  };
  return (
    <form className="card form" onSubmit={onSubmit} aria-label={editing ? '게시글 수정' : '새 게시글'}>
      <h2 className="card__title">{editing ? `글 수정 (${BOARD_LABELS[board].title})` : `새 글 (${BOARD_LABELS[board].title})`}</h2>
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
