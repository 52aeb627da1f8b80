// The virtual-account server as the wallet sees it (docs/design.md "Bank gateway"). One adapter in
// this repo, the sandbox bank; a real bank's adapter would implement the same port.
export type HolderCheckResult = 'verified' | 'CHECK_BNK_NM_DENIED' | 'BNK_NM_COULD_NOT_BE_VERIFIED' | 'BNK_NM_NEED_REVIEW';

/** Codes a bank call can fail with (operators can force any of them with fail_next). */
export const BANK_FAIL_CODES = [
  'bank_closed',
  'seyfert_error',
  '__poll',
  'REQUEST_HAS_TIME_OUT',
  'CHECK_BNK_NM_DENIED',
  'BNK_NM_COULD_NOT_BE_VERIFIED',
  'BNK_NM_NEED_REVIEW',
] as const;
export type BankFailCode = (typeof BANK_FAIL_CODES)[number];

export interface IssuedVirtualAccount {
  bankCode: string;
  bankName: string;
  accountNumber: string;
  holderName: string;
}

export type TransferResult = { status: 'completed' } | { status: 'failed'; failCode: string };

export interface TransferOrder {
  /** The bank's idempotency key: asking again for the same id answers the first result. */
  withdrawalId: string;
  amountWon: number;
  bankCode: string;
  accountNumber: string;
  holderName: string;
}

export abstract class BankGateway {
  /** Whether the bank takes calls now (maintenance window, operator override). */
  abstract isOpen(): Promise<boolean>;
  /** Throws DomainError bank_closed, seyfert_error or __poll. */
  abstract issueVirtualAccount(input: { userId: string; holderName: string }): Promise<IssuedVirtualAccount>;
  /**
   * A loan's repayment virtual account (the borrower pays into it; its deposits are notified like
   * an investor's). Throws DomainError bank_closed, seyfert_error or __poll.
   */
  abstract issueRepaymentAccount(input: { productId: string; holderName: string }): Promise<IssuedVirtualAccount>;
  /** The bank compares the account's holder with the member's name; throws DomainError bank_closed. */
  abstract verifyHolder(input: { bankCode: string; accountNumber: string; holderName: string; memberName: string }): Promise<HolderCheckResult>;
  /**
   * Sends money out. Idempotent by withdrawalId; never throws for a bank failure, answers it
   * (a timeout means the bank did not pay, so the platform restores the money).
   */
  abstract transfer(order: TransferOrder): Promise<TransferResult>;
}
