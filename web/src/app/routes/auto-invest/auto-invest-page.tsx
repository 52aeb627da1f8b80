// /user/auto_invest: 자동투자 — what the standing contract is doing, and setting it up or changing it.
import { AsyncBoundary } from '@/components/async-boundary';
import { Page } from '@/components/page';
import { useAutoInvest } from '@/features/auto-invest/api/auto-invest';
import { AutoInvestForm } from '@/features/auto-invest/components/auto-invest-form';
import { AutoInvestStatus } from '@/features/auto-invest/components/auto-invest-status';
import { DiversificationCard } from '@/features/auto-invest/components/diversification-card';

export function AutoInvestPage() {
  const view = useAutoInvest();
  return (
    <Page title="자동투자" lead="조건에 맞는 상품이 모집을 시작하면 정하신 금액씩 자동으로 투자합니다. 모든 투자자에게 같은 순서 규칙이 적용되며, 상품마다 모집 금액의 일부는 직접 투자하시는 분들께 남겨 둡니다.">
      <AsyncBoundary query={view} loadingLabel="자동투자 설정을 불러오는 중입니다." errorTitle="자동투자 설정을 불러오지 못했습니다.">
        {(current) => (
          <div className="auto-invest__layout">
            <div className="auto-invest__side">
              <AutoInvestStatus view={current} />
              <DiversificationCard />
            </div>
            <AutoInvestForm key={`${current.contract?.version ?? 0}-${current.contract?.active}`} contract={current.contract} />
          </div>
        )}
      </AsyncBoundary>
    </Page>
  );
}
