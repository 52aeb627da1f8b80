// What other contexts may know about a user: name, role, investor type and, for a corporation, its
// company name (read fresh on every call, so an approved investor type applies from the next
// command on). The step-up password check is StepUp's (identity/step-up), with its lockout.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one } from '../../shared/database/sql';
import type { Role } from '../../shared/http/auth.decorators';
import type { InvestorType } from './user-view';

export interface DirectoryUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  investorType: InvestorType;
  /** 본인인증 done: `name` is then the verified legal name. */
  identityVerified: boolean;
  /** A corporate account's company name (the name its bank accounts must be in); null otherwise. */
  companyName: string | null;
}

@Injectable()
export class UserDirectory {
  constructor(private readonly dataSource: DataSource) {}

  async find(id: string): Promise<DirectoryUser | null> {
    const user = await one<DirectoryUser>(
      this.dataSource,
      `SELECT u.id, u.email, u.name, u.role, u.investor_type AS "investorType", u.identity_verified_at IS NOT NULL AS "identityVerified", c.company_name AS "companyName"
       FROM users u LEFT JOIN corporate_members c ON c.user_id = u.id WHERE u.id = $1`,
      [id],
    );
    return user ?? null;
  }

  async findByEmail(email: string): Promise<DirectoryUser | null> {
    const row = await one<{ id: string }>(this.dataSource, `SELECT id FROM users WHERE lower(email) = lower($1)`, [email]);
    return row ? this.find(row.id) : null;
  }
}
