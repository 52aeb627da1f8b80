// A loan as the operators' API shows it (snake_case, integer won).
import type { LoanState } from '../loan.decider';

export function loanView(state: LoanState) {
  return {
    product_id: state.productId,
    status: state.status,
    principal: state.principalWon,
    rate_bp: state.rateBp,
    method: state.method,
    received: state.receivedWon,
    credit: state.creditWon,
    installments: state.installments.map((i) => ({
      seq: i.seq,
      due_on: i.dueOn,
      principal: i.principalWon,
      interest: i.interestWon,
      status: i.status,
      overdue: i.overdue,
    })),
  };
}
