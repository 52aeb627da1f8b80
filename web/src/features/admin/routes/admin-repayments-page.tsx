import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Page } from '@/components/page';
import { ErrorState, LoadingBlock } from '@/components/states';
import { TextField } from '@/components/text-field';
import { todayInKorea } from '@/lib/format';
import { recordBorrowerRepayment, runRepaymentBatch, useJobs } from '../api/admin-api';

export function AdminRepaymentsPage() {
  const jobs = useJobs();
  const queryClient = useQueryClient();
  const [asOf, setAsOf] = useState(todayInKorea());
  const [productId, setProductId] = useState('');
  const [amount, setAmount] = useState('');
  const [paidOn, setPaidOn] = useState(todayInKorea());
  const batch = useMutation({
    mutationFn: runRepaymentBatch,
    onSuccess: ({ job_id }) => {
      toast.success(`상환 배치를 시작했습니다. (작업 ${job_id})`);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'jobs'] });
    },
  });
  const borrower = useMutation({
    mutationFn: () => recordBorrowerRepayment(productId.trim(), Number(amount), paidOn),
    onSuccess: () => toast.success('차입자 상환금을 기록했습니다.'),
  });
  return (
    <Page title="상환·배치" heading="상환·배치" lead="차입자 상환금을 기록하고 상환 배치를 실행합니다." wide>
      <div className="two-columns">
        <form
          className="card form"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            borrower.mutate();
          }}
        >
          <h2 className="card__title">차입자 상환금 입력</h2>
          <TextField label="상품 ID" value={productId} onChange={(e) => setProductId(e.target.value)} required />
          <TextField label="금액 (원)" inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value.replace(/[^\d]/g, ''))} required />
          <TextField label="입금일" type="date" value={paidOn} onChange={(e) => setPaidOn(e.target.value)} required />
          <button type="submit" className="button button--primary" disabled={borrower.isPending}>
            기록하기
          </button>
        </form>
        <form
          className="card form"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            batch.mutate(asOf);
          }}
        >
          <h2 className="card__title">상환 배치 실행</h2>
          <TextField label="기준일" type="date" value={asOf} onChange={(e) => setAsOf(e.target.value)} help="이 날짜까지 도래한 회차를 모두 지급합니다." required />
          <button type="submit" className="button button--primary" disabled={batch.isPending}>
            배치 실행
          </button>
        </form>
      </div>
      <section className="card" aria-labelledby="jobs-heading">
        <h2 id="jobs-heading" className="card__title">
          작업 현황
        </h2>
        {jobs.isPending ? <LoadingBlock /> : jobs.isError ? <ErrorState onRetry={() => void jobs.refetch()} /> : <pre className="code-block">{JSON.stringify(jobs.data, null, 2)}</pre>}
      </section>
    </Page>
  );
}
