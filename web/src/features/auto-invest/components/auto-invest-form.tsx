// Setting up 자동투자 on one phone screen: the criteria as chips, the amount per product, the
// total and the end date, then the law's statement to confirm (온투법 23조②1, 시행령 21조). A
// change is a new version of the contract, confirmed again, so the box starts unticked each time.
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Card } from '@/components/card';
import { MoneyInput } from '@/components/money-input';
import { isApiError } from '@/lib/api-client';
import { formatWon, todayInKorea } from '@/lib/format';
import { PRODUCT_TYPE_LABELS, REPAYMENT_METHOD_LABELS } from '@/lib/labels';
import { useSaveAutoInvest, type AutoInvestContract, type AutoInvestCriteria } from '../api/auto-invest';
import { AMOUNTS, AUTO_INVEST_STATEMENT, GRADES, MAX_TERM_CHOICES, METHODS, MIN_RATE_CHOICES, toggle, TYPES } from '../lib/auto-invest-choices';
import { AutoInvestPreview } from './auto-invest-preview';
import { Chips, Select } from '@/components/choice-chips';
import './auto-invest.css';

const messageOf = (error: unknown) => (isApiError(error) ? error.data.message : '잠시 후 다시 시도해 주십시오.');
const EMPTY: AutoInvestCriteria = { types: ['credit', 'corporate'], grades: [], min_rate_bp: null, max_term_months: 12, repayment_methods: [], include_pf: false };
const inDays = (days: number) => new Date(Date.parse(`${todayInKorea()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function AutoInvestForm({ contract }: { contract: AutoInvestContract | null }) {
  const [criteria, setCriteria] = useState<AutoInvestCriteria>(contract?.criteria ?? EMPTY);
  const [amount, setAmount] = useState(contract?.amount_per_product ?? 10_000);
  const [total, setTotal] = useState<number | null>(contract?.total_limit ?? 1_000_000);
  const [endsOn, setEndsOn] = useState(contract?.active ? contract.ends_on : inDays(365));
  const [agreed, setAgreed] = useState(false);
  const save = useSaveAutoInvest();
  const totalId = useId();
  const set = (change: Partial<AutoInvestCriteria>) => setCriteria((c) => ({ ...c, ...change }));
  const running = contract?.active === true;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { acknowledged: true, amount_per_product: amount, total_limit: total ?? 0, max_per_borrower: contract?.max_per_borrower ?? null, ends_on: endsOn, criteria },
      { onSuccess: () => { setAgreed(false); toast.success(running ? '새 조건으로 자동투자를 약정했습니다.' : '자동투자를 시작했습니다.', { duration: 2000 }); } },
    );
  };

  return (
    <Card title={running ? '조건 바꾸기' : '자동투자 설정'}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <Chips legend="상품 유형" help="선택하지 않으면 모든 유형에 투자합니다." values={TYPES} chosen={criteria.types} label={(t) => PRODUCT_TYPE_LABELS[t]} onToggle={(t) => set({ types: toggle(criteria.types, t) })} />
        <Chips legend="등급" help="선택하지 않으면 모든 등급에 투자합니다." values={GRADES} chosen={criteria.grades} label={(g) => `${g}등급`} onToggle={(g) => set({ grades: toggle(criteria.grades, g) })} />
        <Chips legend="상환 방식과 PF" help="부동산 PF 상품은 고르셔야만 투자합니다." values={[...METHODS, 'pf' as const]} chosen={[...criteria.repayment_methods, ...(criteria.include_pf ? ['pf' as const] : [])]}
          label={(m) => (m === 'pf' ? '부동산 PF 포함' : REPAYMENT_METHOD_LABELS[m])}
          onToggle={(m) => (m === 'pf' ? set({ include_pf: !criteria.include_pf }) : set({ repayment_methods: toggle(criteria.repayment_methods, m) }))} />
        <div className="auto-invest__pair">
          <Select label="최소 수익률" value={criteria.min_rate_bp} choices={MIN_RATE_CHOICES} onChange={(v) => set({ min_rate_bp: v })} />
          <Select label="최대 투자 기간" value={criteria.max_term_months} choices={MAX_TERM_CHOICES} onChange={(v) => set({ max_term_months: v })} />
        </div>
        <Chips legend="상품당 투자 금액" help="한 상품에 이 금액씩 나누어 투자합니다(최대 10만원)." values={AMOUNTS.map(String)} chosen={[String(amount)]} label={(a) => formatWon(Number(a))} onToggle={(a) => setAmount(Number(a))} />
        <div className="auto-invest__pair">
          <label className="field" htmlFor={totalId}>
            <span className="field__label">총 투자 한도</span>
            <MoneyInput id={totalId} className="field__input" valueWon={total} onValueWon={setTotal} aria-describedby={`${totalId}-help`} />
            <span id={`${totalId}-help`} className="field__help">{total ? `약 ${Math.floor(total / amount).toLocaleString('ko-KR')}개 상품` : '금액을 입력해 주십시오.'}</span>
          </label>
          <label className="field">
            <span className="field__label">종료일</span>
            <input type="date" className="field__input" value={endsOn} min={todayInKorea()} max={inDays(3 * 365)} onChange={(e) => setEndsOn(e.target.value)} />
          </label>
        </div>
        <AutoInvestPreview criteria={criteria} amountWon={amount} />
        <label className="auto-invest__statement">
          <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
          <span>{AUTO_INVEST_STATEMENT}</span>
        </label>
        {save.isError ? <p className="field__error" role="alert">{messageOf(save.error)}</p> : null}
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={!agreed || save.isPending}>
            {save.isPending ? '약정하는 중…' : running ? '새 조건으로 약정하기' : '자동투자 시작하기'}
          </button>
        </div>
      </form>
    </Card>
  );
}
