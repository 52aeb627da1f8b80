// What other contexts may use of disclosures: the module.
export { DisclosuresModule } from './disclosures.module';
/** The self-check's endpoints, for the OpenAPI document. */
export { SECURITY_SELF_CHECK_ENDPOINTS, SECURITY_SELF_CHECK_SCHEMAS } from './http/security-self-checks.schema';
/** The monthly disclosure's endpoints, for the OpenAPI document. */
export { MONTHLY_DISCLOSURE_ENDPOINTS, MONTHLY_DISCLOSURE_SCHEMAS } from './http/monthly-disclosures.schema';
