// POST /admin/sandbox/borrower_deposits (sandbox only, operators; docs/api.md "Borrower money"): the
// sandbox bank sends a real signed deposit notification for a loan's repayment account to this
// server's own webhook, so the borrower's money takes the path a real transfer would.
import { Body, Controller, Inject, Post } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ProductQueries } from '../../products';
import { DomainError } from '../../shared/errors/domain-error';
import { Roles } from '../../shared/http/auth.decorators';
import { bodyOf } from '../../shared/http/schema';
import { SandboxDepositSender } from '../../wallet';
import { RepaymentAccounts } from '../repayment-accounts/repayment-accounts.service';
import { ADMIN_SANDBOX_BORROWER_DEPOSIT } from './admin-sandbox-borrower-deposits.schema';

@Controller('admin/sandbox/borrower_deposits')
@Roles('operator')
export class AdminSandboxBorrowerDepositsController {
  constructor(
    private readonly accounts: RepaymentAccounts,
    private readonly products: ProductQueries,
    private readonly sender: SandboxDepositSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  async deposit(@Body() body: unknown): Promise<{ tid: string; product_id: string; amount: number }> {
    if (!this.config.sandbox) throw new DomainError('not_found');
    const { product_id: productId, amount: amountWon } = bodyOf(ADMIN_SANDBOX_BORROWER_DEPOSIT, body);
    // no_such_product, or product_state_conflict for a product not executed (no loan yet).
    const account = await this.accounts.forLoan(productId);
    const product = await this.products.rowById(productId);
    const tid = await this.sender.send({ accountNumber: account.account_number, amountWon, depositorName: product?.borrower_name ?? '차입자' });
    return { tid, product_id: productId, amount: amountWon };
  }
}
