// The kinds of report the registry is told of, apart from the port: the answer schemas (which the
// web reads as types) take them from here without the port's own imports.
/** What docs/api.md "Central registry reports" lists; `recovery`, `sale`, `write_off` and `transfer` for the steps after execution. */
export type RegistryReportKind = 'placement' | 'cancellation' | 'execution' | 'repayment' | 'recovery' | 'sale' | 'write_off' | 'transfer';
export const REGISTRY_REPORT_KINDS: readonly RegistryReportKind[] = ['placement', 'cancellation', 'execution', 'repayment', 'recovery', 'sale', 'write_off', 'transfer'];
