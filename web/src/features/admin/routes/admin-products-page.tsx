import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { Page } from '@/components/page';
import { Pagination } from '@/components/pagination';
import { EmptyState, ErrorState, LoadingBlock } from '@/components/states';
import { formatRateBp, formatWon } from '@/lib/format';
import { runProductAction, useAdminProducts, type AdminProduct, type ProductAction } from '../api/admin-api';

const ACTION_LABELS: Record<ProductAction, string> = { open: '모집 시작', suspend: '중지', resume: '재개', cancel: '모집 취소', execute: '대출 실행' };

function actionsFor(product: AdminProduct): ProductAction[] {
  if (product.status === 'scheduled') return ['open', 'cancel'];
  if (product.status === 'funding') return [product.suspended ? 'resume' : 'suspend', 'execute', 'cancel'];
  if (product.status === 'funded') return ['execute', 'cancel'];
  return [];
}

export function AdminProductsPage() {
  const [page, setPage] = useState(1);
  const products = useAdminProducts(page);
  const queryClient = useQueryClient();
  const action = useMutation({
    mutationFn: ({ id, act }: { id: string; act: ProductAction }) => runProductAction(id, act),
    onSuccess: (_data, { act }) => {
      toast.success(`${ACTION_LABELS[act]} 처리했습니다.`);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'products'] });
    },
  });
  return (
    <Page title="상품 관리" heading="상품 관리" lead="상품의 모집 상태를 바꾸고 대출을 실행합니다." wide>
      {products.isPending ? (
        <LoadingBlock />
      ) : products.isError ? (
        <ErrorState onRetry={() => void products.refetch()} />
      ) : products.data.items.length === 0 ? (
        <EmptyState title="등록된 상품이 없습니다." />
      ) : (
        <>
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">상품</th>
                  <th scope="col">등급</th>
                  <th scope="col">수익률</th>
                  <th scope="col">모집</th>
                  <th scope="col">상태</th>
                  <th scope="col">작업</th>
                </tr>
              </thead>
              <tbody>
                {products.data.items.map((product) => (
                  <tr key={product.id}>
                    <td>
                      <Link to={`/products/${product.id}`}>{product.title}</Link>
                    </td>
                    <td>{product.grade}</td>
                    <td className="num">{formatRateBp(product.rate_bp)}</td>
                    <td className="num">
                      {formatWon(product.raised_amount)} / {formatWon(product.target_amount)}
                    </td>
                    <td>
                      {product.status}
                      {product.suspended ? ' (중지)' : ''}
                    </td>
                    <td className="actions-cell">
                      {actionsFor(product).map((act) => (
                        <button
                          key={act}
                          type="button"
                          className="button button--ghost button--small"
                          disabled={action.isPending}
                          onClick={() => {
                            if (window.confirm(`"${product.title}" 상품을 ${ACTION_LABELS[act]} 처리할까요?`)) action.mutate({ id: product.id, act });
                          }}
                        >
                          {ACTION_LABELS[act]}
                        </button>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={products.data.page} size={products.data.size} total={products.data.total} onChange={setPage} />
        </>
      )}
    </Page>
  );
}
