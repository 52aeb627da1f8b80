// The sandbox adapter of the bank gateway: a make-believe bank with its own records (it writes
// through its own connections, outside the platform's transactions, as a real bank would), so a
// worker dying after the bank paid cannot undo the payment, and asking again by withdrawal id
// answers what the bank already did.
import { Injectable } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import { DataSource } from 'typeorm';
import { one, rows } from '../../shared/database/sql';
import { DomainError } from '../../shared/errors/domain-error';
import { BankGateway, HolderCheckResult, IssuedVirtualAccount, TransferOrder, TransferResult } from './bank-gateway.port';
import { KOREAN_BANKS, VIRTUAL_ACCOUNT_BANKS } from './korean-banks';
import { SandboxBankControls } from './sandbox-bank-controls';

/** Spacing and case are what a bank's name check forgives only with a human review. */
function looseName(name: string): string {
  return name.replace(/\s+/g, '').toLowerCase();
}

export function sandboxHolderCheck(accountNumber: string, holderName: string, memberName: string): HolderCheckResult {
  if (accountNumber.startsWith('000')) return 'BNK_NM_COULD_NOT_BE_VERIFIED';
  if (holderName === memberName) return 'verified';
  if (looseName(holderName) === looseName(memberName)) return 'BNK_NM_NEED_REVIEW';
  return 'CHECK_BNK_NM_DENIED';
}

/** A virtual account number in the issuer's format (prefix, then random digits). */
export function sandboxAccountNumber(issuer: { digits: number; prefix: string }): string {
  let accountNumber = issuer.prefix;
  while (accountNumber.length < issuer.digits) accountNumber += String(randomInt(10));
  return accountNumber;
}

/** Upper bound of a stall, so a forgotten control cannot hang a worker for ever. */
const MAX_STALL_MS = 120_000;

@Injectable()
export class SandboxBank extends BankGateway {
  constructor(
    private readonly dataSource: DataSource,
    private readonly controls: SandboxBankControls,
  ) {
    super();
  }

  isOpen(): Promise<boolean> {
    return this.controls.isOpen();
  }

  async issueVirtualAccount(input: { userId: string; holderName: string }): Promise<IssuedVirtualAccount> {
    await this.controls.gate();
    return this.newAccount(input.holderName);
  }

  async issueRepaymentAccount(input: { productId: string; holderName: string }): Promise<IssuedVirtualAccount> {
    await this.controls.gate();
    return this.newAccount(input.holderName);
  }

  private newAccount(holderName: string): IssuedVirtualAccount {
    const issuer = VIRTUAL_ACCOUNT_BANKS[randomInt(VIRTUAL_ACCOUNT_BANKS.length)];
    return { bankCode: issuer.bankCode, bankName: KOREAN_BANKS[issuer.bankCode], accountNumber: sandboxAccountNumber(issuer), holderName };
  }

  async verifyHolder(input: { bankCode: string; accountNumber: string; holderName: string; memberName: string }): Promise<HolderCheckResult> {
    await this.controls.gate();
    return sandboxHolderCheck(input.accountNumber, input.holderName, input.memberName);
  }

  async transfer(order: TransferOrder): Promise<TransferResult> {
    const done = await this.recorded(order.withdrawalId);
    if (done) return done;
    let result: TransferResult = { status: 'completed' };
    try {
      await this.controls.gate();
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      result = { status: 'failed', failCode: error.failCode };
    }
    const inserted = await rows(
      this.dataSource,
      `INSERT INTO sandbox_bank_transfers (withdrawal_id, amount, bank_code, account_number, status, fail_code)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (withdrawal_id) DO NOTHING RETURNING withdrawal_id`,
      [order.withdrawalId, order.amountWon, order.bankCode, order.accountNumber, result.status, result.status === 'failed' ? result.failCode : null],
    );
    // A concurrent call for the same id got there first: its result is the bank's answer.
    if (inserted.length === 0) return (await this.recorded(order.withdrawalId))!;
    const stallMs = Math.min(await this.controls.takeStallMs(), MAX_STALL_MS);
    if (stallMs > 0) await new Promise((resolve) => setTimeout(resolve, stallMs));
    return result;
  }

  private async recorded(withdrawalId: string): Promise<TransferResult | null> {
    const row = await one<{ status: 'completed' | 'failed'; fail_code: string | null }>(
      this.dataSource, `SELECT status, fail_code FROM sandbox_bank_transfers WHERE withdrawal_id = $1`, [withdrawalId]);
    if (!row) return null;
    return row.status === 'completed' ? { status: 'completed' } : { status: 'failed', failCode: row.fail_code ?? 'seyfert_error' };
  }
}
