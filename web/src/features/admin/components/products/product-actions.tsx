// Lifecycle buttons for one product, offered only where the product's state allows them; the
// irreversible ones that move money (cancel, execute) ask first in the app's dialog.
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useRunProductAction } from '../../api/products/run-product-action';
import type { AdminProductRow, ProductAction } from '../../api/products/admin-product.types';
import { MONEY_ACTIONS, ProductActionConfirm, type MoneyAction } from './product-action-confirm';

export const ACTION_LABELS: Record<ProductAction, string> = { open: '모집 시작', suspend: '투자 중지', resume: '투자 재개', cancel: '모집 취소', execute: '대출 실행' };

export function actionsFor(p: AdminProductRow): ProductAction[] {
  const pause: ProductAction[] = p.suspended ? ['resume'] : ['suspend'];
  if (p.status === 'scheduled') return ['open', ...pause, 'cancel'];
  // A loan is executed only once fully funded (온투법 12조②); a product short of its target can have it lowered.
  if (p.status === 'funding') return [...pause, 'cancel'];
  if (p.status === 'funded') return ['execute', ...pause, 'cancel'];
  return [];
}

/** Each action's result, said as an operator would say it. */
export const ACTION_DONE: Record<ProductAction, string> = {
  open: '상품 모집을 시작했습니다.',
  suspend: '투자를 일시 중지했습니다.',
  resume: '투자를 다시 받기 시작했습니다.',
  cancel: '모집을 취소하고 투자금을 투자자에게 돌려주었습니다.',
  execute: '대출을 실행했습니다. 상환 일정이 확정되었습니다.',
};

export function ProductActions({ product }: { product: AdminProductRow }) {
  const run = useRunProductAction(product.id);
  const [asking, setAsking] = useState<MoneyAction | null>(null);
  const actions = actionsFor(product);
  if (actions.length === 0) return <span className="muted">-</span>;
  const send = (action: ProductAction) =>
    run.mutate(action, { onSuccess: () => toast.success(ACTION_DONE[action]), onSettled: () => setAsking(null) });
  return (
    <div className="button-row">
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={action === 'cancel' ? 'button button--ghost button--small' : 'button button--small'}
          disabled={run.isPending}
          onClick={() => (MONEY_ACTIONS.includes(action) ? setAsking(action as MoneyAction) : send(action))}
        >
          {ACTION_LABELS[action]}
        </button>
      ))}
      <ProductActionConfirm action={asking} product={product} busy={run.isPending} onConfirm={() => asking && send(asking)} onClose={() => setAsking(null)} />
    </div>
  );
}
