// GET/PUT/DELETE /me/open_alerts' table: one row per investor, their current criteria. Plain CRUD
// (docs/architecture.md: no event-sourcing ceremony where no money moves); a PUT replaces the criteria.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one, rows } from '../../shared/database/sql';
import type { OpenAlert } from '../http/notification-answers.schema';
import type { OpenAlertCriteria } from './open-alert-criteria';

/** The stored lists hold only the values the criteria reader let in (open-alert-criteria.ts). */
interface Row extends Omit<OpenAlert, 'created_at' | 'updated_at'> {
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `types, grades, min_rate_bp, max_term_months, created_at, updated_at`;

/** The row is the answer (COLUMNS in the answer's order), its instants as ISO text. */
const view = (row: Row): OpenAlert => ({ ...row, created_at: new Date(row.created_at).toISOString(), updated_at: new Date(row.updated_at).toISOString() });

@Injectable()
export class OpenAlertsStore {
  constructor(private readonly dataSource: DataSource) {}

  async find(userId: string): Promise<OpenAlert | null> {
    const row = await one<Row>(this.dataSource, `SELECT ${COLUMNS} FROM open_alerts WHERE user_id = $1`, [userId]);
    return row ? view(row) : null;
  }

  /** Subscribes, or replaces the criteria of a standing subscription (its created_at stays). */
  async save(userId: string, criteria: OpenAlertCriteria, at: Date): Promise<OpenAlert> {
    const [row] = await rows<Row>(
      this.dataSource,
      `INSERT INTO open_alerts (user_id, types, grades, min_rate_bp, max_term_months, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6)
       ON CONFLICT (user_id) DO UPDATE SET types = EXCLUDED.types, grades = EXCLUDED.grades, min_rate_bp = EXCLUDED.min_rate_bp,
         max_term_months = EXCLUDED.max_term_months, updated_at = EXCLUDED.updated_at
       RETURNING ${COLUMNS}`,
      [userId, criteria.types, criteria.grades, criteria.minRateBp, criteria.maxTermMonths, at],
    );
    return view(row);
  }

  /** Unsubscribes; deleting what is not there is no error (a repeated DELETE answers the same). */
  async remove(userId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM open_alerts WHERE user_id = $1`, [userId]);
  }
}
