// Marketing consent (온투법 19조, 시행령 18조⑥): given or refused at sign-up, withdrawable (and
// given again) in the profile. The current answer is one row; every change is kept with where it
// was made, so the platform can show when an investor consented.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one, Queryable } from '../../shared/database/sql';
import { inTransaction } from '../../shared/database/transaction';
import type { NotificationSettings } from '../http/notification-answers.schema';

export type ConsentSource = 'sign_up' | 'profile';

/** Records the investor's answer and its history row, in the caller's transaction. */
async function recordMarketingConsent(q: Queryable, userId: string, consented: boolean, source: ConsentSource, at: Date): Promise<void> {
  await q.query(
    `INSERT INTO marketing_consents (user_id, consented, changed_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET consented = EXCLUDED.consented, changed_at = EXCLUDED.changed_at`,
    [userId, consented, at],
  );
  await q.query(`INSERT INTO marketing_consent_changes (user_id, consented, source, changed_at) VALUES ($1, $2, $3, $4)`, [userId, consented, source, at]);
}

@Injectable()
export class MarketingConsents {
  constructor(private readonly dataSource: DataSource) {}

  async view(userId: string): Promise<NotificationSettings> {
    const row = await one<{ consented: boolean; changed_at: Date }>(this.dataSource, `SELECT consented, changed_at FROM marketing_consents WHERE user_id = $1`, [userId]);
    return { marketing: row?.consented ?? false, changed_at: row ? new Date(row.changed_at).toISOString() : null };
  }

  /** A change (from the sign-up form or the profile); the same answer again changes nothing. */
  async change(userId: string, consented: boolean, source: ConsentSource, at: Date): Promise<NotificationSettings> {
    await inTransaction(this.dataSource, async (tx) => {
      const current = await one<{ consented: boolean }>(tx, `SELECT consented FROM marketing_consents WHERE user_id = $1 FOR UPDATE`, [userId]);
      if (current?.consented === consented) return;
      await recordMarketingConsent(tx, userId, consented, source, at);
    });
    return this.view(userId);
  }
}
