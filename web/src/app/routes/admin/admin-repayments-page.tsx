import { useState } from 'react';
import { Page } from '@/components/page';
import type { LoanStatus } from '@/features/admin/api/loans/loan.types';
import { BatchPanel } from '@/features/admin/components/repayments/batch-panel';
import { LoanPanel } from '@/features/admin/components/repayments/loan-panel';
import { LoansTable } from '@/features/admin/components/repayments/loans-table';
import { LimitPolicyPanel } from '@/features/admin/components/limits/limit-policy-panel';
import { AutoInvestPolicyPanel } from '@/features/admin/components/auto-invest/auto-invest-policy-panel';
import { PolicyPanel } from '@/features/admin/components/repayments/policy-panel';

const FILTERS: { value: LoanStatus | ''; label: string }[] = [
  { value: '', label: '전체' },
  { value: 'repaying', label: '상환 중' },
  { value: 'overdue', label: '연체' },
  { value: 'completed', label: '상환 완료' },
  { value: 'defaulted', label: '기한이익상실' },
  { value: 'written_off', label: '상각' },
  { value: 'sold', label: '매각' },
];

/** /admin/repayments: borrower payments, the repayment batch with its progress, overdue products, the withholding, limit and auto-invest policies. */
export function AdminRepaymentsPage() {
  const [status, setStatus] = useState<LoanStatus | ''>('');
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <Page title="상환·배치" heading="상환·배치" lead="차입자 상환금을 기록하고, 상환 배치를 실행하고, 연체·부실 대출을 관리합니다." wide>
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
      <LimitPolicyPanel />
      <AutoInvestPolicyPanel />
    </Page>
  );
}
