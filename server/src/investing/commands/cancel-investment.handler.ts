// Cancels one investment: the product's raised amount goes down and the investor's hold goes
// back to the balance (the wallet decides that line), in one append.
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { one } from '../../shared/database/sql';
import { DomainError } from '../../shared/errors/domain-error';
import { toWon } from '../../shared/won';
import { ProductStreams } from '../../products';
import { WalletStreams } from '../../wallet';
import { CancelInvestment } from './cancel-investment.command';
import { commandMetadata } from '../../shared/queue/queued-command';

@CommandHandler(CancelInvestment)
export class CancelInvestmentHandler implements ICommandHandler<CancelInvestment> {
  constructor(private readonly products: ProductStreams, private readonly wallets: WalletStreams) {}

  async execute({ payload, ctx }: CancelInvestment) {
    const { userId, investmentId } = payload;
    const row = await one<{ product_id: string; user_id: string; amount: string; status: string }>(
      ctx.tx, `SELECT product_id, user_id, amount, status FROM investments WHERE id = $1`, [investmentId]);
    if (!row || row.user_id !== userId) throw new DomainError('not_found');
    if (row.status !== 'placed') throw new DomainError('investment_not_cancelable');
    const amountWon = toWon(row.amount);
    const productId = row.product_id;
    let balanceWon = 0;
    await this.products.run(ctx.tx, productId, { type: 'CancelInvestment', productId, investmentId, userId, amountWon, now: ctx.businessNow }, commandMetadata(ctx), {
      before: async () => {
        const wallet = await this.wallets.load(ctx.tx, userId);
        const released = this.wallets.decideOn(userId, wallet, { type: 'ReleaseInvestmentHold', investmentId, productId, amountWon, reason: 'investor' });
        balanceWon = released.nextState.balanceWon;
        return [released.append];
      },
    });
    return { balance: balanceWon };
  }
}
