// Where a loan stands for the operator: its status, what the borrower owes as of the business
// today (principal, interest, late interest to date), what recoveries brought in and what is
// written off, and each step taken (기한이익상실, 회수, 채권 매각, 상각) with where its money went.
// A server that does not send these fields yet leaves only the status.
import { DataTable, type Column } from '@/components/data-table';
import { FactList } from '@/components/fact-list';
import { Money } from '@/components/money';
import { formatDate } from '@/lib/format';
import type { LoanDetail, LoanStep } from '../../api/loans/loan.types';
import { LOAN_STATUS_BADGES, LOAN_STATUS_LABELS } from '../repayments/loan-labels';
import { RECOVERY_SOURCE_LABELS, STEP_KIND_LABELS } from './bad-loan-labels';

/** What a step was about: where the money came from, who bought the claim, the reason given, the memo. */
export function stepNote(step: LoanStep): string {
  const parts = [step.source ? RECOVERY_SOURCE_LABELS[step.source] : null, step.buyer_name ? `매수인 ${step.buyer_name}` : null, step.reason ?? null, step.memo ?? null];
  return parts.filter((part): part is string => Boolean(part)).join(' · ') || '-';
}

const part = (step: LoanStep, key: 'late_interest' | 'interest' | 'principal' | 'written_off') => (step.allocation ? <Money won={step.allocation[key]} /> : '-');

const STEP_COLUMNS: Column<LoanStep>[] = [
  { key: 'on', header: '일자', primary: true, cell: (s) => formatDate(s.on) },
  { key: 'kind', header: '단계', cell: (s) => STEP_KIND_LABELS[s.kind] ?? s.kind },
  { key: 'amount', header: '금액', numeric: true, cell: (s) => (s.kind === 'accelerated' || s.kind === 'write_off' ? (s.amount > 0 ? <Money won={s.amount} /> : '-') : <Money won={s.amount} />) },
  { key: 'costs', header: '비용', numeric: true, cell: (s) => <Money won={s.costs} /> },
  { key: 'late', header: '연체이자', numeric: true, cell: (s) => part(s, 'late_interest') },
  { key: 'interest', header: '이자', numeric: true, cell: (s) => part(s, 'interest') },
  { key: 'principal', header: '원금', numeric: true, cell: (s) => part(s, 'principal') },
  { key: 'written_off', header: '상각 원금', numeric: true, cell: (s) => part(s, 'written_off') },
  { key: 'note', header: '내용', cell: stepNote },
];

/** Two recoveries on one day are two rows: the key is the step's place in the list. */
const stepKey = (steps: readonly LoanStep[]) => (step: LoanStep) => `${steps.indexOf(step)}-${step.kind}`;

function Dates({ loan }: { loan: LoanDetail }) {
  const dates = [
    loan.accelerated_on ? `${formatDate(loan.accelerated_on)} 기한이익상실` : null,
    loan.written_off_on ? `${formatDate(loan.written_off_on)} 상각` : null,
    loan.sold_on ? `${formatDate(loan.sold_on)} 매각` : null,
  ].filter(Boolean);
  return dates.length > 0 ? <span className="muted"> {dates.join(' · ')}</span> : null;
}

export function BadLoanSummary({ loan }: { loan: LoanDetail }) {
  const { owed, recovered } = loan;
  return (
    <section className="stack" aria-label="대출 상태와 갚을 금액">
      <p>
        <span className={LOAN_STATUS_BADGES[loan.status] ?? 'badge'}>{LOAN_STATUS_LABELS[loan.status] ?? loan.status}</span>
        <Dates loan={loan} />
      </p>
      {owed ? (
        <FactList
          className="summary-cards"
          itemClassName="summary-card"
          facts={[
            { label: '갚을 원금', value: <Money won={owed.principal} /> },
            { label: '갚을 이자', value: <Money won={owed.interest} /> },
            { label: `연체이자 (${formatDate(owed.as_of)}까지)`, value: <Money won={owed.late_interest} /> },
            { label: '갚을 금액 합계', value: <Money won={owed.total} />, testId: 'owed-total' },
          ]}
        />
      ) : null}
      {recovered && (recovered.principal + recovered.interest + recovered.late_interest + recovered.costs > 0 || (loan.written_off_principal ?? 0) > 0) ? (
        <FactList
          facts={[
            { label: '회수 원금', value: <Money won={recovered.principal} /> },
            { label: '회수 이자 (연체이자 포함)', value: <Money won={recovered.interest + recovered.late_interest} /> },
            { label: '회수 비용', value: <Money won={recovered.costs} /> },
            { label: '상각 원금', value: <Money won={loan.written_off_principal ?? 0} /> },
          ]}
        />
      ) : null}
      {loan.steps && loan.steps.length > 0 ? (
        <DataTable caption="부실 대출 처리 내역 (회수·매각마다 연체이자·이자·원금에 배분한 금액)" columns={STEP_COLUMNS} rows={loan.steps} rowKey={stepKey(loan.steps)} />
      ) : null}
    </section>
  );
}
