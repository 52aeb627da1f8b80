import { Page } from '@/components/page';
import { BusinessClockCard } from '@/features/admin/components/business-clock-card';
import { BankControls } from '@/features/admin/components/sandbox/bank-controls';
import { ExternalHoldingsForm } from '@/features/admin/components/sandbox/external-holdings-form';
import { MailOutbox } from '@/features/admin/components/sandbox/mail-outbox';
import { UnmatchedDeposits } from '@/features/admin/components/sandbox/unmatched-deposits';

/** /admin/sandbox_bank: the sandbox bank's controls, unmatched deposits and the mail outbox. */
export function AdminSandboxBankPage() {
  return (
    <Page title="모의 은행" heading="모의 은행" lead="테스트 환경에서 은행 점검과 실패 응답, 업무 기준일, 다른 플랫폼 투자 잔액을 흉내 냅니다." wide>
      <div className="stack">
        <BankControls />
        <BusinessClockCard />
        <ExternalHoldingsForm />
        <UnmatchedDeposits />
        <MailOutbox />
      </div>
    </Page>
  );
}
