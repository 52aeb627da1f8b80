import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Page } from '@/components/page';
import { Pagination } from '@/components/pagination';
import { EmptyState, ErrorState, LoadingBlock } from '@/components/states';
import { formatDate } from '@/lib/format';
import { decideInvestorTypeRequest } from '../api/decide-investor-type-request';
import { investorTypeApplicationsKey, useInvestorTypeApplications, type ApplicationFilter } from '../api/investor-type-requests';

const TYPE_LABELS = { general: '일반', income_qualified: '소득적격', professional: '전문' } as const;
const STATUS_LABELS = { pending: '심사 중', approved: '승인', rejected: '반려' } as const;
const STATUS_BADGES = { pending: 'badge badge--scheduled', approved: 'badge badge--primary', rejected: 'badge badge--canceled' } as const;
const FILTERS: { value: ApplicationFilter['status']; label: string }[] = [
  { value: 'pending', label: '심사 중' },
  { value: 'approved', label: '승인' },
  { value: 'rejected', label: '반려' },
  { value: '', label: '전체' },
];

/** /admin/investor_type_requests: review applications; approval changes the investor's limits from the next investment. */
export function AdminInvestorTypesPage() {
  const [filter, setFilter] = useState<ApplicationFilter>({ status: 'pending', page: 1, size: 20 });
  const requests = useInvestorTypeApplications(filter);
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'reject' }) => decideInvestorTypeRequest(id, decision),
    onSuccess: (request, { decision }) => {
      toast.success(decision === 'approve' ? `${request.user_name}님의 신청을 승인했습니다.` : `${request.user_name}님의 신청을 반려했습니다.`);
      void queryClient.invalidateQueries({ queryKey: investorTypeApplicationsKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
    },
  });
  return (
    <Page title="투자자 유형 심사" heading="투자자 유형 심사" lead="소득적격·전문 투자자 신청을 검토합니다. 승인하면 다음 투자부터 새 한도가 적용됩니다." wide>
      <div className="tabs" role="tablist" aria-label="신청 상태">
        {FILTERS.map((f) => (
          <button
            key={f.value || 'all'}
            type="button"
            role="tab"
            aria-selected={filter.status === f.value}
            className={filter.status === f.value ? 'tabs__tab is-active' : 'tabs__tab'}
            onClick={() => setFilter({ ...filter, status: f.value, page: 1 })}
          >
            {f.label}
          </button>
        ))}
      </div>
      {requests.isPending ? (
        <LoadingBlock />
      ) : requests.isError ? (
        <ErrorState onRetry={() => void requests.refetch()} />
      ) : requests.data.items.length === 0 ? (
        <EmptyState title={filter.status === 'pending' ? '심사할 신청이 없습니다.' : '신청 내역이 없습니다.'} />
      ) : (
        <>
          <div className="table-wrap" tabIndex={0}>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">신청일</th>
                  <th scope="col">회원</th>
                  <th scope="col">현재 유형</th>
                  <th scope="col">신청 유형</th>
                  <th scope="col">증빙</th>
                  <th scope="col">상태</th>
                  <th scope="col">처리</th>
                </tr>
              </thead>
              <tbody>
                {requests.data.items.map((item) => (
                  <tr key={item.id}>
                    <td>{formatDate(item.created_at)}</td>
                    <td>
                      {item.user_name}
                      <br />
                      <span className="muted">{item.email}</span>
                    </td>
                    <td>{TYPE_LABELS[item.current_investor_type]}</td>
                    <td>{TYPE_LABELS[item.investor_type]}</td>
                    <td className="prewrap">{item.evidence}</td>
                    <td>
                      <span className={STATUS_BADGES[item.status]}>{STATUS_LABELS[item.status]}</span>
                    </td>
                    <td className="actions-cell">
                      {item.status === 'pending' ? (
                        <>
                          <button
                            type="button"
                            className="button button--primary button--small"
                            disabled={decide.isPending}
                            aria-label={`${item.user_name}님 신청 승인`}
                            onClick={() => decide.mutate({ id: item.id, decision: 'approve' })}
                          >
                            승인
                          </button>
                          <button
                            type="button"
                            className="button button--ghost button--small"
                            disabled={decide.isPending}
                            aria-label={`${item.user_name}님 신청 반려`}
                            onClick={() => {
                              if (window.confirm(`${item.user_name}님의 신청을 반려할까요?`)) decide.mutate({ id: item.id, decision: 'reject' });
                            }}
                          >
                            반려
                          </button>
                        </>
                      ) : (
                        formatDate(item.decided_at)
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={requests.data.page} size={requests.data.size} total={requests.data.total} onChange={(page) => setFilter({ ...filter, page })} />
        </>
      )}
    </Page>
  );
}
