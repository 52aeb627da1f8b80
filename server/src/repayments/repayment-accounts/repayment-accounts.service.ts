// Every executed loan's repayment virtual account (docs/api.md "Borrower money"), issued by the bank
// gateway in the borrower's name. Not a money fact, so a plain table like investors' `vaccounts`:
// its primary key makes two processes issuing for one loan at once keep one account (the other
// number the bank gave is never shown to anyone, so nothing can be paid into it).
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ProductQueries } from '../../products';
import { one, rows } from '../../shared/database/sql';
import { DomainError } from '../../shared/errors/domain-error';
import { BankGateway } from '../../wallet';
import type { LoanDetail } from '../http/repayment-answers.schema';

type RepaymentAccountView = NonNullable<LoanDetail['repayment_account']>;

const UNIQUE_VIOLATION = '23505';
/** The bank's numbers are random: a clash with another loan's account is asked again a few times. */
const MAX_ISSUE_ATTEMPTS = 5;

@Injectable()
export class RepaymentAccounts {
  private readonly logger = new Logger('repayment-accounts');

  constructor(
    private readonly dataSource: DataSource,
    private readonly bank: BankGateway,
    private readonly products: ProductQueries,
  ) {}

  async find(productId: string): Promise<RepaymentAccountView | null> {
    const row = await one<RepaymentAccountView>(
      this.dataSource, `SELECT bank_code, bank_name, account_number FROM loan_repayment_accounts WHERE product_id = $1`, [productId]);
    return row ?? null;
  }

  /** The loan whose repayment account this is, if any. */
  async productOf(accountNumber: string): Promise<string | null> {
    const row = await one<{ product_id: string }>(this.dataSource, `SELECT product_id FROM loan_repayment_accounts WHERE account_number = $1`, [accountNumber]);
    return row?.product_id ?? null;
  }

  /**
   * The account of an executed loan, issued now if it has none yet. A product without a loan is
   * product_state_conflict (not executed, or its schedule not written yet); none at all,
   * no_such_product. The bank's refusals (bank_closed, …) pass through.
   */
  async forLoan(productId: string): Promise<RepaymentAccountView> {
    const found = await this.find(productId);
    if (found) return found;
    const loan = await one(this.dataSource, `SELECT 1 FROM loans WHERE product_id = $1`, [productId]);
    if (!loan) throw new DomainError((await this.products.rowById(productId)) ? 'product_state_conflict' : 'no_such_product');
    return this.issue(productId);
  }

  /** Issues the loan's account unless it has one (whoever inserted first wins); answers the one kept. */
  async issue(productId: string): Promise<RepaymentAccountView> {
    const product = await this.products.rowById(productId);
    if (!product) throw new DomainError('no_such_product');
    for (let attempt = 1; attempt <= MAX_ISSUE_ATTEMPTS; attempt += 1) {
      const existing = await this.find(productId);
      if (existing) return existing;
      const issued = await this.bank.issueRepaymentAccount({ productId, holderName: product.borrower_name });
      try {
        await this.dataSource.query(
          `INSERT INTO loan_repayment_accounts (product_id, bank_code, bank_name, account_number, holder_name) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (product_id) DO NOTHING`,
          [productId, issued.bankCode, issued.bankName, issued.accountNumber, issued.holderName],
        );
      } catch (error) {
        if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error; // another loan's number: ask again
      }
    }
    const kept = await this.find(productId);
    if (!kept) throw new DomainError('__poll');
    return kept;
  }

  /**
   * Executed loans still without an account (executed before accounts existed, or while the bank
   * was closed), oldest first, at most `limit`: each issued. A bank refusal ends the pass (the bank
   * is closed for all of them); the next pass tries again. Returns how many were issued.
   */
  async issueMissing(limit: number): Promise<number> {
    const missing = await rows<{ product_id: string }>(
      this.dataSource,
      `SELECT l.product_id FROM loans l WHERE NOT EXISTS (SELECT 1 FROM loan_repayment_accounts a WHERE a.product_id = l.product_id)
       ORDER BY l.executed_at, l.product_id LIMIT $1`,
      [limit],
    );
    let issued = 0;
    for (const { product_id: productId } of missing) {
      try {
        await this.issue(productId);
        issued += 1;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        this.logger.warn({ msg: 'repayment account not issued; the next pass tries again', product_id: productId, fail_code: error.failCode });
        break;
      }
    }
    if (issued > 0) this.logger.log({ msg: 'repayment accounts issued for loans without one', issued });
    return issued;
  }
}
