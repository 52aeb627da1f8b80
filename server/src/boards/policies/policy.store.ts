// Versioned policies (약관): each change is a new version with its own effective date, and old
// versions stay readable, as Korean consumer law expects of terms that changed. The current
// version is the newest one already in effect (Korea time); a version announced for a later
// date is listed as upcoming until its day comes.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { seoulDate } from '../../shared/clock';
import { one, Queryable, rows } from '../../shared/database/sql';
import { inTransaction } from '../../shared/database/transaction';

export interface PolicyVersion {
  terms: string;
  version: number;
  title: string;
  bodyHtml: string;
  effectiveOn: string;
}

export interface PolicyVersionSummary {
  version: number;
  effectiveOn: string;
  isCurrent: boolean;
  upcoming: boolean;
}

/** Which of a policy's versions is in effect on `today` (YYYY-MM-DD): the newest already effective, else the first. */
export function currentVersionOf(versions: { version: number; effectiveOn: string }[], today: string): number | null {
  const sorted = [...versions].sort((a, b) => a.effectiveOn.localeCompare(b.effectiveOn) || a.version - b.version);
  const inEffect = sorted.filter((v) => v.effectiveOn <= today);
  if (inEffect.length > 0) return inEffect[inEffect.length - 1].version;
  return sorted[0]?.version ?? null;
}

/** The date a version takes effect, as YYYY-MM-DD under PolicyVersion's name. */
const EFFECTIVE_ON = `to_char(effective_on, 'YYYY-MM-DD') AS "effectiveOn"`;

@Injectable()
export class PolicyStore {
  constructor(private readonly dataSource: DataSource) {}

  async versionsOf(terms: string, today: string): Promise<PolicyVersionSummary[]> {
    const versions = await rows<{ version: number; effectiveOn: string }>(
      this.dataSource,
      `SELECT version, ${EFFECTIVE_ON} FROM policies WHERE terms = $1 ORDER BY version DESC`,
      [terms],
    );
    const current = currentVersionOf(versions, today);
    return versions.map((v) => ({ ...v, isCurrent: v.version === current, upcoming: v.effectiveOn > today }));
  }

  async get(terms: string, version: number): Promise<PolicyVersion | undefined> {
    return one<PolicyVersion>(
      this.dataSource,
      `SELECT terms, version, title, body_html AS "bodyHtml", ${EFFECTIVE_ON} FROM policies WHERE terms = $1 AND version = $2`,
      [terms, version],
    );
  }

  /** Every policy's current version (titles and dates, no bodies). */
  async listCurrent(now: Date): Promise<(PolicyVersion & { upcoming: PolicyVersionSummary | null })[]> {
    const today = seoulDate(now);
    const all = await rows<Omit<PolicyVersion, 'bodyHtml'>>(
      this.dataSource,
      `SELECT terms, version, title, ${EFFECTIVE_ON} FROM policies ORDER BY terms, version`,
    );
    const byTerms = new Map<string, typeof all>();
    for (const row of all) byTerms.set(row.terms, [...(byTerms.get(row.terms) ?? []), row]);
    const out: (PolicyVersion & { upcoming: PolicyVersionSummary | null })[] = [];
    for (const [terms, versions] of byTerms) {
      const current = currentVersionOf(versions, today);
      const row = versions.find((v) => v.version === current)!;
      const next = versions.find((v) => v.effectiveOn > today && v.version !== current);
      out.push({
        terms, version: row.version, title: row.title, bodyHtml: '', effectiveOn: row.effectiveOn,
        upcoming: next ? { version: next.version, effectiveOn: next.effectiveOn, isCurrent: false, upcoming: true } : null,
      });
    }
    return out;
  }

  async insert(draft: PolicyVersion, q: Queryable = this.dataSource): Promise<void> {
    await q.query(
      `INSERT INTO policies (terms, version, title, body_html, effective_on) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [draft.terms, draft.version, draft.title, draft.bodyHtml, draft.effectiveOn],
    );
  }

  /**
   * A new version of `terms` (version = previous + 1). Versions only move forward in time: an
   * effective date before the latest version's is refused, so history is never rewritten.
   */
  async publish(draft: Omit<PolicyVersion, 'version'>): Promise<{ version: number } | { refused: 'before_latest_version' }> {
    return inTransaction(this.dataSource, async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`policy:${draft.terms}`]);
      const latest = await one<{ version: number | null; effective_on: string | null }>(
        tx,
        `SELECT max(version) AS version, to_char(max(effective_on), 'YYYY-MM-DD') AS effective_on FROM policies WHERE terms = $1`,
        [draft.terms],
      );
      // Nothing written yet: ending the transaction releases the lock either way.
      if (latest?.effective_on && draft.effectiveOn < latest.effective_on) return { refused: 'before_latest_version' as const };
      const version = (latest?.version ?? 0) + 1;
      await this.insert({ ...draft, version }, tx);
      return { version };
    });
  }

  async count(): Promise<number> {
    const row = await one<{ n: string }>(this.dataSource, `SELECT count(*) AS n FROM policies`);
    return Number(row?.n ?? 0);
  }
}
