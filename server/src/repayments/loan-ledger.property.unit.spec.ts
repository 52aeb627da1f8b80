// Proves with random sequences of borrower payments (late, early, partial, oversized), overdue
// passes and distributions that the loan never loses or invents a won: money received equals
// money allocated to installments (their late interest included) plus the credit kept, credit never goes negative, installments
// are settled oldest first, and what investors are paid sums to the principal at completion.
import fc from 'fast-check';
import { LoanEvent, LoanScheduledData } from './loan.events';
import { LoanCommand, LoanState, installmentTotalWon, loanDecider } from './loan.decider';
import { DomainError } from '../shared/errors/domain-error';
import { investorPayouts, loanSchedule } from '../shared/loan-maths';
import { addDays } from '../shared/clock';

const executedAt = new Date('2026-01-31T02:00:00Z');

function scheduled(principalWon: number, rateBp: number, termMonths: number, method: 'equal_installment' | 'bullet'): LoanScheduledData {
  const investors = [{ id: 'a', amountWon: Math.floor(principalWon / 3 / 10_000) * 10_000 || 10_000 }];
  investors.push({ id: 'b', amountWon: principalWon - investors[0].amountWon });
  return {
    productId: 'p', executedAt: executedAt.toISOString(), executedOn: '2026-01-31', principalWon, rateBp, termMonths, method,
    investors, investments: investors.map((i) => ({ investmentId: `i-${i.id}`, userId: i.id, amountWon: i.amountWon })),
    policy: { incomeTaxBp: 1400, feeBp: 0 },
    installments: loanSchedule({ principalWon, rateBp, termMonths, method }, executedAt),
  };
}

type Step = { kind: 'pay'; day: number; amountPct: number } | { kind: 'overdue'; day: number } | { kind: 'distribute'; day: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('pay' as const), day: fc.integer({ min: 0, max: 800 }), amountPct: fc.integer({ min: 1, max: 250 }) }),
  fc.record({ kind: fc.constant('overdue' as const), day: fc.integer({ min: 0, max: 800 }) }),
  fc.record({ kind: fc.constant('distribute' as const), day: fc.integer({ min: 0, max: 800 }) }),
);

describe('loan ledger invariants (property)', () => {
  it('holds for random payments, overdue passes and distributions', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 500 }).map((u) => u * 10_000),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 1, max: 18 }),
        fc.constantFrom('equal_installment' as const, 'bullet' as const),
        fc.array(step, { maxLength: 40 }),
        (principalWon, rateBp, termMonths, method, steps) => {
          const data = scheduled(principalWon, rateBp, termMonths, method);
          let state: LoanState = loanDecider.evolve(loanDecider.initialState(), { type: 'LoanScheduled', data });
          let received = 0;
          let day = 0;
          const paidPrincipal = new Map<string, number>();
          for (const s of [...steps].sort((a, b) => a.day - b.day)) {
            day = s.day;
            const on = addDays('2026-01-31', day);
            const next = state.installments.find((i) => i.status === 'scheduled');
            let command: LoanCommand;
            if (s.kind === 'pay') command = { type: 'ReceiveBorrowerPayment', paymentId: `pay-${received}`, amountWon: Math.max(1, Math.floor(((next ? installmentTotalWon(next) : 1000) * s.amountPct) / 100)), paidOn: on, now: new Date() };
            else if (s.kind === 'overdue') command = { type: 'MarkOverdue', asOf: on };
            else {
              const due = state.installments.find((i) => i.status === 'funded' && i.dueOn <= on);
              if (!due) continue;
              command = { type: 'RecordInstallmentDistributed', seq: due.seq, investorCount: 2, now: new Date() };
              for (const p of investorPayouts(state.installments, state.investors, state.policy).filter((x) => x.seq === due.seq)) {
                expect(p.principalWon).toBeGreaterThanOrEqual(0);
                paidPrincipal.set(p.userId, (paidPrincipal.get(p.userId) ?? 0) + p.principalWon);
              }
            }
            let events: LoanEvent[] = [];
            try {
              events = loanDecider.decide(command, state);
            } catch (error) {
              expect(error).toBeInstanceOf(DomainError);
              continue;
            }
            for (const e of events) if (e.type === 'BorrowerPaymentReceived') received += e.data.amountWon;
            state = events.reduce(loanDecider.evolve, state);
            const allocated = state.installments.filter((i) => i.status !== 'scheduled').reduce((t, i) => t + installmentTotalWon(i) + (i.lateInterestWon ?? 0), 0);
            expect(state.creditWon).toBeGreaterThanOrEqual(0);
            expect(allocated + state.creditWon).toBe(received);
            // Oldest first: no unfunded installment before a funded one.
            const firstOpen = state.installments.findIndex((i) => i.status === 'scheduled');
            if (firstOpen >= 0) expect(state.installments.slice(firstOpen).every((i) => i.status === 'scheduled')).toBe(true);
            expect(state.installments.reduce((t, i) => t + i.principalWon, 0)).toBe(principalWon);
          }
          if (state.status === 'completed') {
            for (const investor of data.investors) expect(paidPrincipal.get(investor.id)).toBe(investor.amountWon);
          }
          expect(day).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
