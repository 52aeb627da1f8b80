// The two public forms' rows, and their per-IP rate limit. The limit counts the stored rows of
// the same IP in the window under an advisory lock, so it holds across several API processes
// without another table or Redis (embedded mode has none).
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, QueryRunner } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/errors/domain-error';
import { one, rows } from '../../shared/database/sql';
import { inTransaction } from '../../shared/database/transaction';
import { toWon } from '../../shared/won';
import type { CorporateInquiryInput, LoanApplicationInput } from './form-inputs';

/** A person filling in a form needs a few tries at most; a script needs many. */
export const FORM_LIMIT_PER_WINDOW = 5;
export const FORM_WINDOW_MS = 10 * 60 * 1000;

export type FormTable = 'corporate_inquiries' | 'loan_applications';
export const FORM_STATUSES = ['new', 'contacted', 'closed'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

interface HandlingRow {
  status: string;
  memo: string;
  handled_at: Date | null;
}

/** Rows as the driver returns them: bigint amounts as text (toWon reads them). */
interface CorporateInquiryRow extends HandlingRow {
  id: string;
  company_name: string;
  contact_name: string;
  phone: string;
  email: string;
  amount_won: string;
  message: string | null;
  created_at: Date;
}

interface LoanApplicationRow extends HandlingRow {
  id: string;
  address: string;
  estimated_value_won: string;
  requested_amount_won: string;
  name: string;
  phone: string;
  email: string;
  message: string | null;
  source: string | null;
  created_at: Date;
}

function handling(r: HandlingRow) {
  return { status: r.status as FormStatus, memo: r.memo, handled_at: r.handled_at ? r.handled_at.toISOString() : null };
}

@Injectable()
export class FormSubmissionsStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async addCorporateInquiry(input: CorporateInquiryInput, clientIp: string): Promise<{ id: string; createdAt: Date }> {
    return this.limited('corporate_inquiries', clientIp, async (tx, id, now) => {
      await tx.query(
        `INSERT INTO corporate_inquiries (id, company_name, contact_name, phone, email, amount_won, message, client_ip, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [id, input.companyName, input.contactName, input.phone, input.email, input.amountWon, input.message, clientIp, now],
      );
    });
  }

  async addLoanApplication(input: LoanApplicationInput, clientIp: string): Promise<{ id: string; createdAt: Date }> {
    return this.limited('loan_applications', clientIp, async (tx, id, now) => {
      await tx.query(
        `INSERT INTO loan_applications (id, address, estimated_value_won, requested_amount_won, name, phone, email, message, source, client_ip, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [id, input.address, input.estimatedValueWon, input.requestedAmountWon, input.name, input.phone, input.email, input.message, input.source, clientIp, now],
      );
    });
  }

  async listCorporateInquiries(offset: number, size: number, status?: FormStatus) {
    const [items, count] = await Promise.all([
      rows<CorporateInquiryRow>(this.dataSource, `SELECT id, company_name, contact_name, phone, email, amount_won, message, created_at, status, memo, handled_at
        FROM corporate_inquiries WHERE ($3::text IS NULL OR status = $3) ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`, [size, offset, status ?? null]),
      one<{ n: string }>(this.dataSource, `SELECT count(*) AS n FROM corporate_inquiries WHERE ($1::text IS NULL OR status = $1)`, [status ?? null]),
    ]);
    return {
      total: Number(count?.n ?? 0),
      items: items.map((r) => ({
        id: r.id, company_name: r.company_name, contact_name: r.contact_name, phone: r.phone, email: r.email,
        amount: toWon(r.amount_won), message: r.message, created_at: r.created_at.toISOString(), ...handling(r),
      })),
    };
  }

  async listLoanApplications(offset: number, size: number, status?: FormStatus) {
    const [items, count] = await Promise.all([
      rows<LoanApplicationRow>(this.dataSource, `SELECT id, address, estimated_value_won, requested_amount_won, name, phone, email, message, source, created_at, status, memo, handled_at
        FROM loan_applications WHERE ($3::text IS NULL OR status = $3) ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`, [size, offset, status ?? null]),
      one<{ n: string }>(this.dataSource, `SELECT count(*) AS n FROM loan_applications WHERE ($1::text IS NULL OR status = $1)`, [status ?? null]),
    ]);
    return {
      total: Number(count?.n ?? 0),
      items: items.map((r) => {
        const estimatedValue = toWon(r.estimated_value_won);
        const requestedAmount = toWon(r.requested_amount_won);
        return {
          id: r.id, address: r.address, estimated_value: estimatedValue, requested_amount: requestedAmount,
          // Loan-to-value in basis points (integer), the first thing an underwriter looks at.
          ltv_bp: Math.floor((requestedAmount * 10_000) / estimatedValue),
          name: r.name, phone: r.phone, email: r.email, message: r.message, source: r.source,
          created_at: r.created_at.toISOString(),
          ...handling(r),
        };
      }),
    };
  }

  /** An operator's follow-up: the status and memo; `handled_at` is when it last changed. */
  async setHandling(table: FormTable, id: string, status: FormStatus, memo: string | undefined): Promise<{ status: FormStatus; memo: string; handled_at: string | null } | undefined> {
    const row = await one<HandlingRow>(
      this.dataSource,
      `UPDATE ${table} SET status = $2, memo = coalesce($3, memo), handled_at = $4 WHERE id = $1 RETURNING status, memo, handled_at`,
      [id, status, memo ?? null, this.clock.now()],
    );
    return row ? handling(row) : undefined;
  }

  private async limited(table: FormTable, clientIp: string, insert: (tx: QueryRunner, id: string, now: Date) => Promise<void>) {
    return inTransaction(this.dataSource, async (tx) => {
      const now = this.clock.now();
      if (this.config.rateLimits) {
        await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`form:${table}:${clientIp}`]);
        const recent = await one<{ n: string }>(tx, `SELECT count(*) AS n FROM ${table} WHERE client_ip = $1 AND created_at > $2`, [
          clientIp,
          new Date(now.getTime() - FORM_WINDOW_MS),
        ]);
        if (Number(recent?.n ?? 0) >= FORM_LIMIT_PER_WINDOW) throw new DomainError('too_many_requests');
      }
      const id = randomUUID();
      await insert(tx, id, now);
      return { id, createdAt: now };
    });
  }
}
