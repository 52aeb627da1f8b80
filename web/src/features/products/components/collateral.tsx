import type { ProductDetail } from '@/api/types';
import { Money } from '@/components/money';
import { formatRateBp } from '@/lib/format';

/** The collateral of an apartment or real-estate product: where, what it is worth, what ranks before it. */
export function Collateral({ collateral }: { collateral: NonNullable<ProductDetail['collateral']> }) {
  return (
    <div className="card">
      <h2 className="card__title">담보 정보</h2>
      <dl className="info-list">
        <div>
          <dt>담보물 소재지</dt>
          <dd>{collateral.address}</dd>
        </div>
        <div>
          <dt>감정가(시세)</dt>
          <dd>
            <Money won={collateral.appraisal_amount} />
          </dd>
        </div>
        <div>
          <dt>선순위 채권</dt>
          <dd>
            <Money won={collateral.senior_debt_amount} />
          </dd>
        </div>
        <div>
          <dt>설정 순위</dt>
          <dd>{collateral.lien_rank}순위</dd>
        </div>
        <div>
          <dt>LTV (담보인정비율)</dt>
          <dd>{collateral.ltv_bp === null ? '-' : formatRateBp(collateral.ltv_bp)}</dd>
        </div>
        {collateral.note ? (
          <div>
            <dt>비고</dt>
            <dd>{collateral.note}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
