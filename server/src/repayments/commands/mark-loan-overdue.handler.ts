import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { BoardsService } from '../../boards';
import { ProductQueries } from '../../products';
import { formatWon } from '../../shared/won';
import { LoanStreams } from '../loan-streams';
import { OverdueNotices } from '../overdue-notices/overdue-notices.service';
import { MarkLoanOverdue } from './mark-loan-overdue.command';
import { commandMetadata } from '../../shared/queue/queued-command';
import { WalletStreams } from '../../wallet';
import { loanStepWallets } from '../bad-loans/loan-step-wallets';
import { RepaymentPolicy } from '../repayment-policy';

@CommandHandler(MarkLoanOverdue)
export class MarkLoanOverdueHandler implements ICommandHandler<MarkLoanOverdue> {
  constructor(
    private readonly loans: LoanStreams,
    private readonly boards: BoardsService,
    private readonly products: ProductQueries,
    private readonly notices: OverdueNotices,
    private readonly wallets: WalletStreams,
    private readonly policy: RepaymentPolicy,
  ) {}

  async execute({ payload, ctx }: MarkLoanOverdue) {
    const command = { type: 'MarkOverdue' as const, asOf: payload.asOf, accelerationDays: payload.accelerationDays, accelerationNoticeDays: payload.accelerationNoticeDays, now: ctx.businessNow };
    // The run's own acceleration applies what the borrower had paid towards an uncovered installment
    // to the claim (accelerateWithCredit): its investors' shares credited in the same append.
    const { events, state } = await this.loans.runWithProduct(ctx.tx, payload.productId, command, commandMetadata(ctx), ctx.businessNow,
      loanStepWallets(this.wallets, this.policy, ctx));
    // The first run after a due date: investors told and the notice posted (온투법 22조⑤), or neither.
    const newlyOverdue = events.flatMap((e) => (e.type === 'InstallmentOverdue' ? [e.data] : []));
    await this.notices.announce(ctx.tx, payload.productId, newlyOverdue.map((d) => {
      const installment = state.installments.find((i) => i.seq === d.seq)!;
      return { seq: d.seq, dueOn: d.dueOn, amountWon: installment.principalWon + installment.interestWon };
    }), payload.asOf);
    const overdue = events.find((e) => e.type === 'LoanOverdue');
    if (overdue && overdue.type === 'LoanOverdue') {
      // Posted in the same transaction: the product turns overdue and its investors are told, or neither.
      const product = await this.products.row(ctx.tx, payload.productId);
      const title = product?.title ?? payload.productId;
      const unpaid = state.installments.filter((i) => i.status === 'scheduled' && i.dueOn < payload.asOf);
      await this.boards.publishOverdueNotice(
        {
          productId: payload.productId,
          title: `[연체 안내] ${title} (${overdue.data.oldestDueOn} 상환분)`,
          bodyHtml:
            `<p>${title} 상품의 ${overdue.data.oldestDueOn} 상환 예정분이 ${overdue.data.daysOverdue}일째 입금되지 않아 연체 상태가 되었습니다.</p>` +
            `<p>미상환 회차: ${unpaid.map((i) => `${i.seq}회차(${formatWon(i.principalWon + i.interestWon)})`).join(', ')}</p>` +
            '<p>차입자 상환금이 입금되면 가장 오래된 회차부터 지급하며, 진행 상황은 이 게시판으로 안내해 드리겠습니다.</p>',
        },
        ctx.tx,
      );
    }
    // The daily run's own acceleration is published on the product's post like an operator's (온투법 22조⑤).
    if (events.some((e) => e.type === 'LoanAccelerated')) await this.notices.followLoanSteps(ctx.tx, payload.productId, ctx.businessNow);
    return {
      overdue_seqs: events.flatMap((e) => (e.type === 'InstallmentOverdue' ? [e.data.seq] : [])),
      product_overdue: Boolean(overdue),
    };
  }
}
