import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { seoulDate } from '../../shared/clock';
import { DomainError, assert } from '../../shared/errors/domain-error';
import { ProductQueries } from '../../products';
import { toWon } from '../../shared/won';
import { LoanStreams } from '../loan-streams';
import { isPersonalDebtorLoan, RepaymentPolicy } from '../repayment-policy';
import { ScheduleLoan } from './schedule-loan.command';
import { investorsOf, loanSchedule, RepaymentMethod } from '../../shared/loan-maths';
import { commandMetadata } from '../../shared/queue/queued-command';

@CommandHandler(ScheduleLoan)
export class ScheduleLoanHandler implements ICommandHandler<ScheduleLoan> {
  constructor(
    private readonly loans: LoanStreams,
    private readonly products: ProductQueries,
    private readonly policy: RepaymentPolicy,
  ) {}

  async execute({ payload, ctx }: ScheduleLoan) {
    // Terms are frozen once a product opens, so the read model holds the ones investors took.
    const product = await this.products.row(ctx.tx, payload.productId);
    if (!product) throw new DomainError('no_such_product');
    const principalWon = payload.investments.reduce((t, i) => t + i.amountWon, 0);
    assert(principalWon === toWon(product.executed_amount) || toWon(product.executed_amount) === 0, `loan ${payload.productId}: investments ${principalWon} ≠ executed ${product.executed_amount}`);
    const executedAt = new Date(payload.executedAt);
    const executedOn = seoulDate(executedAt);
    const method = product.repayment_method as RepaymentMethod;
    const terms = { principalWon, rateBp: product.rate_bp, termMonths: product.term_months, method };
    // Late interest and the maximum rate are contract terms: the policy in force on the execution date.
    const badLoan = await this.policy.badLoanTermsOn(executedOn, ctx.tx);
    const { events } = await this.loans.runWithProduct(
      ctx.tx,
      payload.productId,
      {
        type: 'ScheduleLoan',
        data: {
          productId: payload.productId,
          executedAt: executedAt.toISOString(),
          executedOn,
          principalWon,
          rateBp: terms.rateBp,
          termMonths: terms.termMonths,
          method,
          investors: investorsOf(payload.investments),
          investments: payload.investments,
          // The policy in force on the execution date, whenever this command runs: the loan's fee.
          policy: await this.policy.inForceOn(executedOn, ctx.tx),
          lateInterestBp: badLoan.lateInterestBp,
          maxRateBp: badLoan.maxRateBp,
          // 개인채무자보호법 switches in force at execution: a contract term like the two above.
          ...(isPersonalDebtorLoan(badLoan, product.type, principalWon) ? { personalDebtor: true } : {}),
          installments: loanSchedule(terms, executedAt),
        },
      },
      commandMetadata(ctx),
      ctx.businessNow,
    );
    return { product_id: payload.productId, scheduled: events.length > 0 };
  }
}
