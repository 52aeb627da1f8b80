// Operators' view of loans: list (by status, e.g. overdue), one loan with its repayment account,
// installments and borrower payments (each with its allocation: loan-payments.query.ts).
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one, rows } from '../../shared/database/sql';
import { DomainError } from '../../shared/errors/domain-error';
import { toWon } from '../../shared/won';
import { paymentsOf } from '../payment-allocation';
import { LoanStepsQuery } from '../bad-loans/loan-steps.query';
import { RepaymentAccounts } from '../repayment-accounts/repayment-accounts.service';

const STATUSES = ['repaying', 'overdue', 'completed', 'defaulted', 'written_off', 'sold'] as const;

// Rows as the driver returns them: bigint amounts as text (toWon reads them), dates as text by to_char.
interface LoanRow {
  product_id: string;
  title: string | null;
  status: string;
  method: string;
  rate_bp: number;
  term_months: number;
  principal: string;
  repaid_principal: string;
  paid_interest: string;
  received: string;
  credit: string;
  recovered_principal: string;
  written_off_principal: string;
  investor_count: number;
  executed_at: Date;
  overdue_since: string | null;
  next_due_on: string | null;
  overdue_installments: number;
}

interface InstallmentRow {
  seq: number;
  due_on: string;
  principal: string;
  interest: string;
  late_interest: string;
  status: string;
  overdue: boolean;
  funded_on: string | null;
  distributed_at: Date | null;
}

@Injectable()
export class LoanAdminQuery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly loanSteps: LoanStepsQuery,
    private readonly accounts: RepaymentAccounts,
  ) {}

  async list(status: string | undefined, limit = 200, productId: string | null = null) {
    if (status !== undefined && !(STATUSES as readonly string[]).includes(status)) throw new DomainError('invalid_input', { fields: { status: 'invalid_value' } });
    const found = await rows<LoanRow>(
      this.dataSource,
      `SELECT l.product_id, p.title, l.status, l.method, l.rate_bp, l.term_months, l.principal, l.repaid_principal, l.paid_interest, l.received, l.credit, l.recovered_principal, l.written_off_principal,
              l.investor_count, l.executed_at, to_char(l.overdue_since, 'YYYY-MM-DD') AS overdue_since,
              (SELECT to_char(min(due_on), 'YYYY-MM-DD') FROM loan_installments i WHERE i.product_id = l.product_id AND i.status = 'scheduled') AS next_due_on,
              (SELECT count(*)::int FROM loan_installments i WHERE i.product_id = l.product_id AND i.status = 'scheduled' AND i.overdue) AS overdue_installments
       FROM loans l LEFT JOIN products p ON p.id = l.product_id
       WHERE ($1::text IS NULL OR l.status = $1) AND ($3::uuid IS NULL OR l.product_id = $3) ORDER BY l.executed_at DESC LIMIT $2`,
      [status ?? null, limit, productId],
    );
    return {
      items: found.map((r) => ({
        product_id: r.product_id,
        title: r.title,
        status: r.status,
        method: r.method,
        rate_bp: r.rate_bp,
        term_months: r.term_months,
        principal: toWon(r.principal),
        repaid_principal: toWon(r.repaid_principal),
        // Recovered principal and principal written off (net of later recoveries) are outstanding no more.
        outstanding_principal: toWon(r.principal) - toWon(r.repaid_principal) - toWon(r.recovered_principal) - toWon(r.written_off_principal),
        paid_interest: toWon(r.paid_interest),
        received: toWon(r.received),
        credit: toWon(r.credit),
        investor_count: r.investor_count,
        executed_at: new Date(r.executed_at).toISOString(),
        overdue_since: r.overdue_since,
        next_due_on: r.next_due_on,
        overdue_installments: r.overdue_installments,
      })),
    };
  }

  async detail(productId: string) {
    const [loan] = (await this.list(undefined, 1, productId)).items;
    if (!loan) {
      const product = await one(this.dataSource, `SELECT id FROM products WHERE id = $1`, [productId]);
      throw new DomainError(product ? 'not_found' : 'no_such_product');
    }
    const installments = await rows<InstallmentRow>(
      this.dataSource,
      `SELECT seq, to_char(due_on, 'YYYY-MM-DD') AS due_on, principal, interest, late_interest, status, overdue, to_char(funded_on, 'YYYY-MM-DD') AS funded_on, distributed_at
       FROM loan_installments WHERE product_id = $1 AND status <> 'replaced' ORDER BY seq`,
      [productId],
    );
    // Each payment with its allocation, as the decider booked it (read from the loan's stream).
    // The loan's stream, read once: each payment with its allocation and the bad-loan steps.
    const history = await this.loanSteps.history(productId);
    return {
      ...loan,
      // What is owed today, the bad-loan steps with their allocation, recovered and written-off sums (docs/api.md "Loans that go bad").
      ...(await this.loanSteps.badLoanFacts(history)),
      // Null only for the moments between execution and the bank's answer (or while the bank is closed).
      repayment_account: await this.accounts.find(productId),
      installments: installments.map((i) => ({
        seq: i.seq, due_on: i.due_on, principal: toWon(i.principal), interest: toWon(i.interest), total: toWon(i.principal) + toWon(i.interest),
        status: i.status, overdue: i.overdue, funded_on: i.funded_on, distributed_at: i.distributed_at ? new Date(i.distributed_at).toISOString() : null,
        late_interest: toWon(i.late_interest),
      })),
      payments: paymentsOf(history),
    };
  }
}
