// The company a corporate account signed up as, and the beneficial owner (실제소유자) its last
// successful identity verification recorded. Written by sign-up and verification only; read into
// every `user` answer (`corporate`), and with the beneficial owner for operators.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one, Queryable, rows } from '../../shared/database/sql';
import type { User } from '../http/identity-answers.schema';
import { formatBusinessNumber } from './business-number';
import type { BeneficialOwner, CorporateIdentity } from './corporate-fields';

export interface CorporateMember extends CorporateIdentity {
  userId: string;
  beneficialOwner: (BeneficialOwner & { recordedAt: string }) | null;
}

type CorporateBody = NonNullable<User['corporate']>;

/** A row as SELECT names it: the member's fields, and the beneficial owner's columns (null until one is recorded). */
interface Row extends Omit<CorporateMember, 'beneficialOwner'> {
  ownerName: string | null;
  ownerBirthDate: string | null;
  ownerRecordedAt: Date | null;
}

const SELECT = `SELECT user_id AS "userId", business_number AS "businessNumber", company_name AS "companyName", representative_name AS "representativeName",
  beneficial_owner_name AS "ownerName", to_char(beneficial_owner_birth_date, 'YYYY-MM-DD') AS "ownerBirthDate", beneficial_owner_recorded_at AS "ownerRecordedAt"
  FROM corporate_members`;

const toMember = ({ ownerName, ownerBirthDate, ownerRecordedAt, ...member }: Row): CorporateMember => ({
  ...member,
  beneficialOwner: ownerName && ownerBirthDate && ownerRecordedAt ? { name: ownerName, birthDate: ownerBirthDate, recordedAt: new Date(ownerRecordedAt).toISOString() } : null,
});

/** `user.corporate` (docs/api.md): the business number as people write it, 123-45-67890. */
export const corporateBody = (m: CorporateMember): Omit<CorporateBody, 'beneficial_owner'> => ({
  business_number: formatBusinessNumber(m.businessNumber),
  company_name: m.companyName,
  representative_name: m.representativeName,
});

/** Operators also see the beneficial owner (null until the representative is verified). */
export const corporateAdminBody = (m: CorporateMember): Required<CorporateBody> => ({
  ...corporateBody(m),
  beneficial_owner: m.beneficialOwner ? { name: m.beneficialOwner.name, birth_date: m.beneficialOwner.birthDate, recorded_at: m.beneficialOwner.recordedAt } : null,
});

@Injectable()
export class CorporateMembers {
  constructor(private readonly dataSource: DataSource) {}

  /** In the sign-up's transaction, with the account it belongs to. */
  async insert(q: Queryable, userId: string, identity: CorporateIdentity, now: Date): Promise<void> {
    await q.query(
      `INSERT INTO corporate_members (user_id, business_number, company_name, representative_name, created_at) VALUES ($1, $2, $3, $4, $5)`,
      [userId, identity.businessNumber, identity.companyName, identity.representativeName, now],
    );
  }

  async find(userId: string, q: Queryable = this.dataSource): Promise<CorporateMember | null> {
    const row = await one<Row>(q, `${SELECT} WHERE user_id = $1`, [userId]);
    return row ? toMember(row) : null;
  }

  async byUserIds(userIds: string[], q: Queryable = this.dataSource): Promise<Map<string, CorporateMember>> {
    if (userIds.length === 0) return new Map();
    const found = await rows<Row>(q, `${SELECT} WHERE user_id = ANY($1::uuid[])`, [userIds]);
    return new Map(found.map((r) => [r.userId, toMember(r)]));
  }

  /** In the verification's transaction: the owner the verified representative declared. */
  async recordBeneficialOwner(q: Queryable, userId: string, owner: BeneficialOwner, now: Date): Promise<void> {
    await q.query(
      `UPDATE corporate_members SET beneficial_owner_name = $2, beneficial_owner_birth_date = $3, beneficial_owner_recorded_at = $4 WHERE user_id = $1`,
      [userId, owner.name, owner.birthDate, now],
    );
  }
}
