// GET /wallet: balance, held, withdrawable and the two accounts, read from the projections.
import type { Vaccount, WalletView, WithdrawAccount } from '../http/wallet-answers.schema';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { DataSource } from 'typeorm';
import { ReadDatabase } from '../../shared/database/read-database';
import { one } from '../../shared/database/sql';
import { toWon } from '../../shared/won';

/** The wallet and both accounts in one indexed read (a row whether or not any exists yet). */
const VIEW_SQL = `SELECT w.balance, w.held, w.withdrawing,
    v.bank_code AS v_bank_code, v.bank_name AS v_bank_name, v.account_number AS v_account_number, v.holder_name AS v_holder_name, v.issued_at AS v_issued_at,
    a.bank_code AS a_bank_code, a.bank_name AS a_bank_name, a.account_number AS a_account_number, a.holder_name AS a_holder_name, a.status AS a_status, a.verified_at AS a_verified_at
  FROM (SELECT $1::uuid AS user_id) u
  LEFT JOIN wallets w ON w.user_id = u.user_id
  LEFT JOIN vaccounts v ON v.user_id = u.user_id
  LEFT JOIN withdraw_accounts a ON a.user_id = u.user_id`;

type ViewRow = Record<string, string | null> & { v_issued_at: Date | null; a_verified_at: Date | null };

@Injectable()
export class WalletQuery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reads: ReadDatabase,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async balances(userId: string): Promise<{ balance: number; held: number; withdrawing: number }> {
    const row = await one<{ balance: string; held: string; withdrawing: string }>(this.dataSource, `SELECT balance, held, withdrawing FROM wallets WHERE user_id = $1`, [userId]);
    return { balance: toWon(row?.balance), held: toWon(row?.held), withdrawing: toWon(row?.withdrawing) };
  }

  /** GET /api/wallet: one read, from the replica when it may answer (ReadDatabase). */
  async view(userId: string): Promise<WalletView> {
    const [r] = await this.reads.rows<ViewRow>(VIEW_SQL, [userId]);
    const vaccount: Vaccount | null = r.v_bank_code === null ? null : {
      bank_code: r.v_bank_code, bank_name: r.v_bank_name!, account_number: r.v_account_number!, holder_name: r.v_holder_name!, issued_at: new Date(r.v_issued_at!).toISOString(),
    };
    const withdrawAccount: WithdrawAccount | null = r.a_bank_code === null ? null : {
      bank_code: r.a_bank_code, bank_name: r.a_bank_name!, account_number: r.a_account_number!, holder_name: r.a_holder_name!,
      status: r.a_status as WithdrawAccount['status'], verified_at: new Date(r.a_verified_at!).toISOString(),
    };
    const balance = toWon(r.balance);
    // Only `balance` can be withdrawn: held money belongs to products still raising funds.
    return { balance, held: toWon(r.held), withdrawable: balance, withdrawing: toWon(r.withdrawing), vaccount, withdraw_account: withdrawAccount, sandbox: this.config.sandbox };
  }
}
