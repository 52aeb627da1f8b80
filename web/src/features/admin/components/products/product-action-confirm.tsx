// The app's own dialog before an operator moves money with a product: it says, in the words an
// operator uses, whose money goes where (cancel: every investor's money back to their balance;
// execute: the investors' money to the borrower and the repayment schedule fixed).
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatWon } from '@/lib/format';
import type { AdminProductRow, ProductAction } from '../../api/products/admin-product.types';

/** The actions that move money and so are asked first. */
export type MoneyAction = Extract<ProductAction, 'cancel' | 'execute'>;
export const MONEY_ACTIONS: readonly ProductAction[] = ['cancel', 'execute'];

/** What will happen, concretely: how many investors, how much, to whom. */
export function consequenceOf(action: MoneyAction, p: AdminProductRow): string {
  const investors = `투자자 ${p.investor_count.toLocaleString('ko-KR')}명`;
  const raised = formatWon(p.raised_amount);
  if (action === 'execute') {
    return `대출을 실행하면 ${investors}의 투자금 ${raised}이 차입자 ${p.borrower_name}에게 지급되고 상환 일정이 확정됩니다. 실행한 뒤에는 되돌릴 수 없습니다.`;
  }
  if (p.investor_count === 0) return '모집을 취소하면 이 상품은 더 이상 투자를 받지 않습니다. 아직 투자한 사람은 없습니다. 취소한 뒤에는 되돌릴 수 없습니다.';
  return `모집을 취소하면 ${investors}의 투자금 ${raised}이 모두 각자의 예치금으로 돌아가고, 이 상품은 더 이상 투자를 받지 않습니다. 취소한 뒤에는 되돌릴 수 없습니다.`;
}

const TEXT: Record<MoneyAction, { title: string; confirm: string; busy: string }> = {
  execute: { title: '대출 실행', confirm: '대출 실행하기', busy: '실행하는 중…' },
  cancel: { title: '모집 취소', confirm: '모집 취소하기', busy: '취소하는 중…' },
};

type Props = { action: MoneyAction | null; product: AdminProductRow; busy: boolean; onConfirm: () => void; onClose: () => void };

export function ProductActionConfirm({ action, product, busy, onConfirm, onClose }: Props) {
  const text = TEXT[action ?? 'execute'];
  return (
    <ConfirmDialog open={action !== null} title={`${text.title}: ${product.title}`} confirmLabel={text.confirm} busyLabel={text.busy} busy={busy} onConfirm={onConfirm} onClose={onClose}>
      <p>{action ? consequenceOf(action, product) : null}</p>
    </ConfirmDialog>
  );
}
