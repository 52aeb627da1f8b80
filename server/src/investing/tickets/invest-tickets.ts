// Investment tickets: single use, 10 minutes, bound to the user. The ticket is the investment
// request's command id, so a repeated request is the same command (API.md "Basket and investing").
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Clock } from '../../shared/clock';
import { one, Queryable } from '../../shared/database/sql';
import { DomainError } from '../../shared/errors/domain-error';

export const TICKET_TTL_MS = 10 * 60 * 1000;

@Injectable()
export class InvestTickets {
  constructor(private readonly dataSource: DataSource, private readonly clock: Clock) {}

  async issue(userId: string): Promise<{ ticket: string; expires_at: string }> {
    const now = this.clock.now();
    const ticket = randomUUID();
    const expiresAt = new Date(now.getTime() + TICKET_TTL_MS);
    await this.dataSource.query(`INSERT INTO invest_tickets (ticket, user_id, issued_at, expires_at) VALUES ($1, $2, $3, $4)`, [ticket, userId, now, expiresAt]);
    return { ticket, expires_at: expiresAt.toISOString() };
  }

  /**
   * At the edge: an unknown ticket, someone else's, or an unused expired one is invalid_token.
   * A used one goes on to the gateway, which answers the first outcome or duplicate_ticket.
   */
  async screen(ticket: string, userId: string): Promise<void> {
    const row = await one<{ user_id: string; expires_at: Date; used_at: Date | null }>(
      this.dataSource, `SELECT user_id, expires_at, used_at FROM invest_tickets WHERE ticket = $1`, [ticket]);
    if (!row || row.user_id !== userId) throw new DomainError('invalid_token');
    if (!row.used_at && new Date(row.expires_at).getTime() <= this.clock.now().getTime()) throw new DomainError('invalid_token');
  }

  /** In the command's transaction: marks the ticket used, or fails (its savepoint rolls the mark back). */
  async use(tx: Queryable, ticket: string, userId: string, now: Date): Promise<void> {
    const used = await one(
      tx, `UPDATE invest_tickets SET used_at = $3 WHERE ticket = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > $3 RETURNING ticket`,
      [ticket, userId, now]);
    if (used) return;
    const row = await one<{ used_at: Date | null; user_id: string }>(tx, `SELECT used_at, user_id FROM invest_tickets WHERE ticket = $1`, [ticket]);
    throw new DomainError(row?.used_at && row.user_id === userId ? 'duplicate_ticket' : 'invalid_token');
  }
}
