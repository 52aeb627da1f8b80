// Read models of the repayment side: loans, their installments and borrower payments, each
// investor's schedule per product, returns per investment, and the repayment batch's jobs.
import { MigrationInterface, QueryRunner } from 'typeorm';

export class RepaymentsLoans1763700400000 implements MigrationInterface {
  name = 'RepaymentsLoans1763700400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE loans (
        product_id uuid PRIMARY KEY,
        status text NOT NULL CHECK (status IN ('repaying', 'overdue', 'completed')),
        method text NOT NULL,
        rate_bp int NOT NULL,
        term_months int NOT NULL,
        principal bigint NOT NULL,
        repaid_principal bigint NOT NULL DEFAULT 0,
        paid_interest bigint NOT NULL DEFAULT 0,
        received bigint NOT NULL DEFAULT 0,
        credit bigint NOT NULL DEFAULT 0,
        executed_at timestamptz NOT NULL,
        executed_on date NOT NULL,
        overdue_since date,
        completed_at timestamptz,
        investor_count int NOT NULL,
        investors jsonb NOT NULL,
        policy jsonb NOT NULL
      )`);
    await q.query(`CREATE INDEX loans_status ON loans (status)`);
    await q.query(`
      CREATE TABLE loan_installments (
        product_id uuid NOT NULL,
        seq int NOT NULL,
        due_on date NOT NULL,
        principal bigint NOT NULL,
        interest bigint NOT NULL,
        status text NOT NULL CHECK (status IN ('scheduled', 'funded', 'distributed', 'replaced')),
        overdue boolean NOT NULL DEFAULT false,
        funded_on date,
        distributed_at timestamptz,
        PRIMARY KEY (product_id, seq)
      )`);
    await q.query(`CREATE INDEX loan_installments_due ON loan_installments (status, due_on)`);
    await q.query(`
      CREATE TABLE loan_payments (
        payment_id uuid PRIMARY KEY,
        product_id uuid NOT NULL,
        amount bigint NOT NULL,
        paid_on date NOT NULL,
        received_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX loan_payments_product ON loan_payments (product_id, paid_on)`);
    await q.query(`
      CREATE TABLE investor_repayments (
        user_id uuid NOT NULL,
        product_id uuid NOT NULL,
        seq int NOT NULL,
        due_on date NOT NULL,
        principal bigint NOT NULL,
        interest bigint NOT NULL,
        tax_income bigint NOT NULL,
        tax_local bigint NOT NULL,
        fee bigint NOT NULL,
        net bigint NOT NULL,
        status text NOT NULL CHECK (status IN ('scheduled', 'paid', 'overdue')),
        paid_at timestamptz,
        PRIMARY KEY (user_id, product_id, seq)
      )`);
    await q.query(`CREATE INDEX investor_repayments_product ON investor_repayments (product_id, seq)`);
    await q.query(`CREATE INDEX investor_repayments_due ON investor_repayments (user_id, due_on)`);
    await q.query(`
      CREATE TABLE investment_returns (
        investment_id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        product_id uuid NOT NULL,
        principal bigint NOT NULL,
        received_principal bigint NOT NULL DEFAULT 0,
        received_interest bigint NOT NULL DEFAULT 0,
        outstanding_principal bigint NOT NULL,
        tax_withheld bigint NOT NULL DEFAULT 0,
        fee_paid bigint NOT NULL DEFAULT 0
      )`);
    await q.query(`CREATE INDEX investment_returns_user ON investment_returns (user_id, product_id)`);
    // The batch's own bookkeeping (not a projection): what was asked, and how far it got.
    await q.query(`
      CREATE TABLE repayment_jobs (
        job_id uuid PRIMARY KEY,
        as_of date NOT NULL,
        trigger text NOT NULL CHECK (trigger IN ('operator', 'scheduler', 'startup')),
        status text NOT NULL CHECK (status IN ('waiting', 'active', 'completed', 'failed')),
        installments int NOT NULL DEFAULT 0,
        total int NOT NULL DEFAULT 0,
        processed int NOT NULL DEFAULT 0,
        failed int NOT NULL DEFAULT 0,
        error text,
        requested_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        finished_at timestamptz
      )`);
    await q.query(`CREATE INDEX repayment_jobs_recent ON repayment_jobs (created_at DESC)`);
    await q.query(`
      CREATE TABLE repayment_job_installments (
        job_id uuid NOT NULL REFERENCES repayment_jobs (job_id),
        product_id uuid NOT NULL,
        seq int NOT NULL,
        status text NOT NULL CHECK (status IN ('waiting', 'active', 'completed', 'failed')),
        total int NOT NULL DEFAULT 0,
        processed int NOT NULL DEFAULT 0,
        failed int NOT NULL DEFAULT 0,
        error text,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (job_id, product_id, seq)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE repayment_job_installments, repayment_jobs, investment_returns, investor_repayments, loan_payments, loan_installments, loans`);
  }
}
