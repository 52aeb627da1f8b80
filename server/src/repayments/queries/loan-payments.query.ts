// How a loan's borrower payments show (paymentView; the loan's page reads them with paymentsOf),
// and the dry run of a payment not yet made: both from the loan's own stream (payment-allocation.ts),
// so the operators see exactly what the decider booked or would book.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ProductQueries } from '../../products';
import { EventStore } from '../../shared/event-store/event-store';
import { onlyEventsOf } from '../../shared/event-store/event-guard';
import { DomainError } from '../../shared/errors/domain-error';
import { LoanState, loanDecider } from '../loan.decider';
import { isLoanEvent, LoanEvent, loanStreamId } from '../loan.events';
import { AllocatedInstallment, LoanPayment, PaymentAllocation, previewPayment } from '../payment-allocation';

export function allocationView(a: PaymentAllocation) {
  return { costs: a.costsWon, late_interest: a.lateInterestWon, interest: a.interestWon, principal: a.principalWon, credit: a.creditWon, credit_used: a.creditUsedWon };
}

export function allocatedInstallmentsView(installments: readonly AllocatedInstallment[]) {
  return installments.map((i) => ({ seq: i.seq, due_on: i.dueOn, late_interest: i.lateInterestWon, interest: i.interestWon, principal: i.principalWon }));
}

export function paymentView(p: LoanPayment) {
  return {
    payment_id: p.paymentId,
    amount: p.amountWon,
    paid_on: p.paidOn,
    received_at: new Date(p.receivedAt).toISOString(),
    source: p.source,
    allocation: allocationView(p.allocation),
    installments: allocatedInstallmentsView(p.allocation.installments),
  };
}

@Injectable()
export class LoanPaymentsQuery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventStore,
    private readonly products: ProductQueries,
  ) {}

  private async history(productId: string): Promise<LoanEvent[]> {
    return onlyEventsOf(isLoanEvent, await this.events.readStream(this.dataSource, loanStreamId(productId)));
  }

  /** `{allocation, installments}` of a payment of `amountWon` on `paidOn`, on the loan as it stands; appends nothing. */
  async preview(productId: string, amountWon: number, paidOn: string, now: Date) {
    const state: LoanState = (await this.history(productId)).reduce(loanDecider.evolve, loanDecider.initialState());
    // As the real payment answers it (borrower-money.ts): a product without a loan yet is a state conflict.
    if (!state.exists) throw new DomainError((await this.products.row(this.dataSource, productId)) ? 'product_state_conflict' : 'no_such_product');
    const allocation = previewPayment(state, { amountWon, paidOn, now });
    return { allocation: allocationView(allocation), installments: allocatedInstallmentsView(allocation.installments) };
  }
}
