// /user/open_alerts: 오픈 알림 settings. A new subscription starts from the product list's filters
// when the investor came from its "오픈 알림 받기" shortcut.
import { useSearchParams } from 'react-router-dom';
import { AsyncBoundary } from '@/components/async-boundary';
import { Page } from '@/components/page';
import { useOpenAlert } from '@/features/open-alerts/api/get-open-alert';
import { OpenAlertForm } from '@/features/open-alerts/components/open-alert-form';
import { criteriaFromList } from '@/features/open-alerts/lib/open-alert-choices';

export function OpenAlertsPage() {
  const [params] = useSearchParams();
  const alert = useOpenAlert();
  return (
    <Page
      title="오픈 알림"
      narrow
      lead="조건에 맞는 상품이 공개 예정으로 등록될 때와 모집을 시작할 때 알림과 메일로 알려 드립니다. 신청하신 조건의 소식만 보내 드리며(마케팅 정보 수신 동의와 별개), 해지하면 바로 멈춥니다."
    >
      <AsyncBoundary query={alert} loadingLabel="오픈 알림 설정을 불러오는 중입니다." errorTitle="오픈 알림 설정을 불러오지 못했습니다.">
        {(current) => <OpenAlertForm alert={current} initial={criteriaFromList(params)} />}
      </AsyncBoundary>
    </Page>
  );
}
