// Identity verification of an account (docs/api.md POST /me/identity_verification): the provider is
// asked, every attempt is recorded (kept for customer due diligence, 특금법 5조의4: the table has
// no foreign key, so no account deletion can take the records with it), and a verified name
// becomes the account's legal name: the name the bank's holder check compares and PATCH /me can
// no longer change. A resident registration number given with its consent is kept sealed
// (resident-numbers/), never in the attempt's record.
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Clock } from '../../shared/clock';
import { likeLiteral, one, rows } from '../../shared/database/sql';
import { inTransaction } from '../../shared/database/transaction';
import { DomainError, invalidInput } from '../../shared/errors/domain-error';
import { CorporateMembers } from '../corporate/corporate-members';
import type { IdentityVerificationRecord } from '../http/identity-answers.schema';
import type { VerificationRequest } from './claim-reader';
import { ResidentNumbers } from '../resident-numbers/resident-numbers';
import { IdentityProvider } from './identity-provider.port';

interface RecordRow extends Omit<IdentityVerificationRecord, 'requested_at' | 'beneficial_owner'> {
  requested_at: Date;
  beneficial_owner_name: string | null;
  beneficial_owner_birth_date: string | null;
}

/** The failure recorded when the person verified is not the corporation's representative. */
const REPRESENTATIVE_MISMATCH = 'representative_name_mismatch';

/** The failure recorded when an individual's verified name differs and the rename was not confirmed. */
const NAME_CHANGE_UNCONFIRMED = 'name_change_unconfirmed';

/** The same name as people write it: spacing and Unicode composition aside (홍 길동 = 홍길동). */
const sameName = (a: string, b: string): boolean => a.normalize('NFC').replace(/\s+/g, '') === b.normalize('NFC').replace(/\s+/g, '');

const representativeMismatchMessage = (representativeName: string): string =>
  `본인인증한 분의 이름이 가입 때 입력한 대표자 이름(${representativeName})과 다릅니다. 법인 회원은 대표자 본인의 정보로 인증해 주십시오.`;

/** Operators' list: newest first, at most this many a page. */
export const MAX_RECORDS_PAGE = 100;

@Injectable()
export class IdentityVerifications {
  constructor(
    private readonly dataSource: DataSource,
    private readonly provider: IdentityProvider,
    private readonly clock: Clock,
    private readonly corporations: CorporateMembers,
    private readonly residentNumbers: ResidentNumbers,
  ) {}

  /**
   * Verifies the account's holder; a failure is recorded and answered identity_verification_failed.
   * For a corporation the person verified is its representative (the verified name must be the
   * representative's) and the beneficial owner they declare is recorded with it (특금법 5조의2).
   * An individual's verified name unlike the account's renames the account only when the investor
   * has seen both and agreed (`confirmNameChange`): otherwise the attempt is recorded as not taken
   * and answered name_change_unconfirmed with both names, the account untouched.
   * An account verified already keeps its legal name and is answered as it is (nothing asked again).
   */
  async verify(userId: string, request: VerificationRequest): Promise<void> {
    const user = await one<{ name: string; verified_at: Date | null }>(this.dataSource, `SELECT name, identity_verified_at AS verified_at FROM users WHERE id = $1`, [userId]);
    if (!user) throw new DomainError('no_permission');
    const corporate = await this.corporations.find(userId);
    if (corporate && !request.beneficialOwner) throw invalidInput({ beneficial_owner: 'required' });
    if (!corporate && request.beneficialOwner) throw invalidInput({ beneficial_owner: 'corporate_only' });
    // A corporation's interest is withheld under 법인세법 on its business number, not a person's number.
    if (corporate && request.residentNumber) throw invalidInput({ rrn_consent: 'individual_only' });
    if (user.verified_at) return;
    const { claim, beneficialOwner, residentNumber } = request;
    const answer = await this.provider.verify(claim, residentNumber);
    const record = [randomUUID(), userId, this.provider.name, claim.name, claim.birthDate, claim.phone, this.clock.now(), beneficialOwner?.name ?? null, beneficialOwner?.birthDate ?? null];
    const insert = `INSERT INTO identity_verifications (id, user_id, provider, name, birth_date, phone, requested_at, beneficial_owner_name, beneficial_owner_birth_date,
                      outcome, provider_reference, fail_reason)
                    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`;
    if (!answer.verified) {
      await this.dataSource.query(insert, [...record, 'failed', null, answer.reason]);
      throw new DomainError('identity_verification_failed');
    }
    if (corporate && !sameName(answer.verifiedName, corporate.representativeName)) {
      await this.dataSource.query(insert, [...record, 'failed', answer.providerReference, REPRESENTATIVE_MISMATCH]);
      throw new DomainError('identity_verification_failed', { message: representativeMismatchMessage(corporate.representativeName) });
    }
    if (!corporate && !sameName(answer.verifiedName, user.name) && !request.confirmNameChange) {
      await this.dataSource.query(insert, [...record, 'failed', answer.providerReference, NAME_CHANGE_UNCONFIRMED]);
      throw new DomainError('name_change_unconfirmed', { names: { current: user.name, verified: answer.verifiedName } });
    }
    await inTransaction(this.dataSource, async (tx) => {
      await tx.query(insert, [...record, 'verified', answer.providerReference, null]);
      await tx.query(
        `UPDATE users SET name = $2, identity_verified_at = $3, updated_at = $3 WHERE id = $1 AND identity_verified_at IS NULL`,
        [userId, answer.verifiedName, this.clock.now()],
      );
      if (corporate && beneficialOwner) await this.corporations.recordBeneficialOwner(tx, userId, beneficialOwner, this.clock.now());
      if (residentNumber && answer.residentNumber) await this.residentNumbers.record(tx, userId, answer.residentNumber, this.clock.now());
    });
  }

  /** Operators: every attempt, newest first; `q` matches e-mail, name or phone, `userId` one account. */
  async list(filter: { q?: string; userId?: string; limit: number }): Promise<IdentityVerificationRecord[]> {
    const pattern = filter.q ? `%${likeLiteral(filter.q)}%` : null;
    const found = await rows<RecordRow>(
      this.dataSource,
      `SELECT v.id, v.user_id, u.email, v.provider, v.outcome, v.name, to_char(v.birth_date, 'YYYY-MM-DD') AS birth_date, v.phone,
         v.provider_reference, v.fail_reason, v.requested_at, v.beneficial_owner_name, to_char(v.beneficial_owner_birth_date, 'YYYY-MM-DD') AS beneficial_owner_birth_date
       FROM identity_verifications v LEFT JOIN users u ON u.id = v.user_id
       WHERE ($1::uuid IS NULL OR v.user_id = $1)
         AND ($2::text IS NULL OR u.email ILIKE $2 OR v.name ILIKE $2 OR v.phone ILIKE $2)
       ORDER BY v.requested_at DESC, v.id LIMIT $3`,
      [filter.userId ?? null, pattern, Math.min(filter.limit, MAX_RECORDS_PAGE)],
    );
    return found.map(({ beneficial_owner_name: ownerName, beneficial_owner_birth_date: ownerBirthDate, ...r }) => ({
      ...r,
      beneficial_owner: ownerName && ownerBirthDate ? { name: ownerName, birth_date: ownerBirthDate } : null,
      requested_at: new Date(r.requested_at).toISOString(),
    }));
  }
}
