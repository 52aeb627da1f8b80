// Investment tickets: single use, 10 minutes, bound to the user. The ticket is the investment
// request's command id, so a repeated request is the same command (docs/api.md "Basket and investing").
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Clock } from '../../shared/clock';
import { Coalescer } from '../../shared/database/coalescer';
import { preparedRows } from '../../shared/database/sql';
import { DomainError } from '../../shared/errors/domain-error';
import { isUuid } from '../../shared/http/schema/formats';

export const TICKET_TTL_MS = 10 * 60 * 1000;

export interface TicketRow {
  user_id: string;
  expires_at: Date;
  used_at: Date | null;
}

/**
 * Why a ticket cannot be used now, or null when it can: someone else's, unknown or expired is
 * invalid_token; the owner's ticket already used is duplicate_ticket.
 */
export function ticketRefusal(row: TicketRow | null, userId: string, now: Date): 'invalid_token' | 'duplicate_ticket' | null {
  if (!row || row.user_id !== userId) return 'invalid_token';
  if (row.used_at) return 'duplicate_ticket';
  return new Date(row.expires_at).getTime() > now.getTime() ? null : 'invalid_token';
}

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
   * True when the ticket passes docs/api.md's ticket check as it stands (valid and unused).
   */
  async screen(ticket: string, userId: string): Promise<boolean> {
    // Tickets are UUIDs: anything else is unknown without asking the database.
    if (!isUuid(ticket)) throw new DomainError('invalid_token');
    const row = await this.screens.run(ticket);
    const refusal = ticketRefusal(row ?? null, userId, this.clock.now());
    if (refusal === 'invalid_token') throw new DomainError('invalid_token');
    return refusal === null;
  }

  /** A launch rush screens hundreds of tickets at once: one query per event-loop turn. */
  private readonly screens = new Coalescer<string, TicketRow | undefined>(async (tickets) => {
    const found = await preparedRows<TicketRow & { ticket: string }>(
      this.dataSource, `SELECT ticket, user_id, expires_at, used_at FROM invest_tickets WHERE ticket = ANY($1::uuid[])`, [[...new Set(tickets)]]);
    const byTicket = new Map(found.map((r) => [r.ticket, r]));
    return tickets.map((t) => byTicket.get(t));
  });
}
