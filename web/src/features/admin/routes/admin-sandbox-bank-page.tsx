import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Page } from '@/components/page';
import { Pagination } from '@/components/pagination';
import { EmptyState, ErrorState, LoadingBlock } from '@/components/states';
import { TextField } from '@/components/text-field';
import { formatDateTime, formatWon } from '@/lib/format';
import { useMailOutbox } from '../api/admin-api';
import { BANK_FAIL_CODES, useControlSandboxBank, useSandboxBank, type SandboxBankState } from '../api/sandbox-bank';
import { useAssignUnmatchedDeposit } from '../api/assign-unmatched-deposit';
import { useUnmatchedDeposits, type UnmatchedDeposit } from '../api/unmatched-deposits';
import { BusinessClockCard } from '../components/business-clock-card';

const FAIL_LABELS: Record<string, string> = {
  bank_closed: '은행 점검 중',
  seyfert_error: '가상계좌 서버 오류',
  __poll: '가상계좌 처리 오류',
  REQUEST_HAS_TIME_OUT: '출금 응답 시간 초과',
  CHECK_BNK_NM_DENIED: '예금주명 불일치',
  BNK_NM_COULD_NOT_BE_VERIFIED: '계좌 확인 불가',
  BNK_NM_NEED_REVIEW: '예금주명 검토 필요',
};

function describe(state: SandboxBankState): string {
  const mode = state.closed === true ? '강제 점검' : state.closed === false ? '강제 영업' : `일정대로 (점검 ${state.maintenance ?? '없음'})`;
  return `${state.open ? '영업 중' : '점검 중'} · ${mode}`;
}

function BankControls() {
  const bank = useSandboxBank();
  const control = useControlSandboxBank(() => toast.success('모의 은행 설정을 바꿨습니다.'));
  const [failNext, setFailNext] = useState<string>(BANK_FAIL_CODES[0]);
  return (
    <div className="two-columns">
      <div className="card stack">
        <h2 className="card__title">점검 상태</h2>
        {bank.isPending ? <LoadingBlock /> : bank.isError ? <ErrorState onRetry={() => void bank.refetch()} /> : <p data-testid="bank-state">{describe(bank.data)}</p>}
        <div className="button-row" role="group" aria-label="점검 상태 바꾸기">
          <button type="button" className="button button--ghost" aria-pressed={bank.data?.closed === true} onClick={() => control.mutate({ closed: true })}>
            강제 점검
          </button>
          <button type="button" className="button button--ghost" aria-pressed={bank.data?.closed === false} onClick={() => control.mutate({ closed: false })}>
            강제 영업
          </button>
          <button type="button" className="button button--ghost" aria-pressed={bank.data?.closed === null} onClick={() => control.mutate({ closed: null })}>
            일정대로
          </button>
        </div>
      </div>
      <div className="card stack">
        <h2 className="card__title">다음 호출 실패시키기</h2>
        <p className="muted">
          다음 은행 호출 한 번이 고른 코드로 실패합니다. 현재: <strong>{bank.data?.fail_next ? `${FAIL_LABELS[bank.data.fail_next] ?? ''} (${bank.data.fail_next})` : '없음'}</strong>
        </p>
        <div className="field">
          <label className="field__label" htmlFor="fail-next">
            실패 코드
          </label>
          <select id="fail-next" className="field__input" value={failNext} onChange={(e) => setFailNext(e.target.value)}>
            {BANK_FAIL_CODES.map((code) => (
              <option key={code} value={code}>
                {FAIL_LABELS[code]} ({code})
              </option>
            ))}
          </select>
        </div>
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={() => control.mutate({ fail_next: failNext })}>
            적용
          </button>
          <button type="button" className="button button--ghost" onClick={() => control.mutate({ fail_next: null })}>
            해제
          </button>
        </div>
      </div>
    </div>
  );
}

function ExternalHoldingsForm() {
  const [userId, setUserId] = useState('');
  const [amount, setAmount] = useState('');
  const [borrowerId, setBorrowerId] = useState('');
  const [borrowerAmount, setBorrowerAmount] = useState('');
  const control = useControlSandboxBank(() => toast.success('다른 플랫폼 투자 잔액을 저장했습니다.'));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const borrowers = borrowerId.trim() ? { [borrowerId.trim()]: Number(borrowerAmount || 0) } : {};
    control.mutate({ external_holdings: { user_id: userId.trim(), amount: Number(amount || 0), borrowers } });
  };
  return (
    <form className="card form" onSubmit={onSubmit} aria-labelledby="holdings-heading">
      <h2 id="holdings-heading" className="card__title">
        중앙기록관리기관: 다른 플랫폼 투자 잔액
      </h2>
      <p className="muted">투자자가 다른 P2P 플랫폼에 투자한 잔액입니다. 투자 한도 확인에 더해집니다.</p>
      <TextField label="회원 ID (UUID)" value={userId} onChange={(e) => setUserId(e.target.value)} required />
      <TextField label="총 투자 잔액 (원)" inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value.replace(/[^\d]/g, ''))} help={amount ? formatWon(Number(amount)) : undefined} required />
      <TextField label="차입자 ID (선택)" value={borrowerId} onChange={(e) => setBorrowerId(e.target.value)} />
      <TextField label="그 차입자에 대한 잔액 (원)" inputMode="numeric" value={borrowerAmount} onChange={(e) => setBorrowerAmount(e.target.value.replace(/[^\d]/g, ''))} disabled={!borrowerId.trim()} />
      <button type="submit" className="button button--primary" disabled={control.isPending}>
        저장
      </button>
    </form>
  );
}

function AssignCell({ item }: { item: UnmatchedDeposit }) {
  const [userId, setUserId] = useState('');
  const assign = useAssignUnmatchedDeposit(({ status }) => toast.success(status === 'credited' ? '회원 예치금으로 입금 처리했습니다.' : '입금 처리를 요청했습니다.'));
  if (item.assigned_user_id) return <span className="muted">처리 완료 ({item.assigned_user_id.slice(0, 8)}…)</span>;
  return (
    <form
      className="field--inline"
      aria-label={`${item.tid} 입금 처리`}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        assign.mutate({ tid: item.tid, userId: userId.trim() });
      }}
    >
      <input className="field__input" aria-label="회원 ID" placeholder="회원 ID (UUID)" value={userId} onChange={(e) => setUserId(e.target.value)} required />
      <button type="submit" className="button button--ghost button--small" disabled={assign.isPending || !userId.trim()}>
        입금 처리
      </button>
    </form>
  );
}

function UnmatchedDeposits() {
  const [page, setPage] = useState(1);
  const list = useUnmatchedDeposits(page);
  return (
    <section className="card" aria-labelledby="unmatched-heading">
      <h2 id="unmatched-heading" className="card__title">
        주인을 찾지 못한 입금
      </h2>
      <p className="muted">은행이 알려 온 입금 중 어느 회원의 가상계좌와도 맞지 않는 건입니다. 입금자를 확인해 회원 예치금으로 처리하거나 은행을 통해 반환해 주세요.</p>
      {list.isPending ? (
        <LoadingBlock />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title="주인을 찾지 못한 입금이 없습니다." />
      ) : (
        <>
          <div className="table-wrap" tabIndex={0}>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">입금 일시</th>
                  <th scope="col">계좌번호</th>
                  <th scope="col">입금자</th>
                  <th scope="col">금액</th>
                  <th scope="col">거래 번호</th>
                  <th scope="col">처리</th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((item) => (
                  <tr key={item.tid}>
                    <td>{formatDateTime(item.at)}</td>
                    <td>{item.account_number}</td>
                    <td>{item.depositor_name}</td>
                    <td className="num">{formatWon(item.amount)}</td>
                    <td>{item.tid}</td>
                    <td>
                      <AssignCell item={item} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={list.data.page} size={list.data.size} total={list.data.total} onChange={setPage} />
        </>
      )}
    </section>
  );
}

function MailOutbox() {
  const mails = useMailOutbox();
  return (
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
  );
}

/** /admin/sandbox_bank: the sandbox bank's controls, unmatched deposits and the mail outbox. */
export function AdminSandboxBankPage() {
  return (
    <Page title="모의 은행" heading="모의 은행" lead="테스트 환경에서 은행 점검과 실패 응답, 업무 기준일, 다른 플랫폼 투자 잔액을 흉내 냅니다." wide>
      <div className="stack">
        <BankControls />
        <BusinessClockCard />
        <ExternalHoldingsForm />
        <UnmatchedDeposits />
        <MailOutbox />
      </div>
    </Page>
  );
}
