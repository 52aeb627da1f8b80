// Each holding in the loan on its own (docs/api.md "Transfers"): an investor who invested and also
// bought another holder's claim in the same loan sees the schedule added up, and here each part —
// 직접 투자 or 양수 채권 — with its principal, what is still out, what came back and its next
// installment, to the won. One card per holding, stacked on a 375 px phone.
import { Card } from '@/components/card';
import { FactList } from '@/components/fact-list';
import { Money } from '@/components/money';
import { formatDate } from '@/lib/format';
import type { Holding } from '../api/get-investment-repayments';
import './holdings-list.css';

const KIND_LABELS: Record<Holding['kind'], string> = { invested: '직접 투자', bought: '양수 채권' };

function HoldingCard({ holding }: { holding: Holding }) {
  const next = holding.next;
  return (
    <li className="holding-card" data-testid={`holding-${holding.id}`}>
      <p className="holding-card__kind">
        <span className={`badge ${holding.kind === 'bought' ? 'badge--funded' : 'badge--scheduled'}`}>{KIND_LABELS[holding.kind]}</span>
        {holding.acquired_on ? <span className="holding-card__date">{formatDate(holding.acquired_on)} 양수</span> : null}
      </p>
      <FactList
        facts={[
          { label: holding.kind === 'bought' ? '양수 원금' : '투자 원금', value: <Money won={holding.principal} /> },
          holding.price !== null && { label: '양수 가격', value: <Money won={holding.price} /> },
          { label: '남은 원금', value: <Money won={holding.outstanding_principal} />, testId: `holding-outstanding-${holding.id}` },
          { label: '받은 원금', value: <Money won={holding.received_principal} /> },
          { label: '받은 이자 (세전)', value: <Money won={holding.received_interest} /> },
          {
            label: '다음 상환',
            value: next ? (
              <>
                {next.seq}회차 · {formatDate(next.due_on)} · 원금 <Money won={next.principal} /> · 이자 <Money won={next.interest} />
              </>
            ) : (
              '없습니다'
            ),
          },
        ]}
      />
    </li>
  );
}

/** Shown when the loan holds more than one of the caller's holdings, or a claim bought. */
export function HoldingsList({ holdings }: { holdings: readonly Holding[] }) {
  if (holdings.length < 2 && !holdings.some((h) => h.kind === 'bought')) return null;
  return (
    <Card title="보유 내역">
      <p className="holdings-list__lead">
        {holdings.length > 1 ? '직접 투자한 몫과 양수한 채권을 나누어 보여 드립니다. 회차별 표는 모두 합한 금액입니다.' : '양수한 채권의 원금, 받은 금액과 다음 상환입니다.'}
      </p>
      <ul className="holdings-list">
        {holdings.map((h) => (
          <HoldingCard key={h.id} holding={h} />
        ))}
      </ul>
    </Card>
  );
}
