// GET /admin/bank/unmatched_deposits: money the bank reported for accounts nobody has, kept for
// operators to return or assign by hand.
import { Controller, Get, Query } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { rows } from '../../shared/database/sql';
import { Roles } from '../../shared/http/auth.decorators';
import { pageQuery } from '../../shared/http/validation';
import { toWon } from '../../shared/won';

@Controller('admin/bank/unmatched_deposits')
@Roles('operator')
export class AdminUnmatchedDepositsController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  async list(@Query() query: Record<string, unknown>) {
    const { page, size, offset } = pageQuery(query);
    const found = await rows<{ tid: string; account_number: string; amount: string; depositor_name: string; at: Date; received_at: Date; total: string }>(
      this.dataSource,
      `SELECT tid, account_number, amount, depositor_name, at, received_at, count(*) OVER () AS total
       FROM unmatched_deposits ORDER BY received_at DESC, tid LIMIT $1 OFFSET $2`,
      [size, offset],
    );
    const [{ count }] = found.length > 0 ? [{ count: found[0].total }] : await rows<{ count: string }>(this.dataSource, `SELECT count(*) AS count FROM unmatched_deposits`);
    return {
      items: found.map((r) => ({
        tid: r.tid,
        account_number: r.account_number,
        amount: toWon(r.amount),
        depositor_name: r.depositor_name,
        at: new Date(r.at).toISOString(),
        received_at: new Date(r.received_at).toISOString(),
      })),
      page,
      size,
      total: Number(count),
    };
  }
}
