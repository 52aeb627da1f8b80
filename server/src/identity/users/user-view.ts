// The `user` of docs/api.md and how it is read: has_vaccount comes from the wallet context's
// `vaccounts` table, which may not exist yet (the wallet's migration is its own); `corporate` from
// corporate_members (null for an individual).
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one, Queryable, rows } from '../../shared/database/sql';
import { DomainError } from '../../shared/errors/domain-error';
import type { FailCode } from '../../shared/errors/fail-codes';
import { corporateAdminBody, corporateBody, CorporateMembers } from '../corporate/corporate-members';
import type { User } from '../http/identity-answers.schema';

export type InvestorType = User['investor_type'];

/** A `users` row: the columns the API's `user` shows as they are stored, and those it derives fields from. */
export interface UserRow extends Pick<User, 'id' | 'email' | 'name' | 'phone' | 'role' | 'investor_type'> {
  identity_verified_at: Date | null;
  created_at: Date;
}

export const USER_COLUMNS = 'u.id, u.email, u.name, u.phone, u.role, u.investor_type, u.identity_verified_at, u.created_at';

@Injectable()
export class UserView {
  /** Once the table exists it stays; until then it is looked up again on each read. */
  private vaccountsTable = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly corporations: CorporateMembers,
  ) {}

  async byId(id: string, q: Queryable = this.dataSource): Promise<User | null> {
    const row = await one<UserRow>(q, `SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1`, [id]);
    if (!row) return null;
    const [body] = await this.toBodies([row], q);
    return body;
  }

  /** The account's `user`, or `failCode` when there is no such account (any more). */
  async mustFind(id: string, failCode: FailCode): Promise<User> {
    const user = await this.byId(id);
    if (!user) throw new DomainError(failCode);
    return user;
  }

  /** `forOperators` adds the beneficial owner to a corporation's `corporate` (customer due diligence). */
  async toBodies(list: UserRow[], q: Queryable = this.dataSource, opts: { forOperators?: boolean } = {}): Promise<User[]> {
    const corporations = await this.corporations.byUserIds(list.filter((u) => u.investor_type === 'corporate').map((u) => u.id), q);
    const corporateOf = (id: string) => {
      const member = corporations.get(id);
      if (!member) return null;
      return opts.forOperators ? corporateAdminBody(member) : corporateBody(member);
    };
    const withVaccount = new Set<string>();
    if (list.length > 0 && (await this.hasVaccountsTable(q))) {
      const found = await rows<{ user_id: string }>(q, `SELECT DISTINCT user_id FROM vaccounts WHERE user_id = ANY($1::uuid[])`, [list.map((u) => u.id)]);
      for (const r of found) withVaccount.add(r.user_id);
    }
    // The stored columns as they are (USER_COLUMNS' order is the answer's), then the derived fields.
    return list.map(({ identity_verified_at: verifiedAt, created_at: createdAt, ...u }) => ({
      ...u,
      identity_verified: verifiedAt !== null && verifiedAt !== undefined,
      has_vaccount: withVaccount.has(u.id),
      created_at: new Date(createdAt).toISOString(),
      corporate: corporateOf(u.id),
    }));
  }

  private async hasVaccountsTable(q: Queryable): Promise<boolean> {
    if (this.vaccountsTable) return true;
    const row = await one<{ present: boolean }>(q, `SELECT to_regclass('public.vaccounts') IS NOT NULL AS present`);
    this.vaccountsTable = row?.present === true;
    return this.vaccountsTable;
  }
}
