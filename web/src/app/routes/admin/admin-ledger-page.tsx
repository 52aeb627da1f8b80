import { Page } from '@/components/page';
import { EventBrowser } from '@/features/admin/components/ledger/event-browser';
import { HistoryPanel } from '@/features/admin/components/ledger/history-panel';
import { VerifyPanel } from '@/features/admin/components/ledger/verify-panel';
import { ReplicaStatusCard } from '@/features/admin/components/replica-status-card';

/** /admin/ledger: verify and replay projections, browse the event log, an investor's ledger at a past moment. */
export function AdminLedgerPage() {
  return (
    <Page title="원장" heading="원장 관리" lead="거래 원본 기록과 집계표를 대조하고, 투자자 원장을 시점별로 확인합니다." wide>
      <VerifyPanel />
      <ReplicaStatusCard />
      <HistoryPanel />
      <EventBrowser />
    </Page>
  );
}
