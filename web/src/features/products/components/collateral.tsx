import type { ProductDetail } from '@/api/types';
import { FactList } from '@/components/fact-list';
import { Money } from '@/components/money';
import { formatRateBp } from '@/lib/format';

/** The collateral of an apartment or real-estate product: where, what it is worth, what ranks before it. */
export function Collateral({ collateral }: { collateral: NonNullable<ProductDetail['collateral']> }) {
  return (
    <div className="card">
      <h2 className="card__title">담보 정보</h2>
      <FactList
        facts={[
          { label: '담보물 소재지', value: collateral.address },
          { label: '감정가(시세)', value: <Money won={collateral.appraisal_amount} /> },
          { label: '선순위 채권', value: <Money won={collateral.senior_debt_amount} /> },
          { label: '설정 순위', value: `${collateral.lien_rank}순위` },
          { label: 'LTV (담보인정비율)', value: collateral.ltv_bp === null ? '-' : formatRateBp(collateral.ltv_bp) },
          collateral.note ? { label: '비고', value: collateral.note } : null,
        ]}
      />
    </div>
  );
}
