// The portfolio's spread: the largest single-borrower share, by grade and type, PF, and a plain
// sentence about what the concentration means.
import { Card } from '@/components/card';
import { PRODUCT_TYPE_LABELS } from '@/lib/labels';
import type { ProductType } from '@/api/types';
import { useDiversification } from '../api/auto-invest-insights';

const pct = (bp: number) => `${(bp / 100).toFixed(1)}%`;

export function DiversificationCard() {
  const spread = useDiversification();
  const d = spread.data;
  return (
    <Card title="포트폴리오 분산">
      {!d ? (
        <p className="field__help">{spread.isError ? '분산 현황을 불러오지 못했습니다.' : '분산 현황을 불러오는 중입니다.'}</p>
      ) : (
        <>
          <p>{d.explanation}</p>
          {d.total_amount > 0 ? (
            <dl className="auto-invest__facts">
              <div className="auto-invest__fact"><dt>차입자 수</dt><dd>{d.borrower_count.toLocaleString('ko-KR')}명</dd></div>
              <div className="auto-invest__fact"><dt>한 차입자 최대 비중</dt><dd>{pct(d.largest_borrower_share_bp)}</dd></div>
              <div className="auto-invest__fact"><dt>부동산 PF</dt><dd>{pct(d.pf.share_bp)}</dd></div>
              <div className="auto-invest__fact"><dt>유형별</dt><dd>{d.by_type.map((g) => `${PRODUCT_TYPE_LABELS[g.key as ProductType] ?? g.key} ${pct(g.share_bp)}`).join(' · ')}</dd></div>
              <div className="auto-invest__fact"><dt>등급별</dt><dd>{d.by_grade.map((g) => `${g.label} ${pct(g.share_bp)}`).join(' · ')}</dd></div>
            </dl>
          ) : null}
        </>
      )}
    </Card>
  );
}
