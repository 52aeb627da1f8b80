// Where resident registration numbers are kept (docs/api.md "Investment documents and tax forms"): one
// per account, asked once with its own consent at identity verification, sealed with AES-256-GCM
// (pii-cipher.ts) before it reaches the database, read back only to be masked for a tax form. No
// method returns or logs the full number.
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { preparedRows, Queryable } from '../../shared/database/sql';
import { assert } from '../../shared/errors/domain-error';
import { developmentKey, seal, unseal } from './pii-cipher';
import { maskResidentNumber } from './resident-number';

/** A tax form's recipients: the bound of one read (the payment statement pages through them). */
export const MAX_MASKED_PER_READ = 10_000;

@Injectable()
export class ResidentNumbers {
  private key: Buffer | null = null;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Resolved on first use: a process that never touches a number never creates the development key. */
  private cipherKey(): Buffer {
    this.key ??= this.config.piiEncryptionKey ? Buffer.from(this.config.piiEncryptionKey, 'hex') : developmentKey(this.config.dataDir);
    return this.key;
  }

  /** Keeps the first number an account gave (asked once): a second call changes nothing. */
  async record(q: Queryable, userId: string, digits: string, consentedAt: Date): Promise<void> {
    await q.query(
      `INSERT INTO resident_numbers (user_id, sealed, consented_at) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO NOTHING`,
      [userId, seal(this.cipherKey(), digits, userId), consentedAt],
    );
  }

  /** The masked number of each account that has one (`850315-1******`); accounts without one are absent. */
  async maskedOf(userIds: readonly string[]): Promise<Map<string, string>> {
    assert(userIds.length <= MAX_MASKED_PER_READ, () => `maskedOf: ${userIds.length} accounts in one read`);
    const found = await preparedRows<{ user_id: string; sealed: string }>(
      this.dataSource,
      `SELECT user_id, sealed FROM resident_numbers WHERE user_id = ANY($1::uuid[])`,
      [[...userIds]],
    );
    return new Map(found.map((r) => [r.user_id, maskResidentNumber(unseal(this.cipherKey(), r.sealed, r.user_id))]));
  }
}
