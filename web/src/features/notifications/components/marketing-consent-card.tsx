// Marketing consent (온투법 19조): given at sign-up, withdrawable here at any time. Transactional
// notices about the investor's own money are always sent and are not covered by it.
import toast from 'react-hot-toast';
import { formatDateTime } from '@/lib/format';
import { useChangeMarketingConsent, useNotificationSettings } from '../api/notifications';

export function MarketingConsentCard() {
  const settings = useNotificationSettings();
  const change = useChangeMarketingConsent();
  const consented = settings.data?.marketing ?? false;
  const onChange = (next: boolean) =>
    change.mutate(next, { onSuccess: () => toast.success(next ? '광고성 정보 수신에 동의하셨습니다.' : '광고성 정보 수신 동의를 철회하셨습니다.', { duration: 2000 }) });
  return (
    <section className="card stack" aria-labelledby="marketing-consent-heading">
      <h2 id="marketing-consent-heading" className="card__title">광고성 정보 수신</h2>
      <p className="muted">새 투자 상품과 이벤트 소식을 알림과 메일로 받으실지 선택합니다. 입금·상환·연체처럼 투자자님의 자금과 계약에 관한 안내는 동의와 관계없이 보내 드립니다.</p>
      <label className="checkbox">
        <input type="checkbox" checked={consented} disabled={settings.isLoading || change.isPending} onChange={(e) => onChange(e.target.checked)} />
        <span>광고성 정보(새 상품 모집 안내) 수신에 동의합니다</span>
      </label>
      {settings.data?.changed_at ? <p className="muted small">마지막 변경: {formatDateTime(settings.data.changed_at)}</p> : null}
    </section>
  );
}
