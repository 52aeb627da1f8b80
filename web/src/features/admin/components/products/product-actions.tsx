// Lifecycle buttons for one product, offered only where the product's state allows them; the
// irreversible ones (cancel, execute) ask first.
import toast from 'react-hot-toast';
import { useRunProductAction } from '../../api/products/run-product-action';
import type { AdminProductRow, ProductAction } from '../../api/products/admin-product.types';

export const ACTION_LABELS: Record<ProductAction, string> = { open: '모집 시작', suspend: '투자 중지', resume: '투자 재개', cancel: '모집 취소', execute: '대출 실행' };

export function actionsFor(p: AdminProductRow): ProductAction[] {
  const pause: ProductAction[] = p.suspended ? ['resume'] : ['suspend'];
  if (p.status === 'scheduled') return ['open', ...pause, 'cancel'];
  // A loan is executed only once fully funded (온투법 12조②); a product short of its target can have it lowered.
  if (p.status === 'funding') return [...pause, 'cancel'];
  if (p.status === 'funded') return ['execute', ...pause, 'cancel'];
  return [];
}

const CONFIRM: Partial<Record<ProductAction, string>> = {
  cancel: '모집을 취소하면 모든 투자금이 투자자에게 돌아갑니다. 취소할까요?',
  execute: '대출을 실행하면 투자금이 차입자에게 지급되고 상환이 시작됩니다. 실행할까요?',
};

export function ProductActions({ product }: { product: AdminProductRow }) {
  const run = useRunProductAction(product.id);
  const actions = actionsFor(product);
  if (actions.length === 0) return <span className="muted">-</span>;
  return (
    <div className="button-row">
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={action === 'cancel' ? 'button button--ghost button--small' : 'button button--small'}
          disabled={run.isPending}
          onClick={() => {
            const question = CONFIRM[action];
            if (question && !window.confirm(question)) return;
            run.mutate(action, { onSuccess: () => toast.success(`${ACTION_LABELS[action]}: 처리했습니다.`) });
          }}
        >
          {ACTION_LABELS[action]}
        </button>
      ))}
    </div>
  );
}
