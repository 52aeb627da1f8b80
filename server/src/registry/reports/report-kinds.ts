// How each kind of report moves an investor's outstanding principal (docs/design.md "Central
// registry reports"): the one rule the sandbox registry sums and the reconciliation compares
// with the platform's holdings (held + executed − principal repaid, recovered or written off). An
// execution moves money already counted since its placement, so it changes nothing; a repayment's,
// a recovery's, a sale's and a write-off's amount is the principal that leaves the outstanding.
import type { RegistryReportKind } from '../report-kinds';

export const OUTSTANDING_SIGN: Readonly<Record<RegistryReportKind, -1 | 0 | 1>> = {
  placement: 1,
  cancellation: -1,
  execution: 0,
  repayment: -1,
  recovery: -1,
  write_off: -1,
  /** A debt sale's price (the principal it pays back), or the seller's side of a transfer: the claim leaves them. */
  sale: -1,
  /** The buyer's side of a transfer: the claim is theirs now. */
  transfer: 1,
};

/** The SQL form of OUTSTANDING_SIGN over a `kind` column, for sums in one statement. */
export const OUTSTANDING_SIGN_SQL = `CASE kind ${Object.entries(OUTSTANDING_SIGN).map(([kind, sign]) => `WHEN '${kind}' THEN ${sign}`).join(' ')} END`;
