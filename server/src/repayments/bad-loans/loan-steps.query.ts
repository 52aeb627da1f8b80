// The operators' reads of a bad loan, from its own stream: the steps taken (acceleration,
// recoveries, sale, write-off, each with its allocation), what is owed today, and the dry run of a
// step not yet taken with its amounts per investor type (planLoanStep: what the step would book).
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ProductQueries } from '../../products';
import { BusinessClock } from '../../shared/business-clock';
import { Queryable, rows } from '../../shared/database/sql';
import { EventStore } from '../../shared/event-store/event-store';
import { onlyEventsOf } from '../../shared/event-store/event-guard';
import { DomainError } from '../../shared/errors/domain-error';
import type { InvestorTypeShare } from '../http/bad-loan-answers.schema';
import type { BadLoanStep } from '../http/repayment-answers.schema';
import { LoanState, loanDecider } from '../loan.decider';
import { isLoanEvent, LoanEvent, loanStreamId } from '../loan.events';
import { RepaymentPolicy } from '../repayment-policy';
import { claimPrincipalWon } from './loan-claim';
import type { LoanStep } from './loan-step.command';
import { loanCommandOf, planLoanStep } from './loan-step.plan';
import { allocationView, byInvestorType } from './loan-step.views';
import { owedOn } from './loan-owed';

function stepOf(e: LoanEvent): BadLoanStep | null {
  switch (e.type) {
    case 'LoanAccelerated':
      return { on: e.data.on, kind: 'accelerated', amount: e.data.principalWon + e.data.interestWon + e.data.lateInterestWon, costs: 0, reason: e.data.reason };
    case 'LoanRecovered':
      return {
        on: e.data.receivedOn, kind: e.data.kind, amount: e.data.amountWon, costs: e.data.costsWon, memo: e.data.memo,
        ...(e.data.source ? { source: e.data.source } : {}), ...(e.data.buyerName ? { buyer_name: e.data.buyerName } : {}), allocation: allocationView([e]) ?? undefined,
      };
    case 'LoanWrittenOff':
      return { on: e.data.on, kind: 'write_off', amount: e.data.principalWon, costs: 0, reason: e.data.reason, allocation: allocationView([e]) ?? undefined };
    default:
      return null;
  }
}

@Injectable()
export class LoanStepsQuery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventStore,
    private readonly products: ProductQueries,
    private readonly clock: BusinessClock,
    private readonly policy: RepaymentPolicy,
  ) {}

  /** The loan's stream (in `q`: a command's transaction reads what it has written). */
  async history(productId: string, q: Queryable = this.dataSource): Promise<LoanEvent[]> {
    return onlyEventsOf(isLoanEvent, await this.events.readStream(q, loanStreamId(productId)));
  }

  /** The loan as it stands, for a dry run: a product without a loan yet is a state conflict, as the real command answers. */
  async executedLoan(productId: string): Promise<LoanState> {
    const state: LoanState = (await this.history(productId)).reduce(loanDecider.evolve, loanDecider.initialState());
    if (!state.exists) throw new DomainError((await this.products.row(this.dataSource, productId)) ? 'product_state_conflict' : 'no_such_product');
    return state;
  }

  /** The loan's bad-loan facts for its operators' page, from its stream (read once by the caller): steps, owed today, dates and sums. */
  async badLoanFacts(history: readonly LoanEvent[]) {
    const state = history.reduce(loanDecider.evolve, loanDecider.initialState());
    await this.clock.refresh();
    const steps = history.flatMap((e) => stepOf(e) ?? []);
    const recoveries = history.flatMap((e) => (e.type === 'LoanRecovered' ? [e.data] : []));
    const sum = (f: (d: (typeof recoveries)[number]) => number) => recoveries.reduce((t, d) => t + f(d), 0);
    return {
      owed: owedOn(state, this.clock.today()),
      steps,
      recovered: { principal: sum((d) => d.principalWon), interest: sum((d) => d.interestWon), late_interest: sum((d) => d.lateInterestWon), costs: sum((d) => d.costsWon) },
      written_off_principal: state.claim ? state.claim.writtenOff.reduce((t, w) => t + w.principalWon, 0) : 0,
      accelerated_on: state.claim?.acceleratedOn ?? null,
      written_off_on: steps.find((s) => s.kind === 'write_off')?.on ?? null,
      sold_on: steps.find((s) => s.kind === 'sale')?.on ?? null,
    };
  }

  /** What the step would book now, per investor type; nothing is appended. Refusals are the step's. */
  async preview(productId: string, step: LoanStep) {
    const state = await this.executedLoan(productId);
    await this.clock.refresh();
    const today = this.clock.today();
    const now = this.clock.now();
    const plan = planLoanStep(state, loanCommandOf(step, 'preview', today, now), await this.policy.inForceOn(today), now);
    const types = new Map((await rows<{ id: string; investor_type: InvestorTypeShare['investor_type'] }>(
      this.dataSource, `SELECT id::text, investor_type FROM users WHERE id = ANY($1::uuid[])`, [state.investors.map((p) => p.id)],
    )).map((r) => [r.id.toLowerCase(), r.investor_type]));
    // An acceleration moves no money: its confirmation shows each type's principal now due at once.
    const accelerated = plan.events.find((e) => e.type === 'LoanAccelerated');
    const perType = accelerated && accelerated.type === 'LoanAccelerated'
      ? byInvestorType(accelerated.data.holdings.filter((h) => h.principalWon > 0).map((h) => ({ userId: h.userId, command: { type: 'RecordWriteOff', productId, principalWon: h.principalWon, on: today } })), types)
        .map((v) => ({ ...v, principal: v.written_off, written_off: 0 }))
      : byInvestorType(plan.wallets, types);
    const owed = owedOn(plan.after, today);
    return {
      allocation: allocationView(plan.events) ?? { costs: 0, late_interest: 0, interest: 0, principal: 0, credit: 0, written_off: 0 },
      by_investor_type: perType,
      owed_after: { principal: plan.after.claim ? claimPrincipalWon(plan.after.claim) : owed.principal, interest: owed.interest, late_interest: owed.late_interest },
      status_after: plan.after.status,
    };
  }
}
