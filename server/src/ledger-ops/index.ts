// What other code may use of the ledger tools: the module and its services.
export { LedgerOpsModule } from './ledger-ops.module';
export { ProjectionCheckService } from './projection-check.service';
export { InvestorHistoryQuery } from './investor-history.query';
/** The ledger tools' endpoints, for the OpenAPI document. */
export { LEDGER_OPS_ENDPOINTS, LEDGER_OPS_SCHEMAS } from './http/ledger.schema';
