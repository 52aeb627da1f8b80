// GET /wallet: balance, held, withdrawable and the two accounts, read from the projections.
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { DataSource } from 'typeorm';
import { one } from '../../shared/database/sql';
import { toWon } from '../../shared/won';
import { Vaccounts, VaccountView } from '../vaccounts/vaccounts.service';
import { WithdrawAccounts, WithdrawAccountView } from '../withdrawals/withdraw-accounts.service';

export interface WalletView {
  balance: number;
  held: number;
  withdrawable: number;
  withdrawing: number;
  vaccount: VaccountView | null;
  withdraw_account: WithdrawAccountView | null;
  /** The sandbox bank is on: the web app offers "모의 입금". */
  sandbox: boolean;
}

@Injectable()
export class WalletQuery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly vaccounts: Vaccounts,
    private readonly withdrawAccounts: WithdrawAccounts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async balances(userId: string): Promise<{ balance: number; held: number; withdrawing: number }> {
    const row = await one<{ balance: string; held: string; withdrawing: string }>(this.dataSource, `SELECT balance, held, withdrawing FROM wallets WHERE user_id = $1`, [userId]);
    return { balance: toWon(row?.balance), held: toWon(row?.held), withdrawing: toWon(row?.withdrawing) };
  }

  async view(userId: string): Promise<WalletView> {
    const [b, vaccount, withdrawAccount] = await Promise.all([this.balances(userId), this.vaccounts.find(userId), this.withdrawAccounts.find(userId)]);
    // Only `balance` can be withdrawn: held money belongs to products still raising funds.
    return { balance: b.balance, held: b.held, withdrawable: b.balance, withdrawing: b.withdrawing, vaccount, withdraw_account: withdrawAccount, sandbox: this.config.sandbox };
  }
}
