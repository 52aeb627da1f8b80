// What other contexts may use of disclosures: the module.
export { DisclosuresModule } from './disclosures.module';
export { SELF_CHECK_KEYS, SELF_CHECK_STATUSES } from './security-self-checks/checklist';
