import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { Policy } from '@/api/get-policy';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { formatDate, todayInKorea } from '@/lib/format';
import { usePublishPolicy } from '../../api/publish-policy';
import { RichEditor } from '../rich-editor';

const FIELD_MESSAGES: Record<string, string> = {
  before_latest_version: '직전 버전의 시행일보다 앞설 수 없습니다.',
  invalid_date: '날짜를 YYYY-MM-DD 형식으로 입력해 주십시오.',
  required: '필수 입력 항목입니다.',
  empty_after_sanitize: '본문을 입력해 주십시오.',
};

/** A new version of a policy (or its first), starting from the current text. */
export function RevisionForm({ terms, current }: { terms: string; current: Policy | null }) {
  const [title, setTitle] = useState(current?.title ?? '');
  const [body, setBody] = useState(current?.body_html ?? '');
  const [effectiveOn, setEffectiveOn] = useState(todayInKorea());
  const publish = usePublishPolicy(terms);
  const fields = isApiError(publish.error) ? (publish.error.data.fields ?? {}) : {};
  const message = (key: string) => (fields[key] ? (FIELD_MESSAGES[fields[key]] ?? '입력값을 확인해 주십시오.') : undefined);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    publish.mutate({ title, body, effective_on: effectiveOn }, { onSuccess: (result) => toast.success(`${result.title} ${result.version}번째 버전을 게시했습니다.`) });
  };
  return (
    <form className="card form" onSubmit={onSubmit}>
      <h2 className="card__title">{current ? `${current.title} 개정 (현행: ${formatDate(current.effective_on)} 시행)` : '새 약관'}</h2>
      <TextField label="약관 이름" value={title} onChange={(e) => setTitle(e.target.value)} error={message('title')} required maxLength={100} />
      <TextField label="시행일" type="date" value={effectiveOn} onChange={(e) => setEffectiveOn(e.target.value)} error={message('effective_on')} help="불리한 변경은 시행 30일 전, 그 밖의 변경은 7일 전에 게시해 주십시오." required />
      <RichEditor label="본문" initialHtml={current?.body_html ?? ''} onChange={setBody} />
      {message('body') ? <span className="field__error">{message('body')}</span> : null}
      <button type="submit" className="button button--primary" disabled={publish.isPending || !title.trim()}>
        새 버전 게시
      </button>
    </form>
  );
}
