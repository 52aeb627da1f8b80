// A loan's late-interest terms: its own, fixed when it was scheduled, or the defaults for a loan
// snapshotted before they were recorded. Apart from the decider so the bad-loan steps read it
// without importing the decider that imports them.
import type { LateInterestTerms } from '../shared/loan-maths';
import { DEFAULT_LATE_INTEREST_TERMS } from '../shared/loan-maths';
import type { LoanState } from './loan.decider';

export const lateTermsOf = (state: LoanState): LateInterestTerms => state.lateTerms ?? DEFAULT_LATE_INTEREST_TERMS;
