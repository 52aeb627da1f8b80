// GET /admin/bank/unmatched_deposits: money the bank reported that was credited to nobody, kept
// for operators to return or assign by hand, with the reason: `unknown_account` (no account has
// its number) or `amount_out_of_bounds` (docs/api.md "Borrower money": to be returned to the sender).
import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { rows } from '../../shared/database/sql';
import { CurrentUser, Roles, SessionUser } from '../../shared/http/auth.decorators';
import { BodyOf, QueryOf, ValidBody, ValidQuery } from '../../shared/http/schema';
import { DepositNotifications } from '../deposits/deposit-notifications.service';
import { toWon } from '../../shared/won';
import { ADMIN_ASSIGN_UNMATCHED_DEPOSIT, ADMIN_LIST_UNMATCHED_DEPOSITS } from './admin-unmatched-deposits.schema';

@Controller('admin/bank/unmatched_deposits')
@Roles('operator')
export class AdminUnmatchedDepositsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly notifications: DepositNotifications,
  ) {}

  @Get()
  async list(@ValidQuery(ADMIN_LIST_UNMATCHED_DEPOSITS) query: QueryOf<typeof ADMIN_LIST_UNMATCHED_DEPOSITS>) {
    const { page = 1, size = 20 } = query;
    const offset = (page - 1) * size;
    const found = await rows<{ tid: string; account_number: string; amount: string; depositor_name: string; at: Date; received_at: Date; assigned_user_id: string | null; assigned_at: Date | null; reason: string; total: string }>(
      this.dataSource,
      `SELECT tid, account_number, amount, depositor_name, at, received_at, assigned_user_id, assigned_at, reason, count(*) OVER () AS total
       FROM unmatched_deposits ORDER BY received_at DESC, tid LIMIT $1 OFFSET $2`,
      [size, offset],
    );
    const [{ count }] = found.length > 0 ? [{ count: found[0].total }] : await rows<{ count: string }>(this.dataSource, `SELECT count(*) AS count FROM unmatched_deposits`);
    return {
      // The row's own columns in their order, less the window count, with money and instants as the answer shows them.
      items: found.map(({ total: _total, ...r }) => ({
        ...r,
        amount: toWon(r.amount),
        at: new Date(r.at).toISOString(),
        received_at: new Date(r.received_at).toISOString(),
        assigned_at: r.assigned_at ? new Date(r.assigned_at).toISOString() : null,
      })),
      page,
      size,
      total: Number(count),
    };
  }

  /** Credits the deposit to the investor it belongs to (found by the operator, e.g. by depositor name). */
  @Post(':tid/assign')
  @HttpCode(200)
  async assign(@CurrentUser() operator: SessionUser, @Param('tid') tid: string, @ValidBody(ADMIN_ASSIGN_UNMATCHED_DEPOSIT) input: BodyOf<typeof ADMIN_ASSIGN_UNMATCHED_DEPOSIT>) {
    const userId = input.user_id;
    const status = await this.notifications.assignUnmatched(tid.slice(0, 100), userId, operator.id);
    return { tid, user_id: userId, status };
  }
}
