// The operators' controls of the sandbox bank, kept in PostgreSQL so that every API and worker
// process sees the same bank: closed (true/false/null), fail_next (the next call fails with that
// code, once) and stall_next_ms (the next transfer answers that much later, after paying: tests
// use it to kill a worker in the middle of a withdrawal).
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { BusinessClock } from '../../shared/business-clock';
import { one, rows } from '../../shared/database/sql';
import { DomainError } from '../../shared/errors/domain-error';
import { isFailCode } from '../../shared/errors/fail-codes';
import type { SandboxBankState } from '../http/wallet-answers.schema';
import { bankOpen, inMaintenance } from './bank-hours';

/** The bank's part of the operators' SandboxBankState (the sandbox registry adds its own). */
export type BankControlsState = Omit<SandboxBankState, 'registry_down' | 'registry_stall_next_ms'>;

const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

@Injectable()
export class SandboxBankControls {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async state(): Promise<BankControlsState> {
    const row = await one<Pick<BankControlsState, 'closed' | 'fail_next' | 'stall_next_ms'>>(
      this.dataSource, `SELECT closed, fail_next, stall_next_ms FROM sandbox_bank_state WHERE id = 1`);
    const closed = row?.closed ?? null;
    const window = this.config.bankMaintenance;
    const now = this.clock.now();
    return {
      closed,
      fail_next: row?.fail_next ?? null,
      stall_next_ms: row?.stall_next_ms ?? null,
      open: bankOpen(window, closed, now),
      in_maintenance: inMaintenance(window, now),
      maintenance: window ? `${hhmm(window.startMinute)}-${hhmm(window.endMinute)}` : null,
    };
  }

  async isOpen(): Promise<boolean> {
    return (await this.state()).open;
  }

  /** Before every call of the sandbox bank: closed → bank_closed; then a forced failure, if operators set one. */
  async gate(): Promise<void> {
    if (!(await this.isOpen())) throw new DomainError('bank_closed');
    const forced = await this.takeFailNext();
    if (forced) throw new DomainError(isFailCode(forced) ? forced : 'seyfert_error');
  }

  /** Only the fields given change; `undefined` leaves a control as it is, `null` clears it. */
  async set(changes: { closed?: boolean | null; failNext?: string | null; stallNextMs?: number | null }): Promise<BankControlsState> {
    await this.dataSource.query(
      `UPDATE sandbox_bank_state SET
         closed = CASE WHEN $1 THEN $2::boolean ELSE closed END,
         fail_next = CASE WHEN $3 THEN $4::text ELSE fail_next END,
         stall_next_ms = CASE WHEN $5 THEN $6::int ELSE stall_next_ms END,
         updated_at = now()
       WHERE id = 1`,
      [changes.closed !== undefined, changes.closed ?? null, changes.failNext !== undefined, changes.failNext ?? null, changes.stallNextMs !== undefined, changes.stallNextMs ?? null],
    );
    return this.state();
  }

  /** Takes the forced failure for this call, if any: exactly one call gets it, even under concurrency. */
  private async takeFailNext(): Promise<string | null> {
    const [row] = await rows<{ code: string }>(
      this.dataSource,
      `UPDATE sandbox_bank_state s SET fail_next = NULL FROM (SELECT fail_next FROM sandbox_bank_state WHERE id = 1 FOR UPDATE) old
       WHERE s.id = 1 AND old.fail_next IS NOT NULL RETURNING old.fail_next AS code`,
    );
    return row?.code ?? null;
  }

  async takeStallMs(): Promise<number> {
    const [row] = await rows<{ ms: number }>(
      this.dataSource,
      `UPDATE sandbox_bank_state s SET stall_next_ms = NULL FROM (SELECT stall_next_ms FROM sandbox_bank_state WHERE id = 1 FOR UPDATE) old
       WHERE s.id = 1 AND old.stall_next_ms IS NOT NULL RETURNING old.stall_next_ms AS ms`,
    );
    return row?.ms ?? 0;
  }
}
