import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Page } from '@/components/page';
import { EmptyState, ErrorState, LoadingBlock } from '@/components/states';
import { formatDateTime } from '@/lib/format';
import { setSandboxBank, useMailOutbox, type SandboxBankInput } from '../api/admin-api';

const FAIL_OPTIONS = ['bank_closed', 'seyfert_error', '__poll', 'REQUEST_HAS_TIME_OUT', 'CHECK_BNK_NM_DENIED', 'BNK_NM_COULD_NOT_BE_VERIFIED', 'BNK_NM_NEED_REVIEW'];

export function AdminSandboxBankPage() {
  const [failNext, setFailNext] = useState(FAIL_OPTIONS[0] ?? 'bank_closed');
  const mails = useMailOutbox();
  const bank = useMutation({ mutationFn: (input: SandboxBankInput) => setSandboxBank(input), onSuccess: () => toast.success('모의 은행 설정을 바꿨습니다.') });
  return (
    <Page title="모의 은행" heading="모의 은행" lead="테스트 환경에서 은행 점검과 실패 응답을 흉내 냅니다." wide>
      <div className="two-columns">
        <div className="card stack">
          <h2 className="card__title">점검 상태</h2>
          <div className="button-row">
            <button type="button" className="button button--ghost" onClick={() => bank.mutate({ closed: true })}>
              강제 점검
            </button>
            <button type="button" className="button button--ghost" onClick={() => bank.mutate({ closed: false })}>
              강제 영업
            </button>
            <button type="button" className="button button--ghost" onClick={() => bank.mutate({ closed: null })}>
              일정대로
            </button>
          </div>
        </div>
        <div className="card stack">
          <h2 className="card__title">다음 호출 실패시키기</h2>
          <div className="field">
            <label className="field__label" htmlFor="fail-next">
              실패 코드
            </label>
            <select id="fail-next" className="field__input" value={failNext} onChange={(e) => setFailNext(e.target.value)}>
              {FAIL_OPTIONS.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="button button--primary" onClick={() => bank.mutate({ fail_next: failNext })}>
            적용
          </button>
        </div>
      </div>
      <section className="card" aria-labelledby="mail-heading">
        <h2 id="mail-heading" className="card__title">
          발송 메일함
        </h2>
        {mails.isPending ? (
          <LoadingBlock />
        ) : mails.isError ? (
          <ErrorState onRetry={() => void mails.refetch()} />
        ) : mails.data.items.length === 0 ? (
          <EmptyState title="보낸 메일이 없습니다." />
        ) : (
          <ul className="article-list">
            {mails.data.items.map((mail) => (
              <li key={mail.id} className="article-list__item article-list__item--block">
                <strong>{mail.subject}</strong>
                <span className="muted">
                  {mail.to} · {formatDateTime(mail.created_at)}
                </span>
                <pre className="code-block">{mail.body_text}</pre>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}
