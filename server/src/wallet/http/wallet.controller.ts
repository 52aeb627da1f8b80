// GET /wallet and GET /wallet/transactions: always the session's own wallet (no id is taken from
// the request, so one investor can never read another's lines).
import { Controller, Get, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CurrentUser, SessionUser } from '../../shared/http/auth.decorators';
import { FastRead } from '../../shared/http/fast-read';
import { parseTransactionQuery, TransactionsQuery } from '../queries/transactions.query';
import { WalletQuery } from '../queries/wallet.query';
import type { WalletView } from './wallet-answers.schema';

@Controller('wallet')
export class WalletController {
  constructor(
    private readonly wallet: WalletQuery,
    private readonly transactions: TransactionsQuery,
  ) {}

  @FastRead()
  @Get()
  view(@CurrentUser() me: SessionUser): Promise<WalletView> {
    return this.wallet.view(me.id);
  }

  /** Answered as the JSON text PostgreSQL builds. */
  @FastRead()
  @Get('transactions')
  async list(@CurrentUser() me: SessionUser, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    // Only type, from, to, cursor and limit are read; other parameters (cache busters) are ignored.
    const body = await this.transactions.listJson(me.id, parseTransactionQuery(query));
    reply.type('application/json; charset=utf-8');
    return body;
  }
}
