// There is no mail server: mails the system would send are written here, and operators read
// them in sandbox mode (GET /api/admin/mail_outbox).
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Clock } from '../../shared/clock';
import { Queryable, rows } from '../../shared/database/sql';
import type { OutboxMail } from '../http/identity-answers.schema';

export const OUTBOX_PAGE_MAX = 100;

@Injectable()
export class MailOutbox {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async send(to: string, subject: string, bodyText: string, q: Queryable = this.dataSource): Promise<void> {
    await q.query(`INSERT INTO mail_outbox (id, to_address, subject, body_text, created_at) VALUES ($1, $2, $3, $4, $5)`, [
      randomUUID(), to, subject, bodyText, this.clock.now(),
    ]);
  }

  /** Newest first, optionally only the mails to one address. */
  async list(opts: { to?: string; limit: number }): Promise<OutboxMail[]> {
    const found = await rows<{ id: string; to_address: string; subject: string; body_text: string; created_at: Date }>(
      this.dataSource,
      `SELECT id, to_address, subject, body_text, created_at FROM mail_outbox
       WHERE $1::text IS NULL OR lower(to_address) = lower($1) ORDER BY created_at DESC, id LIMIT $2`,
      [opts.to ?? null, Math.min(opts.limit, OUTBOX_PAGE_MAX)],
    );
    return found.map((m) => ({ id: m.id, to: m.to_address, subject: m.subject, body_text: m.body_text, created_at: new Date(m.created_at).toISOString() }));
  }
}
