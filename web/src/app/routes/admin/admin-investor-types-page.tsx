import { useState } from 'react';
import toast from 'react-hot-toast';
import type { InvestorTypeApplication } from '@/api/types';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Page } from '@/components/page';
import { PagedTable } from '@/components/paged-table';
import { Tabs, type TabOption } from '@/components/tabs';
import { useDecideInvestorTypeRequest, type Decision } from '@/features/admin/api/decide-investor-type-request';
import { useInvestorTypeApplications, type ApplicationFilter } from '@/features/admin/api/investor-type-requests';
import { applicationColumns } from '@/features/admin/components/investor-types/application-columns';
import { INVESTOR_TYPE_LABELS } from '@/lib/labels';

const FILTERS: TabOption<ApplicationFilter['status']>[] = [
  { value: 'pending', label: '심사 중' },
  { value: 'approved', label: '승인' },
  { value: 'rejected', label: '반려' },
  { value: '', label: '전체' },
];

/** /admin/investor_type_requests: review applications; approval changes the investor's limits from the next investment. */
export function AdminInvestorTypesPage() {
  const [filter, setFilter] = useState<ApplicationFilter>({ status: 'pending', page: 1, size: 20 });
  const requests = useInvestorTypeApplications(filter);
  const decide = useDecideInvestorTypeRequest();
  // A rejection is asked first, in the app's dialog; an approval is sent at once.
  const [rejecting, setRejecting] = useState<InvestorTypeApplication | null>(null);
  const send = (item: InvestorTypeApplication, decision: Decision) =>
    decide.mutate(
      { id: item.id, decision },
      {
        onSuccess: (request) => toast.success(decision === 'approve' ? `${request.user_name}님의 신청을 승인했습니다.` : `${request.user_name}님의 신청을 반려했습니다.`),
        onSettled: () => setRejecting(null),
      },
    );
  const onDecide = (item: InvestorTypeApplication, decision: Decision) => (decision === 'reject' ? setRejecting(item) : send(item, decision));
  const columns = applicationColumns({ busy: decide.isPending, onDecide });
  return (
    <Page title="투자자 유형 심사" heading="투자자 유형 심사" lead="소득적격·전문 투자자 신청을 검토합니다. 승인하면 다음 투자부터 새 한도가 적용됩니다." wide>
      <Tabs label="신청 상태" options={FILTERS} value={filter.status} onChange={(status) => setFilter({ ...filter, status, page: 1 })} />
      <PagedTable
        query={requests}
        caption="투자자 유형 신청"
        columns={columns}
        rowKey={(item) => item.id}
        emptyTitle={filter.status === 'pending' ? '심사할 신청이 없습니다.' : '신청 내역이 없습니다.'}
        onPage={(page) => setFilter({ ...filter, page })}
      />
      <ConfirmDialog
        open={rejecting !== null}
        title="신청 반려"
        confirmLabel="반려하기"
        busyLabel="반려하는 중…"
        busy={decide.isPending}
        onConfirm={() => rejecting && send(rejecting, 'reject')}
        onClose={() => setRejecting(null)}
      >
        {rejecting ? (
          <p>
            {rejecting.user_name}님의 {INVESTOR_TYPE_LABELS[rejecting.investor_type]} 신청을 반려합니다. 투자 한도는 지금처럼 {INVESTOR_TYPE_LABELS[rejecting.current_investor_type]} 기준으로 유지됩니다.
          </p>
        ) : null}
      </ConfirmDialog>
    </Page>
  );
}
