// The investor's withdrawal account: registered only after the step-up password and the bank's
// holder-name check say yes. Not a money fact: a plain table, replaced on re-registration.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one } from '../../shared/database/sql';
import { DomainError } from '../../shared/errors/domain-error';
import { BankGateway } from '../bank/bank-gateway.port';
import { bankNameOf } from '../bank/korean-banks';
import type { WithdrawAccount } from '../http/wallet-answers.schema';

@Injectable()
export class WithdrawAccounts {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bank: BankGateway,
  ) {}

  async find(userId: string): Promise<WithdrawAccount | null> {
    const row = await one<Omit<WithdrawAccount, 'verified_at'> & { verified_at: Date }>(
      this.dataSource, `SELECT bank_code, bank_name, account_number, holder_name, status, verified_at FROM withdraw_accounts WHERE user_id = $1`, [userId]);
    return row ? { ...row, verified_at: new Date(row.verified_at).toISOString() } : null;
  }

  async register(userId: string, memberName: string, input: { bankCode: string; accountNumber: string; holderName: string }): Promise<WithdrawAccount> {
    const bankName = bankNameOf(input.bankCode);
    if (!bankName) throw new DomainError('invalid_input', { fields: { bank_code: 'unknown_bank' } });
    const check = await this.bank.verifyHolder({ ...input, memberName });
    if (check !== 'verified') throw new DomainError(check);
    await this.dataSource.query(
      `INSERT INTO withdraw_accounts (user_id, bank_code, bank_name, account_number, holder_name, status, verified_at)
       VALUES ($1, $2, $3, $4, $5, 'verified', now())
       ON CONFLICT (user_id) DO UPDATE SET bank_code = EXCLUDED.bank_code, bank_name = EXCLUDED.bank_name,
         account_number = EXCLUDED.account_number, holder_name = EXCLUDED.holder_name, status = 'verified', verified_at = now()`,
      [userId, input.bankCode, bankName, input.accountNumber, input.holderName],
    );
    return (await this.find(userId))!;
  }
}
