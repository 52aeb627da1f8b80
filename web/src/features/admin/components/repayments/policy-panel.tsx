import { AsyncBoundary } from '@/components/async-boundary';
import { Card } from '@/components/card';
import { DataTable, type Column } from '@/components/data-table';
import { formatDate, formatDateTime } from '@/lib/format';
import { useRepaymentPolicy, type RepaymentPolicyChange, type RepaymentPolicyView } from '../../api/repayment-policy/get-repayment-policy';
import { PRODUCT_TYPE_LABELS } from '@/lib/labels';
import { PolicyForm } from './policy-form';

function personalDebtorText(types: readonly string[], noticeDays: number): string {
  return types.length === 0 ? '미적용' : `${types.map((t) => PRODUCT_TYPE_LABELS[t as keyof typeof PRODUCT_TYPE_LABELS] ?? t).join(', ')} · ${noticeDays}일 전 통지`;
}

function historyColumns(inForceOn: string): Column<RepaymentPolicyChange>[] {
  return [
    { key: 'effective', header: '적용 시작일', primary: true, cell: (h) => formatDate(h.effective_on) },
    { key: 'tax', header: '이자소득세', numeric: true, cell: (h) => `${h.income_tax_bp / 100}%${h.platform_registered ? '' : ' (미등록)'}` },
    { key: 'fee', header: '수수료', numeric: true, cell: (h) => `${h.fee_bp / 100}%` },
    { key: 'late', header: '연체 가산·최고', numeric: true, cell: (h) => `+${h.late_interest_bp / 100}%p · ${h.max_rate_bp / 100}%` },
    { key: 'acceleration', header: '기한이익상실', numeric: true, cell: (h) => `${h.acceleration_days}일` },
    { key: 'personal', header: '개인채무자보호법', cell: (h) => personalDebtorText(h.personal_debtor_types, h.acceleration_notice_days) },
    { key: 'changed', header: '변경 시각', cell: (h) => formatDateTime(h.changed_at) },
    { key: 'state', header: '상태', cell: (h) => (h.effective_on > inForceOn ? '예정' : '적용됨') },
  ];
}

function Policy({ policy }: { policy: RepaymentPolicyView }) {
  return (
    <>
      <p className="muted">
        {formatDate(policy.in_force_on)} 기준 이자소득세 {policy.income_tax_bp / 100}% · 지방소득세 이자소득세의 {policy.local_tax_rate_pct}% (각 10원 미만 절사) · 플랫폼 수수료 이자의 {policy.fee_bp / 100}%
      </p>
      <p className="muted">
        연체 시 대출 이율 + {policy.late_interest_bp / 100}%p (최고 연 {policy.max_rate_bp / 100}%) · {policy.acceleration_days}일 연체 시 기한이익상실 · 개인채무자보호법{' '}
        {personalDebtorText(policy.personal_debtor_types, policy.acceleration_notice_days)}
      </p>
      <p className="muted">세금은 지급일에 적용 중인 정책을, 수수료·연체 이율·최고 이율은 대출 실행일에 적용 중이던 정책을 따릅니다. 정책을 바꾸면 아직 지급되지 않은 투자자 상환 예정 내역의 세금도 각 상환 예정일에 적용될 정책으로 다시 계산됩니다.</p>
      <PolicyForm policy={policy} />
      <h3 className="section-title">변경 이력</h3>
      {policy.history.length === 0 ? (
        <p className="muted">변경 이력이 없습니다. 등록 플랫폼, 수수료 0%가 적용됩니다.</p>
      ) : (
        <DataTable caption="상환 정책 변경 이력 (적용 시작일 최신순)" columns={historyColumns(policy.in_force_on)} rows={policy.history} rowKey={(h) => `${h.effective_on}-${h.changed_at}`} />
      )}
    </>
  );
}

/** The withholding tax and fee policy in force, a form for the next one, and the history. */
export function PolicyPanel() {
  const policy = useRepaymentPolicy();
  return (
    <Card title="원천징수·수수료·연체 정책" className="stack">
      <AsyncBoundary query={policy}>{(data) => <Policy policy={data} />}</AsyncBoundary>
    </Card>
  );
}
