// GET/PUT/DELETE /me/open_alerts' table: one row per investor, their current criteria. Plain CRUD
// (docs/architecture.md: no event-sourcing ceremony where no money moves); a PUT replaces the criteria.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one, rows } from '../../shared/database/sql';
import type { OpenAlertCriteria } from './open-alert-criteria';

export interface OpenAlertView {
  types: string[];
  grades: string[];
  min_rate_bp: number | null;
  max_term_months: number | null;
  created_at: string;
  updated_at: string;
}

interface Row {
  types: string[];
  grades: string[];
  min_rate_bp: number | null;
  max_term_months: number | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `types, grades, min_rate_bp, max_term_months, created_at, updated_at`;

const view = (row: Row): OpenAlertView => ({
  types: row.types,
  grades: row.grades,
  min_rate_bp: row.min_rate_bp,
  max_term_months: row.max_term_months,
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
});

@Injectable()
export class OpenAlertsStore {
  constructor(private readonly dataSource: DataSource) {}

  async find(userId: string): Promise<OpenAlertView | null> {
    const row = await one<Row>(this.dataSource, `SELECT ${COLUMNS} FROM open_alerts WHERE user_id = $1`, [userId]);
    return row ? view(row) : null;
  }

  /** Subscribes, or replaces the criteria of a standing subscription (its created_at stays). */
  async save(userId: string, criteria: OpenAlertCriteria, at: Date): Promise<OpenAlertView> {
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
