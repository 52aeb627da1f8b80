import type { Corporate } from '@/api/types';
import { Card } from '@/components/card';
import { FactList } from '@/components/fact-list';

/** A corporate account's company, as it signed up: fixed, since its accounts and verification rest on it. */
export function CompanyCard({ corporate }: { corporate: Corporate }) {
  return (
    <Card title="법인 정보">
      <FactList
        facts={[
          { label: '법인명', value: corporate.company_name },
          { label: '사업자등록번호', value: corporate.business_number },
          { label: '대표자', value: corporate.representative_name },
        ]}
      />
      <p className="muted">예치금 계좌와 출금 계좌는 법인 명의로만 쓸 수 있습니다. 법인 정보를 바꾸려면 고객센터로 문의해 주세요.</p>
    </Card>
  );
}
