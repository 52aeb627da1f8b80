// GET /wallet and GET /wallet/transactions: always the session's own wallet (no id is taken from
// the request, so one investor can never read another's lines).
import { Controller, Get, Query } from '@nestjs/common';
import { CurrentUser, SessionUser } from '../../shared/http/auth.decorators';
import { parseTransactionQuery, TransactionItem, TransactionsQuery } from '../queries/transactions.query';
import { WalletQuery, WalletView } from '../queries/wallet.query';

@Controller('wallet')
export class WalletController {
  constructor(
    private readonly wallet: WalletQuery,
    private readonly transactions: TransactionsQuery,
  ) {}

  @Get()
  view(@CurrentUser() me: SessionUser): Promise<WalletView> {
    return this.wallet.view(me.id);
  }

  @Get('transactions')
  list(@CurrentUser() me: SessionUser, @Query() query: Record<string, unknown>): Promise<{ items: TransactionItem[]; next_cursor: string | null }> {
    // Only type, from, to, cursor and limit are read; other parameters (cache busters) are ignored.
    return this.transactions.list(me.id, parseTransactionQuery(query));
  }
}
