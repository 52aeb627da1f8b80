import { LedgerLines } from '@/components/ledger-lines';

/** /user/dashboard/transactions: deposits, withdrawals, holds, payouts and taxes from the wallet. */
export function TransactionsTab() {
  return <LedgerLines limit={30} />;
}
