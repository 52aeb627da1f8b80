// The borrower's money commands (a payment received, a credit refunded) run on the loan of an
// executed product. A product that exists but has no loan yet is a state conflict, not a missing
// product: both commands answer it the same way.
import { ProductQueries } from '../../products';
import { DomainError } from '../../shared/errors/domain-error';
import { CommandContext, commandMetadata } from '../../shared/queue/queued-command';
import type { LoanCommand } from '../loan.decider';
import { LoanStreams } from '../loan-streams';

export async function runOnExecutedLoan(loans: LoanStreams, products: ProductQueries, ctx: CommandContext, productId: string, command: LoanCommand) {
  const { state: current } = await loans.load(ctx.tx, productId);
  if (!current.exists) throw new DomainError((await products.row(ctx.tx, productId)) ? 'product_state_conflict' : 'no_such_product');
  return loans.runWithProduct(ctx.tx, productId, command, commandMetadata(ctx), ctx.businessNow);
}
