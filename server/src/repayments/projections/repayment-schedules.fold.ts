// `repayment_schedules` in memory (verify and replay): loans, installments, borrower payments,
// every investor's schedule rows, their versions and the tax timeline, as
// repayment-schedules.projection.ts's SQL writes them — the same pure payout maths
// (investorPayouts), the same re-estimates, the same version rules (repayment-schedules.versions.ts).
import type { StoredEvent } from '../../shared/event-store/event-store.types';
import { defineFold, FoldRow } from '../../shared/projections/fold/projection-fold';
import { userIdOfInvestorStream, RepaymentCredited, repaymentNetWon, repaymentPaidAt } from '../../wallet';
import type { LoanEvent } from '../loan.events';
import { PolicyChangedData, REPAYMENT_POLICY_CHANGED, RepaymentPolicyChanged } from './income-tax-timeline';
import { ClaimHolders, holderPayouts, IncomeTaxChange, investorPayouts, Party, Payout, policyByDueDate, reestimated, TaxPolicy, withTransfer } from '../../shared/loan-maths';
import { assert } from '../../shared/errors/domain-error';
import { BAD_LOAN_COLUMNS, BadLoanEvent, foldBadLoanEvent } from './repayment-schedules.bad-loans';

interface State {
  loans: Map<string, FoldRow>;
  /** Per product, its installments by seq. */
  installments: Map<string, Map<number, FoldRow>>;
  payments: Map<string, FoldRow>;
  /** Per product, its investors' rows by seq, each by investor. */
  investorRows: Map<string, Map<number, Map<string, FoldRow>>>;
  /** income_tax_timeline's rows by effective date. */
  taxTimeline: Map<string, { effective_on: string; income_tax_bp: number }>;
  /** Per investor, the greatest position that changed their rows. */
  versions: Map<string, FoldRow>;
  /** The position of the event being folded. */
  position: number;
}

/** What repayment_schedules reads: the loan streams, the investors' credits and the repayment policy's changes. */
export type SchedulesEvent = LoanEvent | RepaymentCredited | RepaymentPolicyChanged;

type Data<T extends LoanEvent['type']> = Extract<LoanEvent, { type: T }>['data'];
const lower = (id: string) => id.toLowerCase();
const add = (row: FoldRow | undefined, column: string, won: number) => {
  if (row) row[column] = (row[column] as number) + won;
};
const newestFirst = (s: State): IncomeTaxChange[] =>
  [...s.taxTimeline.values()].sort((a, b) => (a.effective_on < b.effective_on ? 1 : -1)).map((c) => ({ effectiveOn: c.effective_on, incomeTaxBp: c.income_tax_bp }));

function installmentsOf(s: State, productId: string): Map<number, FoldRow> {
  let bySeq = s.installments.get(lower(productId));
  if (!bySeq) s.installments.set(lower(productId), (bySeq = new Map()));
  return bySeq;
}

function investorRowsOf(s: State, productId: string, seq: number): Map<string, FoldRow> {
  let bySeq = s.investorRows.get(lower(productId));
  if (!bySeq) s.investorRows.set(lower(productId), (bySeq = new Map()));
  let byUser = bySeq.get(seq);
  if (!byUser) bySeq.set(seq, (byUser = new Map()));
  return byUser;
}

function touch(s: State, userId: string): void {
  const version = s.versions.get(lower(userId));
  if (!version) s.versions.set(lower(userId), { user_id: userId, last_position: s.position });
  else if (s.position > (version.last_position as number)) version.last_position = s.position;
}

/** Every investor with rows of the loan (repayment-schedules.versions.ts's touchLoanInvestors). */
function touchLoanInvestors(s: State, productId: string): void {
  for (const rows of s.investorRows.get(lower(productId))?.values() ?? []) for (const row of rows.values()) touch(s, row.user_id as string);
}

function insertPayouts(s: State, productId: string, payouts: Payout[]): void {
  for (const p of payouts) {
    const rows = investorRowsOf(s, productId, p.seq);
    assert(!rows.has(lower(p.userId)), () => `investor_repayments: two rows for ${p.userId} ${productId} ${p.seq}`);
    rows.set(lower(p.userId), {
      user_id: p.userId, product_id: productId, seq: p.seq, due_on: p.dueOn, principal: p.principalWon, interest: p.interestWon, late_interest: 0,
      tax_income: p.incomeTaxWon, tax_local: p.localTaxWon, fee: p.feeWon, net: p.netWon, status: 'scheduled', paid_at: null,
    });
  }
}

function scheduled(s: State, d: Data<'LoanScheduled'>): void {
  s.loans.set(lower(d.productId), {
    product_id: d.productId, status: 'repaying', method: d.method, rate_bp: d.rateBp, term_months: d.termMonths, principal: d.principalWon,
    repaid_principal: 0, paid_interest: 0, received: 0, credit: 0, executed_at: d.executedAt, executed_on: d.executedOn,
    overdue_since: null, completed_at: null, investor_count: d.investors.length, investors: d.investors, policy: d.policy, holders: {}, ...BAD_LOAN_COLUMNS,
  });
  const bySeq = installmentsOf(s, d.productId);
  for (const i of d.installments) {
    bySeq.set(i.seq, {
      product_id: d.productId, seq: i.seq, due_on: i.dueOn, principal: i.principalWon, interest: i.interestWon, late_interest: 0, status: 'scheduled', overdue: false,
      funded_on: null, distributed_at: null,
    });
  }
  insertPayouts(s, d.productId, investorPayouts(d.installments, d.investors, policyByDueDate(newestFirst(s), d.policy)));
  touchLoanInvestors(s, d.productId);
}

function repaidEarly(s: State, d: Data<'LoanRepaidEarly'>): void {
  const bySeq = installmentsOf(s, d.productId);
  for (const seq of d.replacedSeqs) {
    const row = bySeq.get(seq);
    if (row) row.status = 'replaced';
    for (const removed of s.investorRows.get(lower(d.productId))?.get(seq)?.values() ?? []) touch(s, removed.user_id as string);
    s.investorRows.get(lower(d.productId))?.delete(seq);
  }
  const closing = bySeq.get(d.seq) ?? { product_id: d.productId, seq: d.seq, late_interest: 0, distributed_at: null };
  bySeq.set(d.seq, Object.assign(closing, { due_on: d.paidOn, principal: d.principalWon, interest: d.interestWon, status: 'funded', funded_on: d.paidOn, overdue: false }));
  const loan = s.loans.get(lower(d.productId));
  add(loan, 'credit', -(d.principalWon + d.interestWon));
  assert(loan, `LoanRepaidEarly for a loan never scheduled: ${d.productId}`);
  const installments = [...bySeq.values()].filter((i) => i.status !== 'replaced').sort((a, b) => (a.seq as number) - (b.seq as number))
    .map((i) => ({ seq: i.seq as number, dueOn: i.due_on as string, principalWon: i.principal as number, interestWon: i.interest as number }));
  const payouts = holderPayouts(installments, loan.investors as Party[], loan.holders as ClaimHolders, policyByDueDate(newestFirst(s), loan.policy as TaxPolicy));
  insertPayouts(s, d.productId, payouts.filter((p) => p.seq === d.seq));
  touchLoanInvestors(s, d.productId);
}

function distributed(s: State, d: Data<'InstallmentDistributed'>): void {
  const installment = installmentsOf(s, d.productId).get(d.seq);
  if (installment) Object.assign(installment, { status: 'distributed', distributed_at: d.distributedAt });
  for (const row of investorRowsOf(s, d.productId, d.seq).values()) {
    if (row.status !== 'paid' && row.principal === 0 && row.interest === 0) {
      Object.assign(row, { status: 'paid', paid_at: d.distributedAt });
      touch(s, row.user_id as string);
    }
  }
  const loan = s.loans.get(lower(d.productId));
  add(loan, 'repaid_principal', d.principalWon);
  add(loan, 'paid_interest', d.interestWon);
}

const onLoan = <T extends LoanEvent['type']>(change: (loan: FoldRow, d: Data<T>) => void) => (s: State, d: Data<T>) => {
  const loan = s.loans.get(lower(d.productId));
  if (loan) change(loan, d);
};

const loanEvents: { [T in LoanEvent['type']]: (s: State, d: Data<T>, businessAt: Date) => void } = {
  LoanScheduled: scheduled,
  BorrowerPaymentReceived: (s, d) => {
    s.payments.set(lower(d.paymentId), { payment_id: d.paymentId, product_id: d.productId, amount: d.amountWon, paid_on: d.paidOn, received_at: d.receivedAt, source: d.source ?? 'operator' });
    onLoan<'BorrowerPaymentReceived'>((loan) => { add(loan, 'received', d.amountWon); add(loan, 'credit', d.amountWon); })(s, d);
  },
  InstallmentFunded: (s, d) => {
    const installment = installmentsOf(s, d.productId).get(d.seq);
    if (installment) Object.assign(installment, { status: 'funded', funded_on: d.fundedOn, late_interest: d.lateInterestWon ?? 0 });
    add(s.loans.get(lower(d.productId)), 'credit', -d.amountWon);
  },
  LoanRepaidEarly: repaidEarly,
  InstallmentOverdue: (s, d) => {
    const installment = installmentsOf(s, d.productId).get(d.seq);
    if (installment) installment.overdue = true;
    for (const row of investorRowsOf(s, d.productId, d.seq).values()) if (row.status === 'scheduled') row.status = 'overdue';
    touchLoanInvestors(s, d.productId);
  },
  LoanOverdue: onLoan<'LoanOverdue'>((loan, d) => Object.assign(loan, { status: 'overdue', overdue_since: d.oldestDueOn })),
  LoanOverdueCleared: onLoan<'LoanOverdueCleared'>((loan) => Object.assign(loan, { status: 'repaying', overdue_since: null })),
  InstallmentDistributed: distributed,
  LoanCompleted: (s, d, businessAt) => onLoan<'LoanCompleted'>((loan) => Object.assign(loan, { status: 'completed', completed_at: d.completedAt ?? businessAt }))(s, d),
  BorrowerCreditRefunded: (s, d) => add(s.loans.get(lower(d.productId)), 'credit', -d.amountWon),
  LoanAccelerated: (s, d) => badLoan(s, { type: 'LoanAccelerated', data: d }),
  LoanRecovered: (s, d) => badLoan(s, { type: 'LoanRecovered', data: d }),
  LoanWrittenOff: (s, d) => badLoan(s, { type: 'LoanWrittenOff', data: d }),
  LoanSold: (s, d) => badLoan(s, { type: 'LoanSold', data: d }),
  AccelerationNoticed: () => undefined,
  ClaimTransferred: transferred,
};

/** repayment-schedules.projection.ts's transferRows: the seller's unpaid rows from fromSeq on become the buyer's (added to a row the buyer has). */
function transferred(s: State, d: Data<'ClaimTransferred'>): void {
  const loan = s.loans.get(lower(d.productId));
  if (loan) loan.holders = withTransfer(loan.holders as ClaimHolders, loan.investors as Party[], d.fromUserId, d.toUserId, d.fromSeq);
  const SUMMED = ['principal', 'interest', 'late_interest', 'tax_income', 'tax_local', 'fee', 'net'] as const;
  for (const [seq, rows] of s.investorRows.get(lower(d.productId)) ?? []) {
    const row = rows.get(lower(d.fromUserId));
    if (seq < d.fromSeq || !row || row.status === 'paid') continue;
    rows.delete(lower(d.fromUserId));
    const theirs = rows.get(lower(d.toUserId));
    if (theirs) for (const c of SUMMED) theirs[c] = (theirs[c] as number) + (row[c] as number);
    else rows.set(lower(d.toUserId), { ...row, user_id: d.toUserId });
  }
  touch(s, d.fromUserId);
  touch(s, d.toUserId);
}

function badLoan(s: State, event: BadLoanEvent): void {
  const productId = event.data.productId;
  foldBadLoanEvent(event, s.loans.get(lower(productId)), installmentsOf(s, productId), (seq) => investorRowsOf(s, productId, seq).values());
  if (event.type === 'LoanAccelerated') touchLoanInvestors(s, productId);
}

function credited(s: State, event: StoredEvent<RepaymentCredited>): void {
  const d = event.data;
  const row = s.investorRows.get(lower(d.productId))?.get(d.seq)?.get(lower(userIdOfInvestorStream(event.streamId)));
  if (!row) return;
  touch(s, row.user_id as string);
  Object.assign(row, {
    status: 'paid', paid_at: repaymentPaidAt(event), principal: d.principalWon, interest: d.interestWon, late_interest: d.lateInterestWon ?? 0,
    tax_income: d.incomeTaxWon, tax_local: d.localTaxWon, fee: d.feeWon, net: repaymentNetWon(d),
  });
}

function policyChanged(s: State, d: PolicyChangedData): void {
  s.taxTimeline.set(d.effectiveOn, { effective_on: d.effectiveOn, income_tax_bp: d.incomeTaxBp });
  const later = [...s.taxTimeline.keys()].filter((on) => on > d.effectiveOn).sort();
  const next = later[0];
  for (const bySeq of s.investorRows.values()) {
    for (const rows of bySeq.values()) {
      for (const row of rows.values()) {
        const dueOn = row.due_on as string;
        if (row.status === 'paid' || dueOn < d.effectiveOn || (next !== undefined && dueOn >= next)) continue;
        const w = reestimated({ principalWon: row.principal as number, interestWon: row.interest as number, feeWon: row.fee as number }, d.incomeTaxBp);
        Object.assign(row, { tax_income: w.incomeTaxWon, tax_local: w.localTaxWon, net: w.netWon });
      }
    }
  }
  for (const row of investorRowsIn(s)) touch(s, row.user_id as string);
}

function* investorRowsIn(s: State): Iterable<FoldRow> {
  for (const bySeq of s.investorRows.values()) for (const rows of bySeq.values()) yield* rows.values();
}

function* installmentRowsIn(s: State): Iterable<FoldRow> {
  for (const bySeq of s.installments.values()) yield* bySeq.values();
}

/** The loan event's handler in `loanEvents`, given the event's own data. */
function loanEvent<T extends LoanEvent['type']>(s: State, event: { type: T; data: Data<T> }, businessAt: Date): void {
  loanEvents[event.type](s, event.data, businessAt);
}

export const repaymentSchedulesFold = defineFold<State, SchedulesEvent>({
  start: () => ({ loans: new Map(), installments: new Map(), payments: new Map(), investorRows: new Map(), taxTimeline: new Map(), versions: new Map(), position: 0 }),
  apply(s, event: StoredEvent<SchedulesEvent>) {
    s.position = event.globalPosition;
    if (event.type === 'RepaymentCredited') return credited(s, event);
    if (event.type === REPAYMENT_POLICY_CHANGED) return policyChanged(s, event.data);
    loanEvent(s, event, event.businessAt);
  },
  rows: (s) => ({
    loans: s.loans.values(),
    installments: installmentRowsIn(s),
    payments: s.payments.values(),
    investorRepayments: investorRowsIn(s),
    taxTimeline: [...s.taxTimeline.values()].map((c) => ({ ...c })),
    scheduleVersions: s.versions.values(),
  }),
});
