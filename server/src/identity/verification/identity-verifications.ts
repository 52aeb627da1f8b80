// Identity verification of an account (docs/api.md POST /me/identity_verification): the provider is
// asked, every attempt is recorded (kept for customer due diligence, 특금법 5조의4: the table has
// no foreign key, so no account deletion can take the records with it), and a verified name
// becomes the account's legal name: the name the bank's holder check compares and PATCH /me can
// no longer change.
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Clock } from '../../shared/clock';
import { one, rows } from '../../shared/database/sql';
import { inTransaction } from '../../shared/database/transaction';
import { DomainError } from '../../shared/errors/domain-error';
import { IdentityClaim, IdentityProvider } from './identity-provider.port';

export interface VerificationRecord {
  id: string;
  user_id: string;
  email: string | null;
  provider: string;
  outcome: 'verified' | 'failed';
  name: string;
  birth_date: string;
  phone: string;
  provider_reference: string | null;
  fail_reason: string | null;
  requested_at: string;
}

interface RecordRow extends Omit<VerificationRecord, 'requested_at'> {
  requested_at: Date;
}

/** Operators' list: newest first, at most this many a page. */
export const MAX_RECORDS_PAGE = 100;

@Injectable()
export class IdentityVerifications {
  constructor(
    private readonly dataSource: DataSource,
    private readonly provider: IdentityProvider,
    private readonly clock: Clock,
  ) {}

  /**
   * Verifies the account's holder; a failure is recorded and answered identity_verification_failed.
   * A verified name unlike the account's renames the account only when the investor has seen both
   * and agreed (`confirmNameChange`): otherwise the attempt is recorded as not taken and answered
   * name_change_unconfirmed with both names, the account untouched. An account verified already
   * keeps its legal name and is answered as it is (nothing asked again).
   */
  async verify(userId: string, claim: IdentityClaim, opts: { confirmNameChange: boolean } = { confirmNameChange: false }): Promise<void> {
    const user = await one<{ name: string; verified_at: Date | null }>(this.dataSource, `SELECT name, identity_verified_at AS verified_at FROM users WHERE id = $1`, [userId]);
    if (!user) throw new DomainError('no_permission');
    if (user.verified_at) return;
    const answer = await this.provider.verify(claim);
    const record = [randomUUID(), userId, this.provider.name, claim.name, claim.birthDate, claim.phone, this.clock.now()];
    const insert = `INSERT INTO identity_verifications (id, user_id, provider, name, birth_date, phone, requested_at, outcome, provider_reference, fail_reason)
                    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`;
    if (!answer.verified) {
      await this.dataSource.query(insert, [...record, 'failed', null, answer.reason]);
      throw new DomainError('identity_verification_failed');
    }
    if (answer.verifiedName !== user.name && !opts.confirmNameChange) {
      await this.dataSource.query(insert, [...record, 'failed', answer.providerReference, 'name_change_unconfirmed']);
      throw new DomainError('name_change_unconfirmed', { names: { current: user.name, verified: answer.verifiedName } });
    }
    await inTransaction(this.dataSource, async (tx) => {
      await tx.query(insert, [...record, 'verified', answer.providerReference, null]);
      await tx.query(
        `UPDATE users SET name = $2, identity_verified_at = $3, updated_at = $3 WHERE id = $1 AND identity_verified_at IS NULL`,
        [userId, answer.verifiedName, this.clock.now()],
      );
    });
  }

  async isVerified(userId: string): Promise<boolean> {
    const row = await one<{ verified: boolean }>(this.dataSource, `SELECT identity_verified_at IS NOT NULL AS verified FROM users WHERE id = $1`, [userId]);
    return row?.verified === true;
  }

  /** Operators: every attempt, newest first; `q` matches e-mail, name or phone, `userId` one account. */
  async list(filter: { q?: string; userId?: string; limit: number }): Promise<VerificationRecord[]> {
    const pattern = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const found = await rows<RecordRow>(
      this.dataSource,
      `SELECT v.id, v.user_id, u.email, v.provider, v.outcome, v.name, to_char(v.birth_date, 'YYYY-MM-DD') AS birth_date, v.phone,
         v.provider_reference, v.fail_reason, v.requested_at
       FROM identity_verifications v LEFT JOIN users u ON u.id = v.user_id
       WHERE ($1::uuid IS NULL OR v.user_id = $1)
         AND ($2::text IS NULL OR u.email ILIKE $2 OR v.name ILIKE $2 OR v.phone ILIKE $2)
       ORDER BY v.requested_at DESC, v.id LIMIT $3`,
      [filter.userId ?? null, pattern, Math.min(filter.limit, MAX_RECORDS_PAGE)],
    );
    return found.map((r) => ({ ...r, requested_at: new Date(r.requested_at).toISOString() }));
  }
}
