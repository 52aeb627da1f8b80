import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Page } from '@/components/page';
import { ErrorState, LoadingBlock } from '@/components/states';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { formatDate, todayInKorea } from '@/lib/format';
import { useAdminPolicies, useAdminPolicy, type AdminPolicy } from '../api/get-admin-policies';
import { publishPolicy } from '../api/publish-policy';
import { RichEditor } from '../components/rich-editor';

const FIELD_MESSAGES: Record<string, string> = {
  before_latest_version: '직전 버전의 시행일보다 앞설 수 없습니다.',
  invalid_date: '날짜를 YYYY-MM-DD 형식으로 입력해 주십시오.',
  required: '필수 입력 항목입니다.',
  empty_after_sanitize: '본문을 입력해 주십시오.',
};

function RevisionForm({ terms, current }: { terms: string; current: AdminPolicy | null }) {
  const [title, setTitle] = useState(current?.title ?? '');
  const [body, setBody] = useState(current?.body_html ?? '');
  const [effectiveOn, setEffectiveOn] = useState(todayInKorea());
  const queryClient = useQueryClient();
  const publish = useMutation({
    mutationFn: () => publishPolicy(terms, { title, body, effective_on: effectiveOn }),
    onSuccess: (result) => {
      toast.success(`${result.title} ${result.version}번째 버전을 게시했습니다.`);
      void queryClient.invalidateQueries({ queryKey: ['policies'] });
    },
  });
  const fields = isApiError(publish.error) ? (publish.error.data.fields ?? {}) : {};
  const message = (key: string) => (fields[key] ? (FIELD_MESSAGES[fields[key]] ?? '입력값을 확인해 주십시오.') : undefined);
  return (
    <form
      className="card form"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        publish.mutate();
      }}
    >
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

/** /admin/policies: publish a new version of a policy; earlier versions stay readable. */
export function AdminPoliciesPage() {
  const list = useAdminPolicies();
  const [terms, setTerms] = useState<string | null>(null);
  const [newTerms, setNewTerms] = useState('');
  const selected = terms ?? list.data?.items[0]?.terms ?? null;
  // A policy being created has no current version to fetch (that would only answer not_found).
  const known = list.data?.items.some((item) => item.terms === selected) ?? false;
  const current = useAdminPolicy(known ? selected : null);
  return (
    <Page title="약관 관리" heading="약관" lead="약관을 개정하면 새 버전이 추가되고, 지난 버전은 그대로 열람할 수 있습니다. 시행일이 오기 전에는 '시행 예정'으로 표시됩니다." wide>
      {list.isPending ? (
        <LoadingBlock />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : (
        <div className="filter-bar">
          <div className="field field--inline">
            <label className="field__label" htmlFor="admin-policy">
              약관 선택
            </label>
            <select id="admin-policy" className="field__input" value={selected ?? ''} onChange={(e) => setTerms(e.target.value)}>
              {list.data.items.map((item) => (
                <option key={item.terms} value={item.terms}>
                  {item.title} (v{item.version}, {formatDate(item.effective_on)} 시행{item.upcoming ? `, ${formatDate(item.upcoming.effective_on)} 개정 예정` : ''})
                </option>
              ))}
              {selected && !known ? <option value={selected}>{selected} (새 약관)</option> : null}
            </select>
          </div>
          <form
            className="admin-article-row"
            onSubmit={(event) => {
              event.preventDefault();
              if (/^[a-z][a-z0-9_]{0,39}$/.test(newTerms)) setTerms(newTerms);
            }}
          >
            <input className="field__input" aria-label="새 약관 주소 이름" placeholder="영문 주소 이름 (예: credit_info)" value={newTerms} onChange={(e) => setNewTerms(e.target.value.trim())} />
            <button type="submit" className="button button--ghost button--small">
              새 약관 만들기
            </button>
          </form>
        </div>
      )}
      {selected === null ? null : current.isPending && current.fetchStatus !== 'idle' ? (
        <LoadingBlock />
      ) : (
        <RevisionForm key={`${selected}:${current.data?.version ?? 'new'}`} terms={selected} current={known && !current.isError ? (current.data ?? null) : null} />
      )}
    </Page>
  );
}
