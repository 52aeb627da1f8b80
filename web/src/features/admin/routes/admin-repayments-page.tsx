import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Page } from '@/components/page';
import { EmptyState, ErrorState, LoadingBlock } from '@/components/states';
import { TextField } from '@/components/text-field';
import { formatDate, formatDateTime, formatRateBp, formatWon, percentOf, todayInKorea } from '@/lib/format';
import { useBusinessClock } from '../api/business-clock';
import {
  INSTALLMENT_STATUS_LABELS,
  LOAN_STATUS_LABELS,
  recordBorrowerPayment,
  refundBorrowerCredit,
  useAdminLoan,
  useAdminLoans,
  type LoanStatus,
} from '../api/admin-loans';
import { JOB_STATUS_LABELS, runRepaymentBatch, useJobsOverview, useRepaymentJob } from '../api/repayment-jobs';
import { saveRepaymentPolicy, useRepaymentPolicy } from '../api/repayment-policy';

/** Fields side by side, bottoms aligned (help texts differ in height). */
const INLINE_FORM = { display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end' } as const;

function LoansTable({ status, selected, onSelect }: { status: LoanStatus | ''; selected: string | null; onSelect: (id: string) => void }) {
  const loans = useAdminLoans(status);
  if (loans.isPending) return <LoadingBlock />;
  if (loans.isError) return <ErrorState onRetry={() => void loans.refetch()} />;
  if (loans.data.length === 0) return <EmptyState title={status === 'overdue' ? '연체 중인 상품이 없습니다.' : '상환 중인 대출이 없습니다.'} />;
  return (
    <div className="table-wrap" tabIndex={0}>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">상품</th>
            <th scope="col">상태</th>
            <th scope="col">대출 원금</th>
            <th scope="col">남은 원금</th>
            <th scope="col">다음 상환일</th>
            <th scope="col">연체 회차</th>
            <th scope="col">미배정 입금액</th>
            <th scope="col">선택</th>
          </tr>
        </thead>
        <tbody>
          {loans.data.map((loan) => (
            <tr key={loan.product_id} aria-selected={selected === loan.product_id}>
              <td>{loan.title}</td>
              <td>
                <span className={`badge badge--${loan.status === 'overdue' ? 'overdue' : loan.status === 'completed' ? 'funded' : 'repaying'}`}>{LOAN_STATUS_LABELS[loan.status]}</span>
                {loan.overdue_since ? <span className="muted"> ({formatDate(loan.overdue_since)}부터)</span> : null}
              </td>
              <td className="num">{formatWon(loan.principal)}</td>
              <td className="num">{formatWon(loan.outstanding_principal)}</td>
              <td>{formatDate(loan.next_due_on)}</td>
              <td className="num">{loan.overdue_installments}</td>
              <td className="num">{formatWon(loan.credit)}</td>
              <td>
                <button type="button" className="button button--ghost button--small" onClick={() => onSelect(loan.product_id)}>
                  {selected === loan.product_id ? '선택됨' : '선택'}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LoanPanel({ productId }: { productId: string }) {
  const loan = useAdminLoan(productId);
  const queryClient = useQueryClient();
  const nextDue = loan.data?.installments.find((i) => i.status === 'scheduled');
  const [amount, setAmount] = useState('');
  const clock = useBusinessClock();
  const [chosenPaidOn, setPaidOn] = useState<string | null>(null);
  const paidOn = chosenPaidOn ?? clock.data?.today ?? todayInKorea();
  const pay = useMutation({
    mutationFn: recordBorrowerPayment,
    onSuccess: (result) => {
      toast.success(result.repaid_early ? '중도 상환으로 대출을 마감했습니다.' : result.funded_seqs.length > 0 ? `${result.funded_seqs.join(', ')}회차 상환금을 확인했습니다.` : '상환금을 기록했습니다. (회차를 채우기에는 부족합니다.)');
      setAmount('');
      void queryClient.invalidateQueries({ queryKey: ['admin', 'loans'] });
    },
  });
  const refund = useMutation({
    mutationFn: refundBorrowerCredit,
    onSuccess: (result) => {
      toast.success(`차입자에게 ${formatWon(result.refunded)}을 환급했습니다.`);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'loans'] });
    },
  });
  if (loan.isPending) return <LoadingBlock />;
  if (loan.isError) return <ErrorState onRetry={() => void loan.refetch()} />;
  const data = loan.data;
  return (
    <section className="card" aria-labelledby="loan-heading">
      <h2 id="loan-heading" className="card__title">
        {data.title} · 연 {formatRateBp(data.rate_bp)} · {data.term_months}개월 · 투자자 {data.investor_count}명
      </h2>
      <form
        className="form" style={INLINE_FORM}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          pay.mutate({ productId, amount: Number(amount), paidOn });
        }}
      >
        <TextField
          label="차입자 상환금 (원)"
          inputMode="numeric"
          value={amount}
          onChange={(e) => setAmount(e.target.value.replace(/[^\d]/g, ''))}
          help={nextDue ? `다음 회차(${nextDue.seq}회, ${formatDate(nextDue.due_on)}) 금액: ${formatWon(nextDue.total - data.credit)}` : undefined}
          required
        />
        <TextField label="입금일" type="date" value={paidOn} onChange={(e) => setPaidOn(e.target.value)} required />
        <div className="button-row">
          {nextDue ? (
            <button type="button" className="button button--ghost" onClick={() => setAmount(String(Math.max(nextDue.total - data.credit, 0)))}>
              다음 회차 금액 입력
            </button>
          ) : null}
          <button type="submit" className="button button--primary" disabled={pay.isPending || !amount}>
            상환금 기록
          </button>
        </div>
      </form>
      <div className="table-wrap" tabIndex={0}>
        <table className="table">
          <caption className="visually-hidden">회차별 상환 일정</caption>
          <thead>
            <tr>
              <th scope="col">회차</th>
              <th scope="col">상환일</th>
              <th scope="col">원금</th>
              <th scope="col">이자</th>
              <th scope="col">합계</th>
              <th scope="col">상태</th>
              <th scope="col">지급일시</th>
            </tr>
          </thead>
          <tbody>
            {data.installments.map((i) => (
              <tr key={i.seq}>
                <td>{i.seq}회</td>
                <td>{formatDate(i.due_on)}</td>
                <td className="num">{formatWon(i.principal)}</td>
                <td className="num">{formatWon(i.interest)}</td>
                <td className="num">{formatWon(i.total)}</td>
                <td>
                  {INSTALLMENT_STATUS_LABELS[i.status]}
                  {i.overdue && i.status === 'scheduled' ? <span className="badge badge--overdue"> 연체</span> : null}
                </td>
                <td>{i.distributed_at ? formatDateTime(i.distributed_at) : '-'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data.credit > 0 ? (
        <div className="button-row">
          <p className="muted">회차에 배정되지 않은 차입자 입금액(예치금) {formatWon(data.credit)}이 있습니다. 다음 회차에 충당하거나 차입자에게 환급할 수 있습니다.</p>
          <button type="button" className="button button--ghost" disabled={refund.isPending} onClick={() => refund.mutate({ productId, amount: data.credit })}>
            예치금 {formatWon(data.credit)} 환급
          </button>
        </div>
      ) : null}
      {data.payments.length > 0 ? (
        <p className="muted">
          입금 내역: {data.payments.map((p) => `${formatDate(p.paid_on)} ${formatWon(p.amount)}`).join(' · ')}
        </p>
      ) : null}
    </section>
  );
}

function BatchPanel() {
  const queryClient = useQueryClient();
  // Runs are dated at most the business today (the sandbox's clock, else the real today).
  const clock = useBusinessClock();
  const businessToday = clock.data?.today ?? todayInKorea();
  const [chosenAsOf, setAsOf] = useState<string | null>(null);
  const asOf = chosenAsOf ?? businessToday;
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useRepaymentJob(jobId);
  const overview = useJobsOverview();
  const run = useMutation({
    mutationFn: runRepaymentBatch,
    onSuccess: ({ job_id }) => {
      toast.success('상환 배치를 시작했습니다.');
      setJobId(job_id);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'jobs'] });
    },
  });
  const status = job.data?.status;
  // A finished run changed installments and loans: show them fresh, once.
  useEffect(() => {
    if (status === 'completed' || status === 'failed') void queryClient.invalidateQueries({ queryKey: ['admin', 'loans'] });
  }, [status, queryClient]);
  return (
    <section className="card" aria-labelledby="batch-heading">
      <h2 id="batch-heading" className="card__title">
        상환 배치
      </h2>
      <form
        className="form" style={INLINE_FORM}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          run.mutate(asOf);
        }}
      >
        <TextField label="기준일" type="date" value={asOf} max={businessToday} onChange={(e) => setAsOf(e.target.value)} help={`이 날짜까지 도래했고 차입자 상환금이 들어온 회차를 모두 지급합니다. 오늘(${formatDate(businessToday)}) 이후 날짜로는 실행할 수 없으며, 연체는 언제나 오늘을 기준으로 판단합니다.`} required />
        <button type="submit" className="button button--primary" disabled={run.isPending}>
          지금 실행
        </button>
      </form>
      {job.data ? (
        <div className="limit" aria-live="polite">
          <div className="limit__head">
            <span>
              작업 {job.data.job_id.slice(0, 8)} · {JOB_STATUS_LABELS[job.data.status]} · 회차 {job.data.installments}건
            </span>
            <span>
              처리 {job.data.processed} / {job.data.total} · 실패 {job.data.failed}
            </span>
          </div>
          <div className="progress" aria-hidden="true">
            <span className="progress__bar" style={{ width: `${job.data.total ? percentOf(job.data.processed, job.data.total) : job.data.status === 'completed' ? 100 : 0}%` }} />
          </div>
          {job.data.error ? <p className="negative">{job.data.error}</p> : null}
        </div>
      ) : null}
      <h3 className="section-title">최근 실행</h3>
      {overview.isPending ? (
        <LoadingBlock />
      ) : overview.isError ? (
        <ErrorState onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <p className="muted">
            {overview.data.queues.map(queueSummary).join(' · ')}
          </p>
          <div className="table-wrap" tabIndex={0}>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">시작</th>
                  <th scope="col">기준일</th>
                  <th scope="col">실행 주체</th>
                  <th scope="col">상태</th>
                  <th scope="col">회차</th>
                  <th scope="col">처리 / 실패</th>
                </tr>
              </thead>
              <tbody>
                {overview.data.last_runs.map((r) => (
                  <tr key={r.job_id}>
                    <td>{formatDateTime(r.created_at)}</td>
                    <td>{formatDate(r.as_of)}</td>
                    <td>{r.trigger === 'operator' ? '운영자' : r.trigger === 'scheduler' ? '일일 스케줄러' : '시작 작업'}</td>
                    <td>{JOB_STATUS_LABELS[r.status]}</td>
                    <td className="num">{r.installments}</td>
                    <td className="num">
                      {r.processed} / {r.failed}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

function PolicyPanel() {
  const policy = useRepaymentPolicy();
  const clock = useBusinessClock();
  const businessToday = clock.data?.today ?? todayInKorea();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<{ registered: boolean; feeBp: string } | null>(null);
  const [chosenEffectiveOn, setEffectiveOn] = useState<string | null>(null);
  const effectiveOn = chosenEffectiveOn ?? businessToday;
  const save = useMutation({
    mutationFn: saveRepaymentPolicy,
    onSuccess: (_view, input) => {
      toast.success(`원천징수 정책을 저장했습니다. ${formatDate(input.effective_on)}부터 지급하는 이자의 세금과 그날부터 실행하는 대출의 수수료에 적용됩니다.`);
      setDraft(null);
      setEffectiveOn(null);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'repayment_policy'] });
    },
  });
  if (policy.isPending) return <LoadingBlock />;
  if (policy.isError) return <ErrorState onRetry={() => void policy.refetch()} />;
  const current = draft ?? { registered: policy.data.platform_registered, feeBp: String(policy.data.fee_bp) };
  return (
    <section className="card" aria-labelledby="policy-heading">
      <h2 id="policy-heading" className="card__title">
        원천징수·수수료 정책
      </h2>
      <p className="muted">
        {formatDate(policy.data.in_force_on)} 기준 이자소득세 {policy.data.income_tax_bp / 100}% · 지방소득세 이자소득세의 {policy.data.local_tax_rate_pct}% (각 10원 미만 절사) · 플랫폼 수수료 이자의 {policy.data.fee_bp / 100}%
      </p>
      <p className="muted">세금은 지급일에 적용 중인 정책을, 수수료는 대출 실행일에 적용 중이던 정책을 따릅니다. 정책을 바꾸면 아직 지급되지 않은 투자자 상환 예정 내역의 세금도 각 상환 예정일에 적용될 정책으로 다시 계산됩니다.</p>
      <form
        className="form"
        style={INLINE_FORM}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          save.mutate({ platform_registered: current.registered, fee_bp: Number(current.feeBp || 0), effective_on: effectiveOn });
        }}
      >
        <label className="checkbox">
          <input type="checkbox" checked={current.registered} onChange={(e) => setDraft({ ...current, registered: e.target.checked })} /> 온라인투자연계금융업 등록 플랫폼 (미등록이면 이자소득세 25%)
        </label>
        <TextField label="수수료 (bp, 이자 기준)" inputMode="numeric" value={current.feeBp} onChange={(e) => setDraft({ ...current, feeBp: e.target.value.replace(/[^\d]/g, '') })} />
        <TextField
          label="적용 시작일"
          type="date"
          value={effectiveOn}
          min={businessToday}
          onChange={(e) => setEffectiveOn(e.target.value)}
          help={`오늘(${formatDate(businessToday)}) 또는 이후 날짜만 지정할 수 있습니다.`}
          required
        />
        <button type="submit" className="button button--primary" disabled={save.isPending || (draft === null && chosenEffectiveOn === null)}>
          정책 저장
        </button>
      </form>
      <h3 className="section-title">변경 이력</h3>
      {policy.data.history.length === 0 ? (
        <p className="muted">변경 이력이 없습니다. 등록 플랫폼, 수수료 0%가 적용됩니다.</p>
      ) : (
        <div className="table-wrap" tabIndex={0}>
          <table className="table">
            <caption className="visually-hidden">원천징수·수수료 정책 변경 이력 (적용 시작일 최신순)</caption>
            <thead>
              <tr>
                <th scope="col">적용 시작일</th>
                <th scope="col">이자소득세</th>
                <th scope="col">수수료</th>
                <th scope="col">변경 시각</th>
                <th scope="col">상태</th>
              </tr>
            </thead>
            <tbody>
              {policy.data.history.map((h) => (
                <tr key={`${h.effective_on}-${h.changed_at}`}>
                  <td>{formatDate(h.effective_on)}</td>
                  <td className="num">{h.income_tax_bp / 100}%{h.platform_registered ? '' : ' (미등록)'}</td>
                  <td className="num">{h.fee_bp / 100}%</td>
                  <td>{formatDateTime(h.changed_at)}</td>
                  <td>{h.effective_on > policy.data.in_force_on ? '예정' : '적용됨'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const FILTERS: { value: LoanStatus | ''; label: string }[] = [
  { value: '', label: '전체' },
  { value: 'repaying', label: '상환 중' },
  { value: 'overdue', label: '연체' },
  { value: 'completed', label: '상환 완료' },
];

const QUEUE_LABELS: Record<string, string> = { commands: '명령 처리', repayments: '상환 배치' };
const QUEUE_KIND_LABELS: Record<string, string> = { bullmq: 'Redis', 'in-process': '서버 내부' };
const QUEUE_COUNT_LABELS: Record<string, string> = { waiting: '대기', active: '처리 중', completed: '완료', failed: '실패', delayed: '예약', paused: '일시 중지', prioritized: '우선 대기' };

/** "명령 처리 (Redis): 대기 0, 처리 중 1, …": the queue's state in Korean for operators. */
function queueSummary(q: { name: string; kind: string; counts: Record<string, number> }): string {
  const counts = Object.entries(q.counts).map(([k, v]) => `${QUEUE_COUNT_LABELS[k] ?? k} ${v}`).join(', ');
  return `${QUEUE_LABELS[q.name] ?? q.name} 대기열 (${QUEUE_KIND_LABELS[q.kind] ?? q.kind}): ${counts}`;
}

/** /admin/repayments: borrower payments, the repayment batch with its progress, overdue products. */
export function AdminRepaymentsPage() {
  const [status, setStatus] = useState<LoanStatus | ''>('');
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <Page title="상환·배치" heading="상환·배치" lead="차입자 상환금을 기록하고, 상환 배치를 실행하고, 연체 상품을 확인합니다." wide>
      <BatchPanel />
      <section className="card" aria-labelledby="loans-heading">
        <h2 id="loans-heading" className="card__title">
          대출 현황
        </h2>
        <div className="button-row" role="group" aria-label="대출 상태">
          {FILTERS.map((f) => (
            <button key={f.value || 'all'} type="button" aria-pressed={status === f.value} className={`button button--small ${status === f.value ? 'button--primary' : 'button--ghost'}`} onClick={() => setStatus(f.value)}>
              {f.label}
            </button>
          ))}
        </div>
        <LoansTable status={status} selected={selected} onSelect={setSelected} />
      </section>
      {selected ? <LoanPanel key={selected} productId={selected} /> : null}
      <PolicyPanel />
    </Page>
  );
}
