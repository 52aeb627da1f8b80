// The monthly disclosure's account of loans gone bad: this month's and cumulative 기한이익상실,
// 회수, 채권 매각 and 상각 amounts, the loss rate (손실률), and recovery by the year loans were
// executed, so a reader can see how each year's loans ended. Shown only when the month carries them.
import { DataTable, type Column } from '@/components/data-table';
import { Money } from '@/components/money';
import { formatRateBp } from '@/lib/format';
import type { BadLoanDisclosure, MonthlyDisclosure, RecoveryCohort } from '../api/monthly-disclosures';

type AmountKey = 'defaulted' | 'recovered' | 'sold' | 'written_off';
const AMOUNTS: { key: AmountKey; label: string }[] = [
  { key: 'defaulted', label: '기한이익상실' },
  { key: 'recovered', label: '회수' },
  { key: 'sold', label: '채권 매각' },
  { key: 'written_off', label: '상각' },
];

type AmountRow = { label: string; monthWon: number; cumulativeWon: number };
const AMOUNT_COLUMNS: Column<AmountRow>[] = [
  { key: 'label', header: '구분', primary: true, cell: (r) => r.label },
  { key: 'month', header: '이번 달', numeric: true, cell: (r) => <Money won={r.monthWon} /> },
  { key: 'cumulative', header: '누적', numeric: true, cell: (r) => <Money won={r.cumulativeWon} /> },
];

const COHORT_COLUMNS: Column<RecoveryCohort>[] = [
  { key: 'year', header: '대출 실행 연도', primary: true, cell: (c) => `${c.executed_year}년` },
  { key: 'defaulted', header: '기한이익상실', numeric: true, cell: (c) => <Money won={c.defaulted} /> },
  { key: 'recovered', header: '회수', numeric: true, cell: (c) => <Money won={c.recovered} /> },
  { key: 'written_off', header: '상각', numeric: true, cell: (c) => <Money won={c.written_off} /> },
];

const carriesBadLoans = (m: MonthlyDisclosure): m is MonthlyDisclosure & BadLoanDisclosure => typeof m.loss_rate_bp === 'number' && typeof m.cumulative_defaulted_amount === 'number';

export function BadLoanFigures({ m }: { m: MonthlyDisclosure }) {
  if (!carriesBadLoans(m)) return null;
  return (
    <section className="card stack disclosure-card" aria-labelledby="bad-loans">
      <h2 id="bad-loans" className="card__title">
        부실 대출과 회수
      </h2>
      <p className="disclosure-asof">
        손실률 {formatRateBp(m.loss_rate_bp)}: 누적 상각액에서 이후 회수액을 뺀 금액을 누적 대출액으로 나눈 값입니다.
      </p>
      <DataTable caption="부실 대출 금액 (이번 달, 누적)" columns={AMOUNT_COLUMNS} rows={AMOUNTS.map(({ key, label }) => ({ label, monthWon: m[`${key}_amount`], cumulativeWon: m[`cumulative_${key}_amount`] }))} rowKey={(r) => r.label} />
      {m.recovery_by_cohort.length > 0 ? <DataTable caption="대출 실행 연도별 회수 현황" columns={COHORT_COLUMNS} rows={m.recovery_by_cohort} rowKey={(c) => String(c.executed_year)} /> : null}
    </section>
  );
}
