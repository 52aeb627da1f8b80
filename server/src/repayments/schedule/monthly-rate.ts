// r = rate_bp / 120000 a month (DESIGN.md "Repayments"). The maths itself lives in
// shared/loan-maths.ts, so the product page's preview and the binding schedule are one formula.
export { BP_MONTHS, monthlyInterestWon } from '../../shared/loan-maths';
