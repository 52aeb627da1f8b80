// The operators' controls of the sandbox registry, kept in PostgreSQL so that every API and worker
// process sees the same registry: `down` (every lookup answers retry_later and every report is
// refused until it is up again) and `stall_next_ms` (the next delivery is applied, then answered
// that much later: tests kill a worker in the middle of a send with it).
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one, rows } from '../../shared/database/sql';

export interface SandboxRegistryState {
  down: boolean;
  stallNextMs: number | null;
}

@Injectable()
export class SandboxRegistryControls {
  constructor(private readonly dataSource: DataSource) {}

  async state(): Promise<SandboxRegistryState> {
    const row = await one<{ down: boolean; stall_next_ms: number | null }>(this.dataSource, `SELECT down, stall_next_ms FROM sandbox_registry_state WHERE id = 1`);
    return { down: row?.down ?? false, stallNextMs: row?.stall_next_ms ?? null };
  }

  /** Only the fields given change; `null` clears the stall. */
  async set(changes: { down?: boolean; stallNextMs?: number | null }): Promise<SandboxRegistryState> {
    await this.dataSource.query(
      `UPDATE sandbox_registry_state SET
         down = CASE WHEN $1 THEN $2::boolean ELSE down END,
         stall_next_ms = CASE WHEN $3 THEN $4::int ELSE stall_next_ms END,
         updated_at = now()
       WHERE id = 1`,
      [changes.down !== undefined, changes.down ?? false, changes.stallNextMs !== undefined, changes.stallNextMs ?? null],
    );
    return this.state();
  }

  /** Takes the stall for this delivery, if any: exactly one delivery gets it. */
  async takeStallMs(): Promise<number> {
    const [row] = await rows<{ ms: number }>(
      this.dataSource,
      `UPDATE sandbox_registry_state s SET stall_next_ms = NULL FROM (SELECT stall_next_ms FROM sandbox_registry_state WHERE id = 1 FOR UPDATE) old
       WHERE s.id = 1 AND old.stall_next_ms IS NOT NULL RETURNING old.stall_next_ms AS ms`,
    );
    return row?.ms ?? 0;
  }
}
