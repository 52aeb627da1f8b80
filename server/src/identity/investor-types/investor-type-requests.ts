// Investor type applications: an investor applies with evidence, an operator approves or
// rejects. Approval writes users.investor_type in the same transaction as the decision, and
// limits read that column at each command, so the new type applies from the next command on.
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Clock } from '../../shared/clock';
import { DomainError, invalidInput } from '../../shared/errors/domain-error';
import { one, rows } from '../../shared/database/sql';
import type { InvestorTypeApplication } from '../http/identity-answers.schema';
import type { InvestorType } from '../users/user-view';

/** A corporation is a corporate investor from sign-up on: it applies for no other type. */
export type RequestedType = InvestorTypeApplication['investor_type'];
export type RequestStatus = InvestorTypeApplication['status'];

interface Row extends Omit<InvestorTypeApplication, 'created_at' | 'decided_at'> {
  created_at: Date;
  decided_at: Date | null;
}

const SELECT = `SELECT r.id, r.user_id, u.name AS user_name, u.email, u.investor_type AS current_investor_type,
  r.investor_type, r.evidence, r.status, r.created_at, r.decided_at
  FROM investor_type_requests r JOIN users u ON u.id = r.user_id`;

const toBody = (r: Row): InvestorTypeApplication => ({
  ...r,
  created_at: new Date(r.created_at).toISOString(),
  decided_at: r.decided_at ? new Date(r.decided_at).toISOString() : null,
});

@Injectable()
export class InvestorTypeRequests {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async apply(userId: string, investorType: RequestedType, evidence: string): Promise<InvestorTypeApplication> {
    const user = await one<{ investor_type: InvestorType }>(this.dataSource, `SELECT investor_type FROM users WHERE id = $1`, [userId]);
    if (!user) throw new DomainError('no_permission');
    if (user.investor_type === investorType) throw invalidInput({ investor_type: 'already_this_type' });
    if (user.investor_type === 'corporate') throw invalidInput({ investor_type: 'corporate_account' });
    const id = randomUUID();
    try {
      await this.dataSource.query(
        `INSERT INTO investor_type_requests (id, user_id, investor_type, evidence, status, created_at) VALUES ($1, $2, $3, $4, 'pending', $5)`,
        [id, userId, investorType, evidence, this.clock.now()],
      );
    } catch (error) {
      // The partial unique index allows one open application per investor.
      if ((error as { code?: string }).code === '23505') throw invalidInput({ investor_type: 'request_pending' });
      throw error;
    }
    return (await this.byId(id))!;
  }

  async mine(userId: string): Promise<InvestorTypeApplication[]> {
    return (await rows<Row>(this.dataSource, `${SELECT} WHERE r.user_id = $1 ORDER BY r.created_at DESC LIMIT 50`, [userId])).map(toBody);
  }

  async list(opts: { status?: RequestStatus; offset: number; size: number }): Promise<{ items: InvestorTypeApplication[]; total: number }> {
    const where = `WHERE $1::text IS NULL OR r.status = $1`;
    const items = await rows<Row>(this.dataSource, `${SELECT} ${where} ORDER BY (r.status = 'pending') DESC, r.created_at DESC, r.id LIMIT $2 OFFSET $3`, [
      opts.status ?? null, opts.size, opts.offset,
    ]);
    const count = await one<{ n: string }>(this.dataSource, `SELECT count(*) AS n FROM investor_type_requests r ${where}`, [opts.status ?? null]);
    return { items: items.map(toBody), total: Number(count?.n ?? 0) };
  }

  /** Decides a pending application once; a second decision is refused. */
  async decide(id: string, decision: 'approve' | 'reject', operatorId: string): Promise<InvestorTypeApplication> {
    await this.dataSource.transaction(async (tx) => {
      const q = tx.queryRunner!;
      const request = await one<{ user_id: string; investor_type: RequestedType; status: RequestStatus }>(
        q, `SELECT user_id, investor_type, status FROM investor_type_requests WHERE id = $1 FOR UPDATE`, [id]);
      if (!request) throw new DomainError('not_found');
      if (request.status !== 'pending') throw invalidInput({ status: 'already_decided' });
      const now = this.clock.now();
      await q.query(`UPDATE investor_type_requests SET status = $2, decided_at = $3, decided_by = $4 WHERE id = $1`, [
        id, decision === 'approve' ? 'approved' : 'rejected', now, operatorId,
      ]);
      if (decision === 'approve') {
        // A corporation stays corporate (it cannot apply; this guards against a request that predates it).
        await q.query(`UPDATE users SET investor_type = $2, updated_at = $3 WHERE id = $1 AND investor_type <> 'corporate'`, [request.user_id, request.investor_type, now]);
      }
    });
    return (await this.byId(id))!;
  }

  private async byId(id: string): Promise<InvestorTypeApplication | null> {
    const row = await one<Row>(this.dataSource, `${SELECT} WHERE r.id = $1`, [id]);
    return row ? toBody(row) : null;
  }
}
