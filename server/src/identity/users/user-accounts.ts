// Creating accounts and changing their secrets: the one place that writes users.password_hash.
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/errors/domain-error';
import { one, Queryable } from '../../shared/database/sql';
import type { Role } from '../../shared/http/auth.decorators';
import { inTransaction } from '../../shared/database/transaction';
import { CorporateIdentity } from '../corporate/corporate-fields';
import { CorporateMembers } from '../corporate/corporate-members';
import { PasswordHasher } from '../passwords/password-hasher';

export interface NewUser {
  email: string;
  password: string;
  name: string;
  phone: string;
  role?: Role;
  /** A corporation's sign-up: the account is a `corporate` investor of this company. */
  corporate?: CorporateIdentity;
}

@Injectable()
export class UserAccounts {
  constructor(
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
    private readonly corporations: CorporateMembers,
  ) {}

  /**
   * Inserts the account (with its company, for a corporation, in the same transaction); a taken
   * e-mail (case-insensitive) → 409 email_taken.
   */
  async create(user: NewUser, q?: Queryable): Promise<string> {
    const id = randomUUID();
    const passwordHash = await this.hasher.hash(user.password);
    const now = this.clock.now();
    const write = async (tx: Queryable) => {
      await tx.query(
        `INSERT INTO users (id, email, password_hash, name, phone, role, investor_type, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
        [id, user.email.toLowerCase(), passwordHash, user.name, user.phone, user.role ?? 'investor', user.corporate ? 'corporate' : 'general', now],
      );
      if (user.corporate) await this.corporations.insert(tx, id, user.corporate, now);
    };
    try {
      if (q) await write(q);
      else await inTransaction(this.dataSource, write);
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new DomainError('email_taken');
      throw error;
    }
    return id;
  }

  async findByEmail(email: string): Promise<{ id: string; password_hash: string; role: Role } | undefined> {
    return one(this.dataSource, `SELECT id, password_hash, role FROM users WHERE lower(email) = lower($1)`, [email]);
  }

  async checkPassword(userId: string, password: string): Promise<boolean> {
    const row = await one<{ password_hash: string }>(this.dataSource, `SELECT password_hash FROM users WHERE id = $1`, [userId]);
    if (!row) {
      await this.hasher.burn(password);
      return false;
    }
    return this.hasher.verify(row.password_hash, password);
  }

  async setPassword(userId: string, password: string, q: Queryable = this.dataSource): Promise<void> {
    const passwordHash = await this.hasher.hash(password);
    await q.query(`UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1`, [userId, passwordHash, this.clock.now()]);
  }

  /** Makes the account an operator with this password, creating it when missing (start-up). */
  async ensureOperator(email: string, password: string, name: string): Promise<string> {
    const existing = await this.findByEmail(email);
    if (!existing) return this.create({ email, password, name, phone: '010-0000-0000', role: 'operator' });
    const passwordHash = await this.hasher.hash(password);
    await this.dataSource.query(`UPDATE users SET role = 'operator', password_hash = $2, updated_at = $3 WHERE id = $1`, [existing.id, passwordHash, this.clock.now()]);
    return existing.id;
  }
}
