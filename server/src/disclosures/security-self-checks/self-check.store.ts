// The self-checks' rows (migrations/…-security-self-checks.ts). A year has at most one draft, the
// version after its latest published one; publishing the draft makes it final (the database
// refuses to change a published row), so a correction starts the next draft. Writes to one year
// are serialized by an advisory lock, so two operators saving at once never make two drafts.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one, Queryable, rows } from '../../shared/database/sql';
import { inTransaction } from '../../shared/database/transaction';
import type { SelfCheckDraft, SelfCheckVersion } from './self-check.types';

/** The columns under SelfCheckVersion's names, so a row is the version as it is. */
const COLUMNS = `year, version, state, to_char(checked_on, 'YYYY-MM-DD') AS "checkedOn", items AS answers, correction_reason AS "correctionReason",
  updated_at AS "updatedAt", published_at AS "publishedAt"`;

const lockYear = (q: Queryable, year: number) => q.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`security_self_check:${year}`]);

@Injectable()
export class SelfCheckStore {
  constructor(private readonly dataSource: DataSource) {}

  /** Every version of every year (a handful a year), newest year and version first. */
  async all(onlyPublished = false): Promise<SelfCheckVersion[]> {
    const where = onlyPublished ? `WHERE state = 'published'` : '';
    return rows<SelfCheckVersion>(this.dataSource, `SELECT ${COLUMNS} FROM security_self_checks ${where} ORDER BY year DESC, version DESC`);
  }

  async versionsOf(year: number, q: Queryable = this.dataSource): Promise<SelfCheckVersion[]> {
    return rows<SelfCheckVersion>(q, `SELECT ${COLUMNS} FROM security_self_checks WHERE year = $1 ORDER BY version DESC`, [year]);
  }

  /** Saves the year's draft, starting it (as the version after the latest) when there is none. */
  async saveDraft(year: number, draft: SelfCheckDraft, actorId: string, now: Date): Promise<SelfCheckVersion> {
    return inTransaction(this.dataSource, async (tx) => {
      await lockYear(tx, year);
      const params = [year, draft.checkedOn, JSON.stringify(draft.answers), draft.correctionReason, actorId, now];
      const updated = await rows<SelfCheckVersion>(
        tx,
        `UPDATE security_self_checks SET checked_on = $2, items = $3::jsonb, correction_reason = $4, updated_by = $5, updated_at = $6
         WHERE year = $1 AND state = 'draft' RETURNING ${COLUMNS}`,
        params,
      );
      if (updated[0]) return updated[0];
      const inserted = await one<SelfCheckVersion>(
        tx,
        `INSERT INTO security_self_checks (year, version, state, checked_on, items, correction_reason, updated_by, updated_at)
         SELECT $1, COALESCE(max(version), 0) + 1, 'draft', $2, $3::jsonb, $4, $5, $6 FROM security_self_checks WHERE year = $1
         RETURNING ${COLUMNS}`,
        params,
      );
      return inserted!;
    });
  }

  /**
   * Publishes the year's draft under `publishKey`: the version that key already published is
   * answered again; otherwise `check` sees the draft (and throws to refuse it) before it becomes
   * final. Undefined when the year has no draft.
   */
  async publish(
    year: number, publishKey: string, actorId: string, now: Date, check: (draft: SelfCheckVersion) => void,
  ): Promise<{ published: SelfCheckVersion; repeated: boolean } | undefined> {
    return inTransaction(this.dataSource, async (tx) => {
      await lockYear(tx, year);
      const earlier = await one<SelfCheckVersion>(tx, `SELECT ${COLUMNS} FROM security_self_checks WHERE publish_key = $1`, [publishKey]);
      if (earlier) return { published: earlier, repeated: true };
      const draft = (await this.versionsOf(year, tx)).find((v) => v.state === 'draft');
      if (!draft) return undefined;
      check(draft);
      const published = await one<SelfCheckVersion>(
        tx,
        `UPDATE security_self_checks SET state = 'published', published_by = $3, published_at = $4, publish_key = $5
         WHERE year = $1 AND version = $2 RETURNING ${COLUMNS}`,
        [year, draft.version, actorId, now, publishKey],
      );
      return { published: published!, repeated: false };
    });
  }
}
