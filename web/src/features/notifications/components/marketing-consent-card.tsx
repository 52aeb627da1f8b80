// Marketing consent (온투법 19조, 시행령 18조⑥): given at sign-up or here, withdrawable at any time,
// with when the current answer was given. Notices about the investor's own money and contracts
// are always sent and are not covered by it. Shown on the profile (내 정보) and the notification centre.
import toast from 'react-hot-toast';
import { formatDateTime } from '@/lib/format';
import type { NotificationSettings } from '@/api/put-notification-settings';
import { useChangeMarketingConsent } from '../api/change-marketing-consent';
import { useNotificationSettings } from '../api/get-notification-settings';
import './notifications.css';

function consentStatus(settings: NotificationSettings | undefined): string {
  if (!settings) return '동의 여부를 불러오는 중입니다.';
  if (!settings.changed_at) return '아직 동의하지 않으셨습니다.';
  const at = formatDateTime(settings.changed_at);
  return settings.marketing ? `${at}에 동의하셨습니다.` : `${at}에 동의를 철회하셨습니다.`;
}

export function MarketingConsentCard() {
  const settings = useNotificationSettings();
  const change = useChangeMarketingConsent();
  const consented = settings.data?.marketing ?? false;
  const onChange = (next: boolean) =>
    change.mutate(next, { onSuccess: () => toast.success(next ? '마케팅 정보 수신에 동의하셨습니다.' : '마케팅 정보 수신 동의를 철회하셨습니다.', { duration: 2000 }) });
  return (
    <section className="card stack consent-card" aria-labelledby="marketing-consent-heading">
      <h2 id="marketing-consent-heading" className="card__title">
        마케팅 정보 수신 동의 <span className="consent-card__optional">(선택)</span>
      </h2>
      <p className="muted">
        새 투자 상품의 모집 소식과 이벤트를 알림과 메일로 받으실지 선택합니다. 입금·투자·상환·연체처럼 투자자님의 자금과 계약에 관한 안내는 동의와 관계없이 보내 드립니다.
      </p>
      <label className="checkbox">
        <input type="checkbox" checked={consented} disabled={settings.isPending || change.isPending} onChange={(e) => onChange(e.target.checked)} />
        <span>새 상품 모집과 이벤트 소식(마케팅 정보)을 받겠습니다.</span>
      </label>
      <p className="consent-card__status" aria-live="polite">
        {consentStatus(settings.data)}
      </p>
    </section>
  );
}
