// One virtual account per investor, issued by the bank. Not a money fact, so a plain table; the
// unique user_id makes two concurrent requests issue one account.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one, preparedRows, rows } from '../../shared/database/sql';
import { DomainError } from '../../shared/errors/domain-error';
import { BankGateway } from '../bank/bank-gateway.port';
import type { Vaccount } from '../http/wallet-answers.schema';

const UNIQUE_VIOLATION = '23505';
/** The bank's numbers are random: a clash with another account is retried a few times. */
const MAX_ISSUE_ATTEMPTS = 5;

@Injectable()
export class Vaccounts {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bank: BankGateway,
  ) {}

  async find(userId: string): Promise<Vaccount | null> {
    const row = await one<{ bank_code: string; bank_name: string; account_number: string; holder_name: string; issued_at: Date }>(
      this.dataSource, `SELECT bank_code, bank_name, account_number, holder_name, issued_at FROM vaccounts WHERE user_id = $1`, [userId]);
    return row ? { ...row, issued_at: new Date(row.issued_at).toISOString() } : null;
  }

  /** Which of these investors have a virtual account (a batch of investments asks once). */
  async holders(userIds: string[]): Promise<Set<string>> {
    const found = await preparedRows<{ user_id: string }>(this.dataSource, `SELECT user_id FROM vaccounts WHERE user_id = ANY($1::uuid[])`, [userIds]);
    return new Set(found.map((r) => r.user_id));
  }

  async issue(userId: string, holderName: string): Promise<Vaccount> {
    if (await this.find(userId)) throw new DomainError('vaccount_exists');
    for (let attempt = 1; attempt <= MAX_ISSUE_ATTEMPTS; attempt += 1) {
      const issued = await this.bank.issueVirtualAccount({ userId, holderName });
      try {
        const inserted = await rows(
          this.dataSource,
          `INSERT INTO vaccounts (user_id, bank_code, bank_name, account_number, holder_name) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
          [userId, issued.bankCode, issued.bankName, issued.accountNumber, issued.holderName],
        );
        if (inserted.length === 0) throw new DomainError('vaccount_exists');
        return (await this.find(userId))!;
      } catch (error) {
        if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error; // account number clash: ask again
      }
    }
    throw new DomainError('__poll');
  }
}
