import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { Page } from '@/components/page';
import { EmptyState, ErrorState, LoadingBlock } from '@/components/states';
import { formatDate } from '@/lib/format';
import { decideInvestorType, useInvestorTypeRequests } from '../api/admin-api';

const TYPE_LABELS: Record<string, string> = { income_qualified: '소득적격', professional: '전문' };

export function AdminInvestorTypesPage() {
  const requests = useInvestorTypeRequests();
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'reject' }) => decideInvestorType(id, decision),
    onSuccess: (_data, { decision }) => {
      toast.success(decision === 'approve' ? '승인했습니다.' : '반려했습니다.');
      void queryClient.invalidateQueries({ queryKey: ['admin', 'investor_type_requests'] });
    },
  });
  return (
    <Page title="투자자 유형 심사" heading="투자자 유형 심사" lead="소득적격·전문 투자자 신청을 검토합니다." wide>
      {requests.isPending ? (
        <LoadingBlock />
      ) : requests.isError ? (
        <ErrorState onRetry={() => void requests.refetch()} />
      ) : requests.data.length === 0 ? (
        <EmptyState title="심사할 신청이 없습니다." />
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">신청일</th>
                <th scope="col">회원</th>
                <th scope="col">신청 유형</th>
                <th scope="col">증빙</th>
                <th scope="col">상태</th>
                <th scope="col">처리</th>
              </tr>
            </thead>
            <tbody>
              {requests.data.map((item) => (
                <tr key={item.id}>
                  <td>{formatDate(item.created_at)}</td>
                  <td>{item.user_name ?? item.email ?? item.user_id}</td>
                  <td>{TYPE_LABELS[item.investor_type] ?? item.investor_type}</td>
                  <td>{item.evidence}</td>
                  <td>{item.status}</td>
                  <td className="actions-cell">
                    {item.status === 'pending' ? (
                      <>
                        <button type="button" className="button button--primary button--small" disabled={decide.isPending} onClick={() => decide.mutate({ id: item.id, decision: 'approve' })}>
                          승인
                        </button>
                        <button type="button" className="button button--ghost button--small" disabled={decide.isPending} onClick={() => decide.mutate({ id: item.id, decision: 'reject' })}>
                          반려
                        </button>
                      </>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Page>
  );
}
