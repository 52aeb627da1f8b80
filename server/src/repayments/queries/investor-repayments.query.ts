// GET /api/investments/{product_id}/repayments: the investor's schedule rows of one product
// (written by the repayment_schedules projection), owner-scoped. The schedule across products is
// investor-schedule.query.ts.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one, rows } from '../../shared/database/sql';
import { DomainError } from '../../shared/errors/domain-error';
import { toWon } from '../../shared/won';
import { seoulDate } from '../../shared/clock';
import { payoutOf, SCHEDULE_COLUMNS, ScheduleRow } from './schedule-rows';
import { LoanStepsQuery } from '../bad-loans/loan-steps.query';
import { loanTimeline } from '../bad-loans/loan-timeline';
import { loanDecider, LoanState } from '../loan.decider';
import type { LoanEvent } from '../loan.events';
import { holdingViews } from './holding-views';

@Injectable()
export class InvestorRepaymentsQuery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly loanSteps: LoanStepsQuery,
  ) {}

  async forProduct(userId: string, productId: string) {
    const product = await one<{ id: string; title: string; type: string; rate_bp: number; term_months: number; repayment_method: string; status: string }>(
      this.dataSource, `SELECT id, title, type, rate_bp, term_months, repayment_method, status FROM products WHERE id = $1`, [productId]);
    if (!product) throw new DomainError('no_such_product');
    // A claim bought (원리금수취권 양도) is a holding too: its principal, as the limits count it, when nothing was placed.
    const invested = await one<{ amount: string | null }>(
      this.dataSource,
      `SELECT COALESCE((SELECT sum(amount) FROM investments WHERE user_id = $1 AND product_id = $2 AND status <> 'canceled'),
         (SELECT NULLIF(executed_won, 0) FROM investor_holdings WHERE user_id = $1 AND product_id = $2)) AS amount`,
      [userId, productId],
    );
    if (!invested?.amount) throw new DomainError('not_invested_this_product');
    const schedule = await rows<ScheduleRow>(
      this.dataSource,
      `SELECT ${SCHEDULE_COLUMNS} FROM investor_repayments r JOIN products p ON p.id = r.product_id WHERE r.user_id = $1 AND r.product_id = $2 ORDER BY r.seq`,
      [userId, productId],
    );
    const history = await this.loanSteps.history(productId);
    const state = history.reduce(loanDecider.evolve, loanDecider.initialState());
    return {
      product, invested_amount: toWon(invested.amount), schedule: schedule.map(payoutOf), ...(await this.loanLife(userId, productId, history, state)),
      // Addition to docs/api.md: each holding in the loan on its own (an investment, a claim bought).
      holdings: await holdingViews(this.dataSource, userId, productId, history, state),
    };
  }

  /**
   * The loan's life for the caller (docs/api.md "Loans that go bad"): its status, the timeline read
   * from the loan's stream, and the caller's recovered parts (taxes from the wallet's lines of those
   * recoveries) and principal written off and not recovered since.
   */
  private async loanLife(userId: string, productId: string, history: LoanEvent[], state: LoanState) {
    const me = userId.toLowerCase();
    const shares = history.flatMap((e) => (e.type === 'LoanRecovered' ? e.data.shares.filter((s) => s.userId.toLowerCase() === me).map((s) => ({ ...s, recoveryId: e.data.recoveryId })) : []));
    const tax = shares.length === 0 ? null : await one<{ tax: string | null }>(
      this.dataSource,
      `SELECT -sum(amount) AS tax FROM wallet_transactions WHERE user_id = $1 AND product_id = $2 AND type = 'tax' AND ref_id = ANY($3::text[])`,
      [userId, productId, shares.map((s) => s.recoveryId)],
    );
    const sum = (f: (s: (typeof shares)[number]) => number) => shares.reduce((t, s) => t + f(s), 0);
    return {
      loan_status: state.exists ? state.status : null,
      timeline: loanTimeline(history, userId, (iso) => seoulDate(new Date(iso))),
      recovered: { principal: sum((s) => s.principalWon), interest: sum((s) => s.interestWon), late_interest: sum((s) => s.lateInterestWon), tax: toWon(tax?.tax ?? '0') },
      written_off_principal: state.claim?.writtenOff.find((w) => w.userId.toLowerCase() === me)?.principalWon ?? 0,
    };
  }
}
